import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireActor } from '@remotehunt/services/auth/authorization';
import { previewTemplate } from '@remotehunt/services/mail/mail-previews';
import { callerCountry } from '../http/caller-country';
import { requestMeta } from '../http/request-meta';
import type { GraphQLContext } from './context';
import { ProductInfo } from './types/billing.type';
import { MailPreview, Newsletter, NewsletterFormOptions, NewsletterOrder, NewsletterOrderInput, NewsletterPreferencesInput } from './types/newsletter.type';
import { AuthSession, ResetLinkRequested } from './types/user.type';

const plain = <T extends object>(input: T) => JSON.parse(JSON.stringify(input)) as Record<string, unknown>;

/** The newsletter, password recovery and unsubscribe: thin shells over their services. */
@Resolver()
export class NewsletterResolver {
  @Query(() => NewsletterFormOptions, { description: 'Countries, categories and whether the newsletter is free now (no sign-in needed)' })
  newsletterFormOptions(@Ctx() ctx: GraphQLContext) {
    return ctx.services.newsletter.formOptions();
  }

  @Query(() => ProductInfo, { description: "The newsletter's prices (no sign-in needed)" })
  newsletterProductInfo(@Ctx() ctx: GraphQLContext) {
    return ctx.services.newsletter.productInfo(callerCountry(ctx.req, ctx.services));
  }

  @Authorized()
  @Query(() => Newsletter, { nullable: true, description: "The caller's newsletter subscription, if any" })
  async myNewsletter(@Ctx() ctx: GraphQLContext) {
    const actor = requireActor(ctx.actor);
    return (await ctx.services.newsletter.subscription(actor, actor.userId)).newsletter;
  }

  @Mutation(() => NewsletterOrder, { description: 'Subscribes at once when free, else answers a checkout to pay at (no sign-in needed)' })
  async subscribeNewsletter(@Arg('input', () => NewsletterOrderInput) input: NewsletterOrderInput, @Ctx() ctx: GraphQLContext) {
    const order = await ctx.services.newsletter.subscribeOrder(ctx.actor ?? null, plain(input), requestMeta(ctx.req));
    return order.freeAccess ? { ...order, sessionId: null, url: null } : { ...order, confirmationSent: false };
  }

  @Authorized()
  @Mutation(() => Newsletter, { description: 'Subscribes free with a paid app plan' })
  async subscribeNewsletterWithPlan(@Arg('input', () => NewsletterPreferencesInput) input: NewsletterPreferencesInput, @Ctx() ctx: GraphQLContext) {
    return (await ctx.services.newsletter.subscribeWithApp(ctx.actor ?? null, plain(input))).newsletter;
  }

  @Authorized()
  @Mutation(() => Newsletter)
  async updateNewsletter(
    @Arg('newsletterId', () => ID) newsletterId: string,
    @Arg('input', () => NewsletterPreferencesInput) input: NewsletterPreferencesInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return (await ctx.services.newsletter.update(ctx.actor ?? null, newsletterId, plain(input))).newsletter;
  }

  @Authorized()
  @Mutation(() => Boolean)
  async unsubscribeNewsletter(@Arg('newsletterId', () => ID) newsletterId: string, @Ctx() ctx: GraphQLContext) {
    await ctx.services.newsletter.unsubscribe(ctx.actor ?? null, { newsletterId });
    return true;
  }

  @Mutation(() => Boolean, { description: 'Emails a login link if the address has an account; answers the same either way' })
  async sendNewsletterLoginLink(@Arg('email', () => String) email: string, @Ctx() ctx: GraphQLContext) {
    await ctx.services.newsletter.generateLoginLink({ email }, requestMeta(ctx.req));
    return true;
  }

  @Mutation(() => AuthSession, { description: "Signs in with an emailed login link's token" })
  signInWithNewsletterLink(@Arg('token', () => String) token: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.newsletter.signInWithLoginLink({ token }, requestMeta(ctx.req));
  }

  @Mutation(() => ResetLinkRequested, { description: 'Emails a password reset link if the address has an account; answers the same either way' })
  requestPasswordReset(@Arg('email', () => String) email: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.passwordReset.sendResetLink({ email }, requestMeta(ctx.req));
  }

  @Mutation(() => Boolean, { description: "Sets a new password with an emailed link's token; signs out every session" })
  async resetPassword(@Arg('token', () => String) token: string, @Arg('password', () => String) password: string, @Ctx() ctx: GraphQLContext) {
    await ctx.services.passwordReset.resetPassword({ resetPasswordTokenId: token, password });
    return true;
  }

  @Mutation(() => Boolean, { description: "Stops marketing mail and newsletter digests; with an email link's token, or for one's own account" })
  async unsubscribeEmails(
    @Arg('userId', () => ID) userId: string,
    @Arg('token', () => String, { nullable: true }) token: string | null,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Arg('kind', () => String, { nullable: true, description: "One kind of mail only (the link's `kind`, such as reminders); every email when not given" })
    kind: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    await ctx.services.unsubscribe.unsubscribe(ctx.actor ?? null, userId, token, { reason: reason ?? undefined, kind: kind ?? undefined });
    return true;
  }

  @Authorized('admin')
  @Query(() => MailPreview, { description: 'An email template rendered with sample data (admins only)' })
  emailTemplatePreview(@Arg('templateId', () => String) templateId: string, @Ctx() ctx: GraphQLContext) {
    return previewTemplate(ctx.actor, templateId, ctx.services.config.publicUrl);
  }
}
