import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireActor, selfOwner } from '@remotehunt/services/auth/authorization';
import type { UserInfo } from '@remotehunt/services/accounts/user-info';
import { requestMeta } from '../http/request-meta';
import type { GraphQLContext } from './context';
import { ChangePasswordInput, SignInInput, SignUpInput, UpdateProfileInput } from './types/account.inputs';
import { AppSubscription, AuthSession, User } from './types/user.type';

/**
 * Thin shell over AccountsService; the caller always acts on their own account. Sign-in and sign-up
 * budgets are the service's: each call (each alias of a mutation too) spends one attempt.
 */
@Resolver(() => User)
export class AccountsResolver {
  @Authorized()
  @Query(() => User, { description: 'The signed-in user' })
  me(@Ctx() ctx: GraphQLContext): Promise<UserInfo> {
    return ctx.services.accounts.getUserInfo(selfOwner(ctx.actor));
  }

  @FieldResolver(() => AppSubscription)
  appSubscription(@Root() user: UserInfo, @Ctx() ctx: GraphQLContext) {
    return ctx.services.subscriptions.getForUser(user.userId);
  }

  @Mutation(() => AuthSession)
  signUp(@Arg('input', () => SignUpInput) input: SignUpInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.accounts.signUp({ ...input }, requestMeta(ctx.req));
  }

  @Mutation(() => AuthSession)
  signIn(@Arg('input', () => SignInInput) input: SignInInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.accounts.signIn({ ...input }, requestMeta(ctx.req));
  }

  @Mutation(() => AuthSession, { description: "Trades a receipt's one-time sign-in link for a session" })
  signInWithLink(@Arg('token', () => String) token: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.signInLinks.signIn({ token }, requestMeta(ctx.req));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Revokes the current token' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.accounts.logout(requireActor(ctx.actor));
    return true;
  }

  @Authorized()
  @Mutation(() => User, { description: 'Changes the name, country and time zone; the avatar is uploaded through PUT /api/v1/users/{userId}' })
  updateProfile(@Arg('input', () => UpdateProfileInput) input: UpdateProfileInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.accounts.updateProfile(selfOwner(ctx.actor), { ...input });
  }

  @Authorized()
  @Mutation(() => Boolean)
  async changePassword(@Arg('input', () => ChangePasswordInput) input: ChangePasswordInput, @Ctx() ctx: GraphQLContext) {
    const actor = requireActor(ctx.actor);
    await ctx.services.accounts.changePassword(selfOwner(actor), { ...input });
    return true;
  }

  @Authorized()
  @Mutation(() => User)
  deleteAvatar(@Ctx() ctx: GraphQLContext) {
    return ctx.services.accounts.deleteAvatar(selfOwner(ctx.actor));
  }
}
