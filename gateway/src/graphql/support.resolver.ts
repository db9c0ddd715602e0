import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireActor } from '@remotehunt/services/auth/authorization';
import type { GraphQLContext } from './context';
import { SupportMessage, SupportMessagePage } from './types/support.type';

/** Support messages: a thin shell over the support service (which decides who may see what). */
@Resolver()
export class SupportResolver {
  @Authorized()
  @Query(() => SupportMessagePage, { description: "userId defaults to the caller. An admin asking for their own id gets every user's messages." })
  supportMessages(
    @Arg('userId', () => ID, { nullable: true }) userId: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 200 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    const actor = requireActor(ctx.actor);
    return ctx.services.support.list(actor, userId ?? actor.userId, { page, limit });
  }

  @Authorized()
  @Query(() => Boolean, { description: "A reply the caller has not read; for an admin, also any user's query no admin has read" })
  hasUnreadMessages(@Ctx() ctx: GraphQLContext) {
    const actor = requireActor(ctx.actor);
    return ctx.services.support.hasUnread(actor, actor.userId);
  }

  @Authorized()
  @Mutation(() => SupportMessage, { description: "Sends a query to the support team (the caller's own thread)" })
  sendSupportMessage(@Arg('details', () => String) details: string, @Ctx() ctx: GraphQLContext) {
    const actor = requireActor(ctx.actor);
    return ctx.services.support.send(actor, actor.userId, { details });
  }

  @Authorized('admin')
  @Mutation(() => SupportMessage, { description: "Admins: answer (or correct the answer to) a user's query; the user is emailed" })
  replySupportMessage(@Arg('messageId', () => ID) messageId: string, @Arg('reply', () => String) reply: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.support.reply(ctx.actor, messageId, { reply });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Marks what the caller has to read as read; answers hasUnreadMessages afterwards' })
  async markMessagesRead(@Ctx() ctx: GraphQLContext) {
    const actor = requireActor(ctx.actor);
    await ctx.services.support.markRead(actor, actor.userId);
    return ctx.services.support.hasUnread(actor, actor.userId);
  }
}
