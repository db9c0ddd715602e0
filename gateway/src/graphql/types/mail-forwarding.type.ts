import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';

@ObjectType({ simpleResolvers: true, description: 'An address mail is forwarded from' })
export class MailSender {
  @Field(() => ID)
  _id!: string;

  @Field(() => String)
  address!: string;

  @Field(() => Boolean, { description: 'False until the link mailed to it is opened; mail forwarded from it is refused until then' })
  verified!: boolean;

  @Field(() => DateTimeISOResolver)
  createdAt!: string;
}

@ObjectType({ simpleResolvers: true, description: 'Where to forward job mail, and from which addresses it is read (issue 48)' })
export class MailForwarding {
  @Field(() => String, { description: 'The private address to forward job mail to' })
  address!: string;

  @Field(() => String, { description: 'The account’s own address: mail forwarded from it is always read' })
  accountAddress!: string;

  @Field(() => [MailSender])
  senders!: MailSender[];

  @Field(() => Boolean, { description: 'Whether this server receives forwarded mail' })
  receiving!: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'A status change forwarded mail suggested, for the person to confirm' })
export class MailSuggestion {
  @Field(() => ID)
  _id!: string;

  @Field(() => DateTimeISOResolver)
  receivedAt!: string;

  @Field(() => String, { description: 'Who wrote the forwarded message, as plain text' })
  sender!: string;

  @Field(() => String)
  subject!: string;

  @Field(() => String, { description: 'received, rejection, interview or offer' })
  kind!: string;

  @Field(() => String, { nullable: true, description: 'The sentence that suggested it, quoted from the mail' })
  sentence!: string | null;

  @Field(() => ID, { nullable: true, description: 'The application it seems to be about; null when none matched well enough' })
  appliedJobId!: string | null;

  @Field(() => String, { nullable: true })
  jobTitle!: string | null;

  @Field(() => String, { nullable: true })
  companyName!: string | null;

  @Field(() => ID, { description: 'The status confirming moves it to' })
  toStatus!: string;

  @Field(() => String)
  toStatusTitle!: string;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'An invitation’s interview time: confirming adds the event' })
  eventStartsAt!: string | null;

  @Field(() => String, { nullable: true })
  eventTimeZone!: string | null;

  @Field(() => String, { description: 'pending, confirmed or dismissed' })
  state!: string;
}
