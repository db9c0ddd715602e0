import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { selfOwner } from '@remotehunt/services/auth/authorization';
import type { GraphQLContext } from './context';
import { Job, JobPage } from './types/job.type';


@ObjectType({ simpleResolvers: true, description: 'What the Post a job form offers' })
export class JobPostingFormOptions {
  @Field(() => [String])
  categories!: string[];

  @Field(() => [String])
  regionalRestrictions!: string[];

  @Field(() => [String])
  jobTypes!: string[];

  @Field(() => [String], { description: 'Currencies pay may be given in (ISO 4217), USD first' })
  salaryCurrencies!: string[];

  @Field(() => [String], { description: 'hour, day, week, month, year' })
  salaryPeriods!: string[];
}

/**
 * The poster's job postings. Placing an order is REST only (POST /api/v1/remotejobs), since it
 * is a multipart form with the logo.
 */
@Resolver()
export class JobPostingsResolver {
  @Query(() => JobPostingFormOptions, { description: 'Categories, regional restrictions and job types of the posting form' })
  jobPostingFormOptions(@Ctx() ctx: GraphQLContext) {
    return ctx.services.jobPostings.formOptions();
  }

  @Authorized()
  @Query(() => JobPage, { description: "The caller's published postings, newest first" })
  myJobPostings(
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.jobPostings.listMine(selfOwner(ctx.actor), { page, limit });
  }

  @Authorized()
  @Mutation(() => Job, { description: 'Marks one of your postings filled (it leaves the lists and stops renewing)' })
  markJobFilled(@Arg('jobId', () => ID) jobId: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.jobPostings.markFilled(selfOwner(ctx.actor), jobId);
  }

  @Authorized()
  @Mutation(() => Job, { description: "Stops one of your postings' 30-day auto bump" })
  cancelJobAutoBump(@Arg('jobId', () => ID) jobId: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.jobPostings.cancelAutoBump(selfOwner(ctx.actor), jobId);
  }
}
