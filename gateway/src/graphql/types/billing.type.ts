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

@ObjectType({ simpleResolvers: true })
export class PaymentError {
  @Field(() => String)
  message!: string;
}

@ObjectType({ simpleResolvers: true, description: 'The app subscription as the subscription screen shows it' })
export class SubscriptionDetails {
  @Field(() => String, { description: 'trial, paid, none, or a card provider state such as incomplete or past_due' })
  status!: string;

  @Field(() => Boolean, { description: 'Whether it grants the app now' })
  active!: boolean;

  @Field(() => String, { nullable: true })
  subscriptionId!: string | null;

  @Field(() => String, { nullable: true, description: 'ISO time the trial or paid period ends; null for lifetime' })
  endTime!: string | null;

  @Field(() => Boolean)
  lifetime!: boolean;

  @Field(() => String, { nullable: true })
  priceId!: string | null;

  @Field(() => String, { nullable: true })
  intervalType!: string | null;

  @Field(() => Boolean, { description: 'Cancelled: it will not renew and ends at endTime' })
  cancelAtPeriodEnd!: boolean;

  @Field(() => PaymentError, { nullable: true, description: "The last failed payment's message" })
  lastPaymentErrors!: PaymentError | null;
}

@ObjectType({ simpleResolvers: true })
export class PaymentCustomer {
  @Field(() => ID)
  id!: string;
}

@ObjectType({ simpleResolvers: true })
export class CheckoutSession {
  @Field(() => ID)
  sessionId!: string;

  @Field(() => String, { description: 'Where to send the browser to pay' })
  url!: string;
}

@InputType()
export class CreateSubscriptionInput {
  @Field(() => String, { description: "The card provider's payment method made by the card form" })
  paymentMethodId!: string;

  @Field(() => String)
  priceId!: string;

  @Field(() => String)
  customerId!: string;
}

@InputType()
export class CheckoutSessionInput {
  @Field(() => String)
  priceId!: string;

  @Field(() => String)
  successCallback!: string;

  @Field(() => String)
  cancelCallback!: string;
}

@ObjectType({ simpleResolvers: true })
export class TestCheckout {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'payment or subscription' })
  mode!: string;

  @Field(() => String, { description: 'open, complete or expired' })
  status!: string;

  @Field(() => Price)
  price!: Price;

  @Field(() => String, { nullable: true })
  customerEmail!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class CheckoutRedirect {
  @Field(() => String)
  redirectUrl!: string;
}
