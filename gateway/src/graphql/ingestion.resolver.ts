import { Arg, Authorized, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './context';
import { IngestionRun } from './types/ingestion.type';

/** Job-board ingestion for admins: a thin shell over the ingestion service. */
@Resolver()
export class IngestionResolver {
  @Authorized('admin')
  @Query(() => [IngestionRun], { description: 'The latest ingestion runs, newest first (admins only)' })
  ingestionRuns(
    @Arg('boardId', () => ID, { nullable: true }) boardId: string | null,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.ingestion.listRuns(ctx.actor, { boardId: boardId ?? undefined, limit });
  }
}
