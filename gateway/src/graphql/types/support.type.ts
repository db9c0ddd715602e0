import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import { NumberedPage } from './tracking.type';

// Plain data: simple resolvers skip type-graphql's per-field wrapper.
@ObjectType({ simpleResolvers: true, description: 'A support query and, once an admin answers, its reply' })
export class SupportMessage {
  @Field(() => ID)
  _id!: string;

  @Field(() => ID, { description: 'The user whose thread this is (who asked)' })
  from!: string;

  @Field(() => ID, { nullable: true, description: 'The admin who replied; null until a reply' })
  to!: string | null;

  @Field(() => String)
  details!: string;

  @Field(() => DateTimeISOResolver)
  sentTime!: Date;

  @Field(() => String, { nullable: true })
  reply!: string | null;

  @Field(() => DateTimeISOResolver, { nullable: true })
  replyTime!: Date | null;
}

@ObjectType({ simpleResolvers: true })
export class MessageUser {
  @Field(() => ID)
  _id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;
}

@ObjectType({
  simpleResolvers: true,
  description:
    "A user's thread, oldest first; for an admin's own id, every user's messages grouped by user (latest activity first). Page 1 holds the newest messages.",
})
export class SupportMessagePage extends NumberedPage(SupportMessage, 'SupportMessagePage') {
  @Field(() => [MessageUser], { description: 'The people named by from and to' })
  users!: MessageUser[];
}
