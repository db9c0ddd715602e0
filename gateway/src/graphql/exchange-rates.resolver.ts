import { Arg, Authorized, Ctx, Field, Float, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './context';
import { givenFields } from './given-fields';

@ObjectType({ simpleResolvers: true, description: 'A rate pay is converted to USD by' })
export class ExchangeRate {
  @Field(() => String, { description: 'ISO 4217' })
  currency!: string;

  @Field(() => Float, { description: 'What one unit of the currency is worth in USD' })
  usdPer!: number;

  @Field(() => String, { description: 'The day the rate was taken (YYYY-MM-DD)' })
  asOf!: string;
}

@InputType()
export class ExchangeRateInput {
  @Field(() => String)
  currency!: string;

  @Field(() => Float)
  usdPer!: number;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; today when not given' })
  asOf?: string;
}

@Resolver()
export class ExchangeRatesResolver {
  @Query(() => [ExchangeRate], { description: 'The rates every annual USD pay figure is worked out with, for anyone' })
  exchangeRates(@Ctx() ctx: GraphQLContext) {
    return ctx.services.exchangeRates.list();
  }

  @Authorized('admin')
  @Mutation(() => ExchangeRate, { description: "Sets a currency's rate; its jobs' annual USD pay follows at once (admins only)" })
  setExchangeRate(@Arg('input', () => ExchangeRateInput) input: ExchangeRateInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.exchangeRates.set(ctx.actor, givenFields(input));
  }
}
