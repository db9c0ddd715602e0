import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeISOResolver, JSONObjectResolver } from 'graphql-scalars';

// Plain data: simple resolvers skip type-graphql's per-field wrapper.
@ObjectType({ simpleResolvers: true, description: 'One fetch-and-store of a job board (admins only)' })
export class IngestionRun {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  boardId!: string;

  @Field(() => String)
  boardName!: string;

  @Field(() => String, { description: 'schedule, manual or cli' })
  trigger!: string;

  @Field(() => String, { description: 'running, succeeded, not-modified or failed' })
  status!: string;

  @Field(() => Int, { description: 'Which try of the queue job this was (retries back off exponentially)' })
  attempt!: number;

  @Field(() => DateTimeISOResolver)
  startedAt!: Date;

  @Field(() => DateTimeISOResolver, { nullable: true })
  finishedAt!: Date | null;

  @Field(() => Int, { description: 'Postings in the payload' })
  fetched!: number;

  @Field(() => Int)
  created!: number;

  @Field(() => Int)
  updated!: number;

  @Field(() => Int)
  unchanged!: number;

  @Field(() => Int, { description: 'Already listed by another board: kept as a second source of that job' })
  duplicates!: number;

  @Field(() => Int, { description: "Jobs ended because the board's full feed no longer lists them" })
  expired!: number;

  @Field(() => Int)
  skipped!: number;

  @Field(() => JSONObjectResolver, { description: 'Skipped postings by reason' })
  skipReasons!: Record<string, number>;

  @Field(() => String, { nullable: true })
  error!: string | null;
}
