import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';

@ObjectType({ simpleResolvers: true, description: 'A saved job-list filter as the list parsed it: defaults filled in, job types and seniorities lower-case' })
export class SavedSearchFilter {
  @Field(() => [String])
  categories!: string[];

  @Field(() => [String])
  sources!: string[];

  @Field(() => [String])
  tags!: string[];

  @Field(() => Boolean)
  hideViewedJobs!: boolean;

  @Field(() => Boolean)
  worldwide!: boolean;

  @Field(() => String, { nullable: true })
  query?: string;

  @Field(() => String, { nullable: true })
  eligibility?: string;

  @Field(() => String, { nullable: true })
  country?: string;

  @Field(() => Int, { nullable: true })
  minPay?: number;

  @Field(() => String, { nullable: true })
  payCurrency?: string;

  @Field(() => Boolean)
  withPayOnly!: boolean;

  @Field(() => [String], { nullable: true })
  jobTypes?: string[];

  @Field(() => [String], { nullable: true })
  seniorities?: string[];

  @Field(() => String)
  sort!: string;
}

@ObjectType({ simpleResolvers: true, description: 'Local hours [start, end) in which no alert is sent; wraps midnight when start > end' })
export class QuietHours {
  @Field(() => Int)
  start!: number;

  @Field(() => Int)
  end!: number;
}

@ObjectType({ simpleResolvers: true, description: 'When a saved search mails its new jobs (issue 22)' })
export class SavedSearchAlert {
  @Field(() => String, { description: 'off, instant (at most one mail an hour), daily or weekly' })
  frequency!: string;

  @Field(() => Int, { description: 'Local hour (0-23) of daily and weekly alerts' })
  hour!: number;

  @Field(() => Int, { description: 'ISO weekday of weekly alerts: 1 = Monday … 7 = Sunday' })
  weekday!: number;

  @Field(() => String, { description: 'IANA time zone the hours are in' })
  timezone!: string;

  @Field(() => QuietHours, { nullable: true })
  quietHours!: QuietHours | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When the next alert is due; null while off' })
  nextAlertAt!: Date | null;
}

@InputType({ description: 'Local hours [start, end) in which no alert is sent' })
export class QuietHoursInput {
  @Field(() => Int)
  start!: number;

  @Field(() => Int)
  end!: number;
}

@InputType({ description: 'A saved search’s alert settings; left out: 08:00, Monday, the account’s time zone (else UTC), no quiet hours' })
export class SavedSearchAlertInput {
  @Field(() => String, { description: 'off, instant, daily or weekly' })
  frequency!: string;

  @Field(() => Int, { nullable: true })
  hour?: number;

  @Field(() => Int, { nullable: true })
  weekday?: number;

  @Field(() => String, { nullable: true })
  timezone?: string;

  @Field(() => QuietHoursInput, { nullable: true })
  quietHours?: QuietHoursInput | null;
}

@ObjectType({ simpleResolvers: true, description: 'A job-list filter the user saved under a name (issue 22)' })
export class SavedSearch {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => SavedSearchFilter)
  filter!: SavedSearchFilter;

  @Field(() => DateTimeISOResolver)
  createdAt!: Date;

  @Field(() => DateTimeISOResolver)
  updatedAt!: Date;

  @Field(() => DateTimeISOResolver, { description: 'When its owner last opened it: jobs posted since are new' })
  openedAt!: Date;

  @Field(() => SavedSearchAlert)
  alert!: SavedSearchAlert;
}

@ObjectType({ simpleResolvers: true, description: 'How many jobs a saved search has that were posted since it was last opened' })
export class SavedSearchNews {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: 'Counted up to 100' })
  newJobs!: number;

  @Field(() => Boolean, { description: 'False past 100 ("100+")' })
  newJobsIsExact!: boolean;
}

@ObjectType({ simpleResolvers: true, description: "How many jobs the caller's job list has that were posted since they last opened it" })
export class JobListNews {
  @Field(() => Int, { description: 'Counted up to 100' })
  newJobs!: number;

  @Field(() => Boolean, { description: 'False past 100 ("100+")' })
  newJobsIsExact!: boolean;
}
