import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';

@ObjectType({ simpleResolvers: true, description: 'A browser extension token (its secret is shown only when made)' })
export class TrackingToken {
  @Field(() => ID)
  _id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => DateTimeISOResolver)
  createdAt!: string;

  @Field(() => DateTimeISOResolver, { nullable: true })
  lastUsedAt!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class NewTrackingToken extends TrackingToken {
  @Field(() => String, { description: 'rht_…: shown this once; paste it into the extension' })
  token!: string;
}

@ObjectType({ simpleResolvers: true })
export class TrackingTokenOwner {
  @Field(() => ID)
  userId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;
}
