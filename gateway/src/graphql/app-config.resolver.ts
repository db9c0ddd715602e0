import { Authorized, Ctx, FieldResolver, ObjectType, Query, Resolver, Field } from 'type-graphql';
import { selfOwner } from '@remotehunt/services/auth/authorization';
import type { GraphQLContext } from './context';
import { AppConfig, JobCategory, JobStatus } from './types/app-config.type';
import { User } from './types/user.type';

@ObjectType({ description: 'Everything the signed-in client needs to be ready, in one round trip.' })
export class Bootstrap {
  @Field(() => User)
  me!: User;

  @Field(() => AppConfig)
  appConfig!: AppConfig;

  @Field(() => [JobStatus])
  jobStatuses!: JobStatus[];
}

@Resolver()
export class AppConfigResolver {
  @Authorized()
  @Query(() => AppConfig)
  appConfig(@Ctx() ctx: GraphQLContext) {
    return ctx.services.appConfig.getAppConfig();
  }

  @Authorized()
  @Query(() => [JobStatus])
  jobStatuses(@Ctx() ctx: GraphQLContext) {
    return ctx.services.appConfig.listJobStatuses();
  }

  @Query(() => [JobCategory], { description: 'Public: the canonical job categories, for the public bar' })
  jobCategories(@Ctx() ctx: GraphQLContext) {
    return ctx.services.appConfig.listCategories();
  }

  @Authorized()
  @Query(() => Bootstrap)
  bootstrap(): Bootstrap {
    // The fields resolve in parallel below, so one request answers everything.
    return {} as Bootstrap;
  }
}

@Resolver(() => Bootstrap)
export class BootstrapFieldsResolver {
  @FieldResolver(() => User)
  me(@Ctx() ctx: GraphQLContext) {
    return ctx.services.accounts.getUserInfo(selfOwner(ctx.actor));
  }

  @FieldResolver(() => AppConfig)
  appConfig(@Ctx() ctx: GraphQLContext) {
    return ctx.services.appConfig.getAppConfig();
  }

  @FieldResolver(() => [JobStatus])
  jobStatuses(@Ctx() ctx: GraphQLContext) {
    return ctx.services.appConfig.listJobStatuses();
  }
}
