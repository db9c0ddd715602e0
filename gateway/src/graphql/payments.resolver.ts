import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { selfOwner } from '@remotehunt/services/auth/authorization';
import { DomainError } from '@remotehunt/services/common/domain-error';
import type { GraphQLContext } from './context';
import {
  CheckoutRedirect,
  CheckoutSession,
  CheckoutSessionInput,
  CreateSubscriptionInput,
  PaymentCustomer,
  SubscriptionDetails,
  TestCheckout,
} from './types/billing.type';


/** The local test mode's checkout sessions; there are none when Stripe takes payments. */
const localCheckout = (ctx: GraphQLContext) => {
  if (!ctx.services.localCheckout) throw DomainError.notFound('The checkout session');
  return ctx.services.localCheckout;
};

/** The app subscription's payments and the local test checkout: thin shells over services/billing. */
@Resolver()
export class PaymentsResolver {
  @Authorized()
  @Query(() => SubscriptionDetails, { description: "The caller's app subscription" })
  subscription(@Ctx() ctx: GraphQLContext) {
    return ctx.services.subscriptionBilling.get(selfOwner(ctx.actor));
  }

  @Authorized()
  @Query(() => [PaymentCustomer], { description: "The caller's customer at the card provider, if made" })
  async paymentCustomers(@Ctx() ctx: GraphQLContext) {
    return (await ctx.services.subscriptionBilling.customers(selfOwner(ctx.actor))).data;
  }

  @Authorized()
  @Mutation(() => PaymentCustomer, { description: "Makes (once) the caller's customer at the card provider" })
  createPaymentCustomer(@Arg('customerEmail', () => String) customerEmail: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.subscriptionBilling.createCustomer(selfOwner(ctx.actor), { customerEmail });
  }

  @Authorized()
  @Mutation(() => SubscriptionDetails, { description: 'Subscribes with a card; a declined card leaves lastPaymentErrors' })
  createSubscription(@Arg('input', () => CreateSubscriptionInput) input: CreateSubscriptionInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.subscriptionBilling.subscribe(selfOwner(ctx.actor), { ...input });
  }

  @Authorized()
  @Mutation(() => CheckoutSession, { description: "A hosted checkout for a plan (the lifetime plan's only way)" })
  createCheckoutSession(@Arg('input', () => CheckoutSessionInput) input: CheckoutSessionInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.subscriptionBilling.checkout(selfOwner(ctx.actor), { ...input });
  }

  @Authorized()
  @Mutation(() => SubscriptionDetails, { description: 'Stops the plan renewing; it ends with the period paid for' })
  cancelSubscription(@Arg('subscriptionId', () => String) subscriptionId: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.subscriptionBilling.cancel(selfOwner(ctx.actor), { subscriptionId });
  }

  @Query(() => TestCheckout, { description: "Local test mode's checkout page (no sign-in: the id is the key)" })
  testCheckout(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return localCheckout(ctx).get(id);
  }

  @Mutation(() => CheckoutRedirect, { description: 'Pays a local test checkout (sends the signed completion event)' })
  payTestCheckout(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return localCheckout(ctx).pay(id);
  }

  @Mutation(() => CheckoutRedirect, { description: 'Abandons a local test checkout' })
  cancelTestCheckout(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return localCheckout(ctx).cancel(id);
  }
}
