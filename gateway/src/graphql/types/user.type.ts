import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';

@ObjectType()
export class ProfilePicFile {
  @Field(() => String)
  name!: string;
}

@ObjectType()
export class ProfilePic {
  @Field(() => ID)
  _id!: string;

  @Field(() => ProfilePicFile)
  file!: ProfilePicFile;

  @Field(() => String, { description: 'REST address of the image bytes; fetch it with the bearer token.' })
  fileUrl!: string;
}

@ObjectType({ description: 'The job-list filters saved for the next visit.' })
export class SessionFilters {
  @Field(() => [String])
  tags!: string[];

  @Field(() => [String])
  categories!: string[];

  @Field(() => [String])
  sources!: string[];

  @Field(() => Boolean)
  hideViewedJobs!: boolean;

  @Field(() => Boolean)
  worldwide!: boolean;

  @Field(() => String, { nullable: true, description: "Issue #19's filters, once used: 'any', 'open' or 'confirmed'" })
  eligibility?: string;

  @Field(() => Int, { nullable: true })
  minPay?: number;

  @Field(() => String, { nullable: true })
  payCurrency?: string;

  @Field(() => Boolean, { nullable: true })
  withPayOnly?: boolean;

  @Field(() => [String], { nullable: true })
  jobTypes?: string[];

  @Field(() => [String], { nullable: true })
  seniorities?: string[];

  @Field(() => String, { nullable: true })
  sort?: string;
}

@ObjectType()
export class AppSubscription {
  @Field(() => String, { description: 'trial, paid, none, or a card provider state such as past_due' })
  status!: string;

  @Field(() => Boolean, { description: 'Whether the subscription currently grants the app' })
  active!: boolean;

  @Field(() => DateTimeISOResolver, { nullable: true })
  endTime!: Date | null;

  @Field(() => String, { nullable: true })
  subscriptionId!: string | null;

  @Field(() => Boolean)
  lifetime!: boolean;
}

@ObjectType()
export class User {
  @Field(() => ID)
  _id!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => Boolean)
  admin!: boolean;

  @Field(() => Boolean)
  recruiter!: boolean;

  @Field(() => Boolean)
  isAdmin!: boolean;

  @Field(() => ProfilePic, { nullable: true })
  profilePic!: ProfilePic | null;

  @Field(() => SessionFilters)
  session!: SessionFilters;

  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2: where the user can take jobs from; null until set' })
  country!: string | null;

  @Field(() => String, { nullable: true, description: 'IANA time zone name; null until set (their country\'s zones count then)' })
  timezone!: string | null;
}

@ObjectType({ description: 'What asking for a password reset link answers: the same whether or not the address has an account.' })
export class ResetLinkRequested {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String)
  message!: string;
}

@ObjectType({ description: 'What sign up and sign in answer.' })
export class AuthSession {
  @Field(() => String)
  token!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => DateTimeISOResolver)
  expiry!: Date;

  @Field(() => Int)
  exp!: number;

  @Field(() => Int)
  iat!: number;

  @Field(() => User)
  userInfo!: User;
}
