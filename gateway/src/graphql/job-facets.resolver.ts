import { Arg, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { selfOwner } from '@remotehunt/services/auth/authorization';
import type { JobListPage as JobListPageView } from '@remotehunt/services/jobs/jobs.service';
import type { GraphQLContext } from './context';
import { callerCountry } from '../http/caller-country';
import { JobFilterInput, JobListPage } from './types/job.type';
import { JobFacets } from './types/job-facets.type';

/** A jobs page remembers its filter, so its `facets` count the same list. */
export type FilteredJobListPage = JobListPageView & { filter?: Record<string, unknown> };

/** The filter panel's counts: on their own, and on the page of the list they describe. */
@Resolver(() => JobListPage)
export class JobFacetsResolver {
  @Authorized('subscriber')
  @Query(() => JobFacets, { description: 'Counts beside every option of the job list filter panel (saves nothing)' })
  jobFacets(@Arg('filter', () => JobFilterInput, { nullable: true }) filter: JobFilterInput | null, @Ctx() ctx: GraphQLContext) {
    return ctx.services.jobs.jobFacets(selfOwner(ctx.actor), { ...filter }, { country: callerCountry(ctx.req, ctx.services) });
  }

  @FieldResolver(() => JobFacets, { nullable: true, description: 'The filter panel\'s counts for this list (jobs only; null on companyJobs)' })
  facets(@Root() page: FilteredJobListPage, @Ctx() ctx: GraphQLContext) {
    return page.filter ? ctx.services.jobs.jobFacets(selfOwner(ctx.actor), page.filter, { country: callerCountry(ctx.req, ctx.services) }) : null;
  }
}
