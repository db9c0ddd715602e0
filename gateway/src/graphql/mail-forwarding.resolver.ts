import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { selfOwner } from '@remotehunt/services/auth/authorization';
import type { GraphQLContext } from './context';
import { givenFields } from './given-fields';
import { MailForwarding, MailSender, MailSuggestion } from './types/mail-forwarding.type';

/** The forwarding address, the addresses mail is read from, and suggestions from mail (issue 48): thin shells over services/tracking/mail-forwarding. */
@Resolver()
export class MailForwardingResolver {
  @Authorized()
  @Query(() => MailForwarding, { description: 'The private forwarding address (made on first use) and the addresses mail is read from' })
  mailForwarding(@Ctx() ctx: GraphQLContext) {
    return ctx.services.forwardingAddresses.settings(selfOwner(ctx.actor));
  }

  @Authorized()
  @Mutation(() => MailForwarding, { description: 'A new forwarding address in place of the old, which is refused from then on' })
  replaceForwardingAddress(@Ctx() ctx: GraphQLContext) {
    return ctx.services.forwardingAddresses.replaceAddress(selfOwner(ctx.actor));
  }

  @Authorized()
  @Mutation(() => MailSender, { description: 'Add an address mail is forwarded from; a confirmation link is mailed to it' })
  addMailSender(@Arg('address', () => String) address: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.forwardingAddresses.addSender(selfOwner(ctx.actor), { address });
  }

  @Authorized()
  @Mutation(() => Boolean)
  async removeMailSender(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    await ctx.services.forwardingAddresses.removeSender(selfOwner(ctx.actor), id);
    return true;
  }

  @Mutation(() => String, { description: 'Confirm an address with the token from its mailed link; answers the address' })
  async verifyMailSender(@Arg('token', () => String) token: string, @Ctx() ctx: GraphQLContext) {
    return (await ctx.services.forwardingAddresses.verifySender({ token })).address;
  }

  @Authorized()
  @Query(() => [MailSuggestion], { description: 'Pending suggestions from forwarded mail, newest first' })
  async mailSuggestions(@Ctx() ctx: GraphQLContext) {
    return (await ctx.services.mailSuggestions.pending(selfOwner(ctx.actor))).data;
  }

  @Authorized()
  @Mutation(() => MailSuggestion, { description: 'The status moves (the quoted sentence in its history) and an invitation’s interview is added' })
  confirmMailSuggestion(
    @Arg('id', () => ID) id: string,
    @Arg('appliedJobId', () => ID, { nullable: true, description: 'Required when the suggestion has no application' }) appliedJobId: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.mailSuggestions.confirm(selfOwner(ctx.actor), id, givenFields({ appliedJobId }));
  }

  @Authorized()
  @Mutation(() => MailSuggestion)
  dismissMailSuggestion(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.mailSuggestions.dismiss(selfOwner(ctx.actor), id);
  }
}
