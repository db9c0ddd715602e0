import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { selfOwner } from '@remotehunt/services/auth/authorization';
import type { GraphQLContext } from './context';
import { SavedSearchFeed } from './types/saved-search-feed.type';

/** A saved search's feed URLs (issue 22): thin shells over the feeds service, which decides who may. */
@Resolver()
export class SavedSearchFeedsResolver {
  @Authorized()
  @Query(() => SavedSearchFeed, { nullable: true, description: 'The saved search’s feed URLs, or null while it has none' })
  savedSearchFeed(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.savedSearchFeeds.get(selfOwner(ctx.actor), id);
  }

  @Authorized()
  @Mutation(() => SavedSearchFeed, { description: 'Make the saved search’s feed URLs, or new ones in place of the old (which then answer 404)' })
  rotateSavedSearchFeed(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.savedSearchFeeds.rotate(selfOwner(ctx.actor), id);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Turn the saved search’s feed off: its URLs answer 404' })
  async revokeSavedSearchFeed(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    await ctx.services.savedSearchFeeds.revoke(selfOwner(ctx.actor), id);
    return true;
  }
}
