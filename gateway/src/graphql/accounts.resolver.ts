import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireActor } from '@remotehunt/services/auth/authorization';
import type { UserInfo } from '@remotehunt/services/accounts/user-info';
import type { GraphQLContext } from './context';
import { ChangePasswordInput, SignInInput, SignUpInput, UpdateProfileInput } from './types/account.inputs';
import { AppSubscription, AuthSession, User } from './types/user.type';

const meta = (ctx: GraphQLContext) => ({ userAgent: ctx.req.get('user-agent') });

/** Thin shell over AccountsService; the caller always acts on their own account. */
@Resolver(() => User)
export class AccountsResolver {
  @Authorized()
  @Query(() => User, { description: 'The signed-in user' })
  me(@Ctx() ctx: GraphQLContext): Promise<UserInfo> {
    return ctx.services.accounts.getUserInfo(requireActor(ctx.actor).userId);
  }

  @FieldResolver(() => AppSubscription)
  appSubscription(@Root() user: UserInfo, @Ctx() ctx: GraphQLContext) {
    return ctx.services.subscriptions.getForUser(user.userId);
  }

  @Mutation(() => AuthSession)
  signUp(@Arg('input', () => SignUpInput) input: SignUpInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.accounts.signUp({ ...input }, meta(ctx));
  }

  @Mutation(() => AuthSession)
  signIn(@Arg('input', () => SignInInput) input: SignInInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.accounts.signIn({ ...input }, meta(ctx));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Revokes the current token' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.accounts.logout(requireActor(ctx.actor));
    return true;
  }

  @Authorized()
  @Mutation(() => User, { description: 'Changes the name; the avatar is uploaded through PUT /api/v1/users/{userId}' })
  updateProfile(@Arg('input', () => UpdateProfileInput) input: UpdateProfileInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.accounts.updateProfile(requireActor(ctx.actor).userId, { ...input });
  }

  @Authorized()
  @Mutation(() => Boolean)
  async changePassword(@Arg('input', () => ChangePasswordInput) input: ChangePasswordInput, @Ctx() ctx: GraphQLContext) {
    const actor = requireActor(ctx.actor);
    await ctx.services.accounts.changePassword(actor, actor.userId, { ...input });
    return true;
  }

  @Authorized()
  @Mutation(() => User)
  deleteAvatar(@Ctx() ctx: GraphQLContext) {
    return ctx.services.accounts.deleteAvatar(requireActor(ctx.actor).userId);
  }
}
