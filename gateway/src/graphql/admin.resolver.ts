import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './context';
import { givenFields } from './given-fields';
import { AccessSwitches } from './types/app-config.type';
import { AccessSwitchesInput, AdminJobBoard, AdminUserPage, JobBoardSettingsInput, QueuedBoardRun, QueuedMail } from './types/admin.type';


/**
 * The admin panel's calls. `@Authorized('admin')` answers FORBIDDEN before a resolver runs, and
 * each service checks the role again, so no transport can skip it.
 */
@Resolver()
export class AdminResolver {
  @Authorized('admin')
  @Query(() => AdminUserPage, { description: 'Every user, latest change first, searchable by name or email (admins only)' })
  adminUsers(
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10 }) limit: number,
    @Arg('query', () => String, { nullable: true }) query: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.adminUsers.list(ctx.actor, { page, limit, query });
  }

  @Authorized('admin')
  @Mutation(() => QueuedMail, { description: 'Sends a marketing template (an appConfig.emailTemplates id) to a user (admins only)' })
  sendMarketingEmail(@Arg('type', () => String) type: string, @Arg('email', () => String) email: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.marketingEmail.send(ctx.actor, { type, email });
  }

  @Authorized('admin')
  @Mutation(() => AccessSwitches, { description: 'Free access for the app or the newsletter (admins only)' })
  setAccessSwitches(@Arg('input', () => AccessSwitchesInput) input: AccessSwitchesInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.accessSwitches.set(ctx.actor, givenFields(input));
  }

  @Authorized('admin')
  @Query(() => [AdminJobBoard], { description: 'Every job board with its schedule and latest run (admins only)' })
  adminJobBoards(@Ctx() ctx: GraphQLContext) {
    return ctx.services.jobBoardSettings.list(ctx.actor);
  }

  @Authorized('admin')
  @Mutation(() => AdminJobBoard, { description: "Turns a board's ingestion on or off, or changes how often it runs (admins only)" })
  updateJobBoard(
    @Arg('boardId', () => ID) boardId: string,
    @Arg('input', () => JobBoardSettingsInput) input: JobBoardSettingsInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.jobBoardSettings.update(ctx.actor, boardId, givenFields(input));
  }

  @Authorized('admin')
  @Mutation(() => QueuedBoardRun, { description: "Queues a run of the board's ingestion now (admins only)" })
  runJobBoard(@Arg('boardId', () => ID) boardId: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.jobBoardSettings.runNow(ctx.actor, boardId);
  }
}
