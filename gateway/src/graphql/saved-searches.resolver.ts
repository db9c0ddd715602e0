import { DateTimeISOResolver } from 'graphql-scalars';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { selfOwner } from '@remotehunt/services/auth/authorization';
import type { GraphQLContext } from './context';
import { JobFilterInput } from './types/job.type';
import { JobListNews, SavedSearch, SavedSearchAlertInput, SavedSearchNews } from './types/saved-search.type';

/** Saved searches (issue 22): thin shells over the saved-searches service, which decides who may. */
@Resolver()
export class SavedSearchesResolver {
  @Authorized()
  @Query(() => [SavedSearch], { description: "The caller's saved searches, oldest first" })
  savedSearches(@Ctx() ctx: GraphQLContext) {
    return ctx.services.savedSearches.list(selfOwner(ctx.actor));
  }

  @Authorized()
  @Query(() => SavedSearch)
  savedSearch(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.savedSearches.get(selfOwner(ctx.actor), id);
  }

  @Authorized()
  @Query(() => [SavedSearchNews], { description: 'How many jobs each saved search has that were posted since it was last opened' })
  savedSearchNews(@Ctx() ctx: GraphQLContext) {
    return ctx.services.savedSearches.news(selfOwner(ctx.actor));
  }

  @Authorized()
  @Mutation(() => SavedSearch, { description: 'Save a job-list filter under a name (at most 25; names unique whatever their case)' })
  createSavedSearch(@Arg('name', () => String) name: string, @Arg('filter', () => JobFilterInput) filter: JobFilterInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.savedSearches.create(selfOwner(ctx.actor), { name, filter: { ...filter } });
  }

  @Authorized()
  @Mutation(() => SavedSearch, { description: 'Rename a saved search or change its filter' })
  updateSavedSearch(
    @Arg('id', () => ID) id: string,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('filter', () => JobFilterInput, { nullable: true }) filter: JobFilterInput | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.savedSearches.update(selfOwner(ctx.actor), id, { name: name ?? undefined, filter: filter ? { ...filter } : undefined });
  }

  @Authorized()
  @Mutation(() => SavedSearch, { description: 'Open a saved search: its jobs stop being new; apply its filter to the job list' })
  openSavedSearch(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.savedSearches.open(selfOwner(ctx.actor), id);
  }

  @Authorized()
  @Mutation(() => SavedSearch, { description: 'Set how often the saved search mails its new jobs (off, instant, daily, weekly), when, and its quiet hours' })
  setSavedSearchAlert(@Arg('id', () => ID) id: string, @Arg('alert', () => SavedSearchAlertInput) alert: SavedSearchAlertInput, @Ctx() ctx: GraphQLContext) {
    // GraphQL's null for a left-out setting is the REST body's missing key; quietHours: null is "none".
    const { frequency, hour, weekday, timezone, quietHours } = alert;
    return ctx.services.savedSearches.setAlert(selfOwner(ctx.actor), id, {
      frequency,
      hour: hour ?? undefined,
      weekday: weekday ?? undefined,
      timezone: timezone ?? undefined,
      quietHours: quietHours ? { ...quietHours } : quietHours,
    });
  }

  @Mutation(() => String, { description: 'Stop one saved search’s alerts with the token of its alert mails’ link, without signing in. Answers the search’s name.' })
  async stopSavedSearchAlerts(@Arg('id', () => ID) id: string, @Arg('token', () => String) token: string, @Ctx() ctx: GraphQLContext) {
    return (await ctx.services.savedSearches.stopAlerts(id, token)).name;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Delete a saved search' })
  async deleteSavedSearch(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    await ctx.services.savedSearches.delete(selfOwner(ctx.actor), id);
    return true;
  }

  @Authorized()
  @Query(() => JobListNews, { description: "How many jobs the caller's job list (their session filters) has that were posted since they last opened it" })
  jobListNews(@Ctx() ctx: GraphQLContext) {
    return ctx.services.savedSearches.jobListNews(selfOwner(ctx.actor));
  }

  @Authorized()
  @Mutation(() => DateTimeISOResolver, { description: 'The caller opened the job list: its jobs stop being new. Answers when.' })
  async markJobListSeen(@Ctx() ctx: GraphQLContext) {
    return (await ctx.services.savedSearches.markJobListSeen(selfOwner(ctx.actor))).seenAt;
  }
}
