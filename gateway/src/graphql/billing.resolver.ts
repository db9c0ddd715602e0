import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { callerCountry } from '../http/caller-country';
import type { GraphQLContext } from './context';
import { AdminPrice, PriceEditInput, ProductInfo } from './types/billing.type';

/** The catalogue: thin shells over services/billing. Prices follow the caller's country. */
@Resolver()
export class BillingResolver {
  @Query(() => ProductInfo, { description: "The job posting's prices (no sign-in needed)" })
  jobPostingProductInfo(@Ctx() ctx: GraphQLContext) {
    return ctx.services.catalogue.productInfo('job-posting', callerCountry(ctx.req, ctx.services));
  }

  @Query(() => ProductInfo, { description: "The app subscription's plans, for the public pricing page (no sign-in needed)" })
  appPlans(@Ctx() ctx: GraphQLContext) {
    return ctx.services.catalogue.productInfo('app-subscription', callerCountry(ctx.req, ctx.services));
  }

  @Authorized()
  @Query(() => ProductInfo, { description: "The app subscription's plans" })
  subscriptionProducts(@Ctx() ctx: GraphQLContext) {
    return ctx.services.catalogue.productInfo('app-subscription', callerCountry(ctx.req, ctx.services));
  }

  @Authorized('admin')
  @Query(() => [AdminPrice], { description: 'Every price, active or not (admins only)' })
  prices(@Ctx() ctx: GraphQLContext) {
    return ctx.services.catalogue.listForAdmin(ctx.actor);
  }

  @Authorized('admin')
  @Mutation(() => AdminPrice, { description: "Changes a price's label, amount, provider price, order or whether it is offered (admins only)" })
  updatePrice(@Arg('id', () => ID) id: string, @Arg('input', () => PriceEditInput) input: PriceEditInput, @Ctx() ctx: GraphQLContext) {
    const edit = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
    return ctx.services.catalogue.updatePrice(ctx.actor, id, edit);
  }
}
