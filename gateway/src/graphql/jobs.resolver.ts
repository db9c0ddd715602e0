import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { selfOwner } from '@remotehunt/services/auth/authorization';
import type { JobView } from '@remotehunt/services/jobs/job-view';
import type { GraphQLContext } from './context';
import { givenFields } from './given-fields';
import { callerCountry } from '../http/caller-country';
import type { FilteredJobListPage } from './job-facets.resolver';
import {
  AppliedJobRef,
  ClientStats,
  Job,
  JobBoardPage,
  HiddenCompany,
  JobFilterInput,
  JobListPage,
  JobPage,
  RemoteCompany,
  RemoteCompanyPage,
  ShortlistedJob,
  Tag,
} from './types/job.type';


/** Job discovery: thin shells over the jobs, shortlist, visits, companies, boards and tags services. */
@Resolver(() => Job)
export class JobsResolver {
  @Authorized('subscriber')
  @Query(() => JobListPage, { description: 'The job list; the filter is saved to the caller\'s session unless saveAsSession is false' })
  async jobs(
    @Arg('filter', () => JobFilterInput, { nullable: true }) filter: JobFilterInput | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10 }) limit: number,
    @Arg('saveAsSession', () => Boolean, {
      defaultValue: true,
      description: "false for a view of the list (a category page): the caller's saved session filters stay as they were",
    })
    saveAsSession: boolean,
    @Ctx() ctx: GraphQLContext,
  ) {
    const input = { ...filter };
    const list = await ctx.services.jobs.listJobs(selfOwner(ctx.actor), input, { page, limit }, { country: callerCountry(ctx.req, ctx.services), saveAsSession });
    return { ...list, filter: input } satisfies FilteredJobListPage;
  }

  @Authorized('subscriber')
  @Query(() => JobListPage)
  companyJobs(
    @Arg('companyName', () => String) companyName: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.jobs.listCompanyJobs(selfOwner(ctx.actor), companyName, { page, limit });
  }

  @Authorized()
  @Query(() => [HiddenCompany], { description: 'Companies whose jobs the caller hid (Account Settings)' })
  hiddenCompanies(@Ctx() ctx: GraphQLContext) {
    return ctx.services.hiddenCompanies.list(selfOwner(ctx.actor));
  }

  @Authorized()
  @Mutation(() => HiddenCompany, { description: 'Hide jobs from this company, by id or by its name as jobs show it' })
  hideCompany(
    @Arg('companyId', () => ID, { nullable: true }) companyId: string | null,
    @Arg('companyName', () => String, { nullable: true }) companyName: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.hiddenCompanies.hide(selfOwner(ctx.actor), { companyId: companyId ?? undefined, companyName: companyName ?? undefined });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Show a hidden company's jobs again" })
  async unhideCompany(@Arg('companyId', () => ID) companyId: string, @Ctx() ctx: GraphQLContext) {
    await ctx.services.hiddenCompanies.unhide(selfOwner(ctx.actor), companyId);
    return true;
  }

  @Authorized()
  @Query(() => Job)
  job(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.jobs.getJob(selfOwner(ctx.actor), id);
  }

  @FieldResolver(() => String, { description: 'Sanitized HTML' })
  description(@Root() job: JobView, @Ctx() ctx: GraphQLContext): Promise<string> | string {
    return job.description ?? ctx.loaders.jobDescription.load(job._id);
  }

  @Authorized('subscriber')
  @Query(() => RemoteCompanyPage)
  remoteCompanies(
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.companies.list({ page, limit });
  }

  @Authorized('subscriber')
  @Query(() => RemoteCompany)
  remoteCompany(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.companies.get(id);
  }

  @Authorized('subscriber')
  @Query(() => JobBoardPage)
  jobBoards(
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.jobBoards.list({ page, limit });
  }

  @Authorized('subscriber')
  @Query(() => [Tag], { description: 'Tags starting with the query, most used first' })
  async tags(
    @Arg('query', () => String) query: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return (await ctx.services.tags.search(query, { page, limit })).data;
  }

  @Authorized()
  @Query(() => JobPage)
  shortlistedJobs(
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 20 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.shortlist.list(selfOwner(ctx.actor), { page, limit });
  }

  @Authorized('subscriber')
  @Query(() => JobPage, { description: 'Most recently viewed first' })
  viewedJobs(
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.visits.listViewed(selfOwner(ctx.actor), { page, limit });
  }

  @Query(() => ClientStats, { description: 'Public counts for the landing pages' })
  clientStats(@Ctx() ctx: GraphQLContext) {
    return ctx.services.jobs.clientStats();
  }

  @Authorized()
  @Mutation(() => ShortlistedJob)
  shortlistJob(@Arg('jobId', () => ID) jobId: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.shortlist.shortlist(selfOwner(ctx.actor), { jobId });
  }

  @Authorized()
  @Mutation(() => ShortlistedJob, { description: 'Changes the status of a shortlisted job' })
  updateShortlistedJob(@Arg('id', () => ID) id: string, @Arg('status', () => ID) status: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.shortlist.updateStatus(selfOwner(ctx.actor), id, { status });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Removes a job from the shortlist (by shortlisted job id)' })
  async delistJob(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    await ctx.services.shortlist.delist(selfOwner(ctx.actor), id);
    return true;
  }

  @Authorized()
  @Mutation(() => AppliedJobRef)
  markApplied(
    @Arg('jobId', () => ID) jobId: string,
    @Arg('status', () => ID, { nullable: true, description: 'The status it starts in (the first one when not given)' }) status: string | null,
    @Arg('appliedAt', () => String, { nullable: true, description: 'The day (2026-11-20) or time applied; now when not given' }) appliedAt: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.appliedJobs.markApplied(selfOwner(ctx.actor), givenFields({ jobId, status, appliedAt }));
  }

  @Authorized()
  @Mutation(() => Boolean)
  async recordVisit(@Arg('jobId', () => ID) jobId: string, @Ctx() ctx: GraphQLContext) {
    await ctx.services.visits.recordVisit(selfOwner(ctx.actor), { jobId });
    return true;
  }
}
