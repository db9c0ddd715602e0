import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Country, JobCategory } from './app-config.type';

@ObjectType({ simpleResolvers: true })
export class NewsletterFilterTypes {
  @Field(() => Boolean)
  title!: boolean;

  @Field(() => Boolean)
  tags!: boolean;

  @Field(() => Boolean)
  description!: boolean;
}

@ObjectType({ simpleResolvers: true, description: "A subscriber's newsletter: `_id` and `jobId` both present means subscribed" })
export class Newsletter {
  @Field(() => ID)
  _id!: string;

  @Field(() => String, { nullable: true, description: 'The digest schedule the subscriber is on; null until the subscription is active' })
  jobId!: string | null;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  name!: string;

  @Field(() => [String], { description: 'Keywords: a job matches when one is in its title, tags or description (as filterTypes say)' })
  contains!: string[];

  @Field(() => String, { description: 'ISO 3166-1 alpha-2' })
  countryCode!: string;

  @Field(() => [String], { description: 'Category keys (slugs)' })
  category!: string[];

  @Field(() => String, { description: 'daily or weekly' })
  scheduleEvery!: string;

  @Field(() => NewsletterFilterTypes)
  filterTypes!: NewsletterFilterTypes;

  @Field(() => String, { description: 'pending (checkout or email confirmation), active or cancelled' })
  status!: string;

  @Field(() => String, { description: 'free (a paid app plan or the free-access switch) or paid' })
  access!: string;
}

@ObjectType({ simpleResolvers: true })
export class NewsletterOrder {
  @Field(() => Boolean, { description: 'Subscribed at once, without payment' })
  freeAccess!: boolean;

  @Field(() => String, { description: 'success, or checkout (go to url to pay)' })
  status!: string;

  @Field(() => Boolean, { description: 'A visitor must confirm the address from the link just emailed' })
  confirmationSent!: boolean;

  @Field(() => String, { nullable: true })
  sessionId!: string | null;

  @Field(() => String, { nullable: true })
  url!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class MailPreview {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  subject!: string;

  @Field(() => String)
  html!: string;

  @Field(() => String)
  text!: string;
}

@ObjectType({ simpleResolvers: true })
export class DigestBuildResult {
  @Field(() => String)
  frequency!: string;

  @Field(() => String)
  period!: string;

  @Field(() => Boolean, { description: 'False when the period had been built already' })
  built!: boolean;

  @Field(() => Int)
  subscribers!: number;

  @Field(() => Int)
  digests!: number;

  @Field(() => Int)
  queued!: number;
}

// Loose on purpose: the service checks them and answers with the spec's messages.
@InputType()
export class NewsletterFilterTypesInput {
  @Field(() => Boolean, { nullable: true })
  title?: boolean;

  @Field(() => Boolean, { nullable: true })
  tags?: boolean;

  @Field(() => Boolean, { nullable: true })
  description?: boolean;
}

@InputType()
export class NewsletterPreferencesInput {
  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => String, { nullable: true })
  scheduleEvery?: string;

  @Field(() => [String], { nullable: true })
  category?: string[];

  @Field(() => String, { nullable: true })
  countryCode?: string;

  @Field(() => [String], { nullable: true })
  contains?: string[];

  @Field(() => NewsletterFilterTypesInput, { nullable: true })
  filterTypes?: NewsletterFilterTypesInput;
}

@InputType()
export class NewsletterOrderInput extends NewsletterPreferencesInput {
  @Field(() => String, { nullable: true })
  email?: string;

  @Field(() => String, { nullable: true })
  priceId?: string;

  @Field(() => String, { nullable: true })
  successCallback?: string;

  @Field(() => String, { nullable: true })
  cancelCallback?: string;
}

@ObjectType()
export class NewsletterFormOptions {
  @Field(() => [Country])
  countries!: Country[];

  @Field(() => [JobCategory])
  categories!: JobCategory[];

  @Field(() => Boolean, { description: "The admin's free-access switch for the newsletter is on" })
  freeAccess!: boolean;
}
