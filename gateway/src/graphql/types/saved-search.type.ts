import { Field, ID, Int, ObjectType } from 'type-graphql';
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
