import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { selfOwner } from '@remotehunt/services/auth/authorization';
import type { GraphQLContext } from './context';
import { NewTrackingToken, TrackingToken, TrackingTokenOwner } from './types/tracking-token.type';

/** The browser extension's tokens: thin shells over services/accounts/tracking-tokens.ts. */
@Resolver()
export class TrackingTokensResolver {
  @Authorized()
  @Query(() => [TrackingToken], { description: 'The caller’s live extension tokens, newest first' })
  async trackingTokens(@Ctx() ctx: GraphQLContext) {
    return (await ctx.services.trackingTokens.list(selfOwner(ctx.actor))).data;
  }

  @Authorized()
  @Query(() => TrackingTokenOwner, { description: 'Who the calling token (or session) belongs to' })
  trackingTokenOwner(@Ctx() ctx: GraphQLContext) {
    return ctx.services.trackingTokens.owner(ctx.actor);
  }

  @Authorized()
  @Mutation(() => NewTrackingToken, { description: 'Makes a token for the browser extension; its secret is in this answer only' })
  createTrackingToken(@Arg('name', () => String) name: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.trackingTokens.create(selfOwner(ctx.actor), { name });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Revokes a token: the extension using it must be connected again' })
  async revokeTrackingToken(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    await ctx.services.trackingTokens.revoke(selfOwner(ctx.actor), id);
    return true;
  }
}
