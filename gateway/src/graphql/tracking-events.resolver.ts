import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { selfOwner } from '@remotehunt/services/auth/authorization';
import type { AppliedJobView } from '@remotehunt/services/tracking/applied-jobs.service';
import type { GraphQLContext } from './context';
import { givenFields } from './given-fields';
import { AppliedJob } from './types/tracking.type';
import { AppliedJobEvent, AppliedJobEventInput, AppliedJobEventPage, CalendarFeed, NewCalendarFeed, Upcoming } from './types/tracking-event.type';

/** Events on applied jobs, the Upcoming screen and the calendar address (issue 48): thin shells over services/tracking. */
@Resolver(() => AppliedJobEvent)
export class TrackingEventsResolver {
  @Authorized()
  @Query(() => AppliedJobEventPage, { description: 'Upcoming first (soonest first), then past ones (latest first)' })
  appliedJobEvents(
    @Arg('appliedJobId', () => ID) appliedJobId: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 5 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.appliedJobEvents.list(selfOwner(ctx.actor), appliedJobId, { page, limit });
  }

  @Authorized()
  @Mutation(() => AppliedJobEvent)
  addAppliedJobEvent(
    @Arg('appliedJobId', () => ID) appliedJobId: string,
    @Arg('input', () => AppliedJobEventInput) input: AppliedJobEventInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.appliedJobEvents.create(selfOwner(ctx.actor), appliedJobId, givenFields(input));
  }

  @Authorized()
  @Mutation(() => AppliedJobEvent, { description: 'Changes the fields given' })
  updateAppliedJobEvent(
    @Arg('appliedJobId', () => ID) appliedJobId: string,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => AppliedJobEventInput) input: AppliedJobEventInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.appliedJobEvents.update(selfOwner(ctx.actor), appliedJobId, id, givenFields(input));
  }

  @Authorized()
  @Mutation(() => Boolean)
  async deleteAppliedJobEvent(@Arg('appliedJobId', () => ID) appliedJobId: string, @Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    await ctx.services.appliedJobEvents.delete(selfOwner(ctx.actor), appliedJobId, id);
    return true;
  }

  @Authorized()
  @Query(() => Upcoming, { description: 'Events in the next `days` days (1 to 90), soonest first, with their applications' })
  upcoming(@Arg('days', () => Int, { defaultValue: 30 }) days: number, @Ctx() ctx: GraphQLContext) {
    return ctx.services.upcoming.upcoming(selfOwner(ctx.actor), { days });
  }

  @Authorized()
  @Query(() => CalendarFeed, { description: 'Whether there is a private calendar address' })
  calendarFeed(@Ctx() ctx: GraphQLContext) {
    return ctx.services.calendar.feed(selfOwner(ctx.actor));
  }

  @Authorized()
  @Mutation(() => NewCalendarFeed, { description: 'Make the private calendar address, or a new one in place of the old (which then answers 404)' })
  createCalendarFeed(@Arg('includeTasks', () => Boolean, { nullable: true }) includeTasks: boolean | null, @Ctx() ctx: GraphQLContext) {
    return ctx.services.calendar.createFeed(selfOwner(ctx.actor), givenFields({ includeTasks }));
  }

  @Authorized()
  @Mutation(() => CalendarFeed)
  updateCalendarFeed(@Arg('includeTasks', () => Boolean) includeTasks: boolean, @Ctx() ctx: GraphQLContext) {
    return ctx.services.calendar.updateFeed(selfOwner(ctx.actor), { includeTasks });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Turn the calendar address off: it answers 404' })
  async revokeCalendarFeed(@Ctx() ctx: GraphQLContext) {
    await ctx.services.calendar.revokeFeed(selfOwner(ctx.actor));
    return true;
  }
}

/** An applied job's next event, for the kanban's cards: batched per request (loaders.ts). */
@Resolver(() => AppliedJob)
export class AppliedJobNextEventResolver {
  @FieldResolver(() => AppliedJobEvent, { nullable: true, description: 'The soonest event not yet over' })
  nextEvent(@Root() job: AppliedJobView, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.nextAppliedJobEvent.load({ owner: selfOwner(ctx.actor), appliedJobId: job._id });
  }
}
