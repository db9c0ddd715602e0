import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true })
export class Price {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  productId!: string;

  @Field(() => String)
  label!: string;

  @Field(() => Int, { description: "In the currency's minor unit (cents)" })
  amount!: number;

  @Field(() => String, { description: 'ISO 4217, lowercase' })
  currency!: string;

  @Field(() => Boolean, { description: 'Renews; the price without it is paid once (the lifetime plan)' })
  subscription!: boolean;

  @Field(() => Int, { nullable: true })
  interval!: number | null;

  @Field(() => String, { nullable: true, description: 'day, week, month or year' })
  intervalType!: string | null;

  @Field(() => String, { description: 'ISO 3166-1 alpha-2' })
  country!: string;
}

@ObjectType({ simpleResolvers: true })
export class AdminPrice extends Price {
  @Field(() => String, { nullable: true, description: "The card provider's price a checkout charges" })
  providerPriceId!: string | null;

  @Field(() => Boolean)
  active!: boolean;

  @Field(() => Int)
  position!: number;
}

@ObjectType({ simpleResolvers: true })
export class ProductInfo {
  @Field(() => [Price], { description: "The caller's country's prices, else the default country's" })
  prices!: Price[];

  @Field(() => String, { nullable: true, description: "The card provider's publishable key; null in local test mode" })
  public_key!: string | null;

  @Field(() => Boolean)
  testMode!: boolean;
}

// Loose on purpose: the service checks it and answers with a message for people.
@InputType()
export class PriceEditInput {
  @Field(() => String, { nullable: true })
  label?: string;

  @Field(() => Int, { nullable: true })
  amount?: number;

  @Field(() => String, { nullable: true })
  providerPriceId?: string;

  @Field(() => Boolean, { nullable: true })
  active?: boolean;

  @Field(() => Int, { nullable: true })
  position?: number;
}
