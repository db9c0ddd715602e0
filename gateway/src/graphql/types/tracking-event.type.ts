import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import { NumberedPage } from './tracking.type';

@ObjectType({ simpleResolvers: true, description: 'An interview or other event on an applied job (issue 48)' })
export class AppliedJobEvent {
  @Field(() => ID)
  _id!: string;

  @Field(() => ID)
  appliedJobId!: string;

  @Field(() => String, { description: 'phone-screen, technical, onsite, offer-call or other' })
  kind!: string;

  @Field(() => DateTimeISOResolver)
  startsAt!: string;

  @Field(() => DateTimeISOResolver)
  endsAt!: string;

  @Field(() => String, { description: 'The IANA time zone it was given in (Europe/Berlin): calendars show it there' })
  timeZone!: string;

  @Field(() => String, { nullable: true, description: 'An http(s) address' })
  meetingUrl!: string | null;

  @Field(() => [ID], { description: 'The application’s contacts it is with' })
  contactIds!: string[];

  @Field(() => String, { description: 'Plain text, up to 5,000 characters' })
  note!: string;

  @Field(() => Int, { description: 'RFC 5545 SEQUENCE: one more on every change of its time, place or kind' })
  sequence!: number;

  @Field(() => DateTimeISOResolver)
  createdAt!: string;

  @Field(() => DateTimeISOResolver)
  updatedAt!: string;
}

@ObjectType()
export class AppliedJobEventPage extends NumberedPage(AppliedJobEvent, 'AppliedJobEventPage') {}

// Loose on purpose: the service checks every field and names the one to fix.
@InputType({ description: 'Times with an offset (2026-11-20T14:00:00+01:00), or local (2026-11-20T14:00) read in timeZone' })
export class AppliedJobEventInput {
  @Field(() => String, { nullable: true, description: 'phone-screen, technical, onsite, offer-call or other (the default)' })
  kind?: string;

  @Field(() => String, { nullable: true })
  startsAt?: string;

  @Field(() => String, { nullable: true, description: 'An hour after the start when not given; a move without it keeps the length' })
  endsAt?: string;

  @Field(() => String, { nullable: true, description: 'An IANA name; UTC when every time given has its offset' })
  timeZone?: string;

  @Field(() => String, { nullable: true, description: 'http(s); "" removes it' })
  meetingUrl?: string;

  @Field(() => [ID], { nullable: true, description: 'Replaces the linked contacts: ids of this application’s contacts' })
  contactIds?: string[];

  @Field(() => String, { nullable: true })
  note?: string;
}

@ObjectType({ simpleResolvers: true, description: 'An event coming up, with its application' })
export class UpcomingEvent extends AppliedJobEvent {
  @Field(() => String)
  jobTitle!: string;

  @Field(() => String)
  companyName!: string;
}

@ObjectType({ simpleResolvers: true, description: 'A task due in the window (tasks get due dates in issue 48, item 2)' })
export class UpcomingTask {
  @Field(() => ID)
  _id!: string;

  @Field(() => ID)
  appliedJobId!: string;

  @Field(() => String)
  content!: string;

  @Field(() => DateTimeISOResolver)
  dueAt!: string;

  @Field(() => String, { description: 'The zone its time was given in (UTC when none was)' })
  dueTimeZone!: string;

  @Field(() => Boolean, { description: 'Past its time and not done' })
  overdue!: boolean;

  @Field(() => String)
  jobTitle!: string;

  @Field(() => String)
  companyName!: string;
}

@ObjectType({ simpleResolvers: true, description: 'What is coming up across the tracker, soonest first' })
export class Upcoming {
  @Field(() => Int)
  days!: number;

  @Field(() => DateTimeISOResolver)
  from!: string;

  @Field(() => DateTimeISOResolver)
  to!: string;

  @Field(() => [UpcomingEvent], { description: 'Not yet over, starting before `to`' })
  events!: UpcomingEvent[];

  @Field(() => [UpcomingTask])
  tasks!: UpcomingTask[];
}

@ObjectType({ simpleResolvers: true, description: 'Whether the user has a private calendar address (the address itself is shown once, when made)' })
export class CalendarFeed {
  @Field(() => Boolean)
  active!: boolean;

  @Field(() => Boolean)
  includeTasks!: boolean;

  @Field(() => DateTimeISOResolver, { nullable: true })
  createdAt!: Date | null;
}

@ObjectType({ simpleResolvers: true, description: 'A new private calendar address: subscribe to `url` in a calendar app' })
export class NewCalendarFeed {
  @Field(() => String, { description: 'Shown this once; anyone holding it reads the calendar' })
  url!: string;

  @Field(() => Boolean)
  includeTasks!: boolean;

  @Field(() => DateTimeISOResolver)
  createdAt!: Date;
}
