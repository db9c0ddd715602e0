import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import { IngestionRun } from './ingestion.type';
import { NumberedPage } from './tracking.type';

// Plain data: simple resolvers skip type-graphql's per-field wrapper.
@ObjectType({ simpleResolvers: true })
export class AdminUserSubscription {
  @Field(() => String, { description: 'trial, paid, canceled, expired, …' })
  status!: string;

  @Field(() => DateTimeISOResolver, { nullable: true })
  endTime!: Date | null;

  @Field(() => Boolean)
  lifetime!: boolean;

  @Field(() => String, { description: 'What the admin users table shows: the status, or "cancelled, runs to its end" for a plan cancelled at period end' })
  state!: string;

  @Field(() => Boolean, { description: 'The renewal is cancelled; the plan runs to endTime' })
  cancelAtPeriodEnd!: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'A row of the admin panel’s users table (admins only)' })
export class AdminUser {
  @Field(() => ID)
  _id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => DateTimeISOResolver)
  lastUpdated!: Date;

  @Field(() => DateTimeISOResolver)
  createdAt!: Date;

  @Field(() => Boolean)
  admin!: boolean;

  @Field(() => Boolean)
  recruiter!: boolean;

  @Field(() => Boolean, { description: 'Has unsubscribed from marketing email' })
  emailsUnsubscribed!: boolean;

  @Field(() => AdminUserSubscription, { nullable: true })
  subscription!: AdminUserSubscription | null;
}

@ObjectType()
export class AdminUserPage extends NumberedPage(AdminUser, 'AdminUserPage') {}

@ObjectType({ simpleResolvers: true, description: 'A job board as admins manage it' })
export class AdminJobBoard {
  @Field(() => ID)
  _id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  url!: string;

  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => Boolean, { description: 'False for boards with no feed to ingest (Run now is refused)' })
  hasFeed!: boolean;

  @Field(() => Int)
  intervalMinutes!: number;

  @Field(() => Int, { description: "The board's politeness floor: intervalMinutes may not go below it" })
  minIntervalMinutes!: number;

  @Field(() => Boolean, { description: 'Its feed lists every open posting, so a posting it stops listing is ended at once' })
  fullFeed!: boolean;

  @Field(() => IngestionRun, { nullable: true })
  lastRun!: IngestionRun | null;
}

@InputType()
export class JobBoardSettingsInput {
  @Field(() => Boolean, { nullable: true })
  enabled?: boolean;

  @Field(() => Int, { nullable: true })
  intervalMinutes?: number;

  @Field(() => Boolean, { nullable: true })
  fullFeed?: boolean;
}

@InputType()
export class AccessSwitchesInput {
  @Field(() => Boolean, { nullable: true })
  enableFreeAccessForApp?: boolean;

  @Field(() => Boolean, { nullable: true })
  enableFreeAccessForNewsletter?: boolean;
}

@ObjectType({ simpleResolvers: true })
export class QueuedBoardRun {
  @Field(() => ID, { description: 'The ingestion queue job' })
  jobId!: string;
}

@ObjectType({ simpleResolvers: true })
export class QueuedMail {
  @Field(() => ID, { description: 'The recorded message, sent by the mail worker' })
  messageId!: string;
}
