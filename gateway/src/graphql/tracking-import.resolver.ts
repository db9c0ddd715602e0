import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { selfOwner } from '@remotehunt/services/auth/authorization';
import type { GraphQLContext } from './context';
import { givenFields } from './given-fields';
import { ImportMappingInput, ImportResult, TrackingImportPreview } from './types/tracking-import.type';

const mappingOf = (mapping: ImportMappingInput | null) => (mapping ? { mapping: givenFields({ ...mapping }) } : {});

/** Imports into the tracker: thin shells over services/tracking/import. The file itself is uploaded over REST, as documents are. */
@Resolver()
export class TrackingImportResolver {
  @Authorized()
  @Query(() => TrackingImportPreview, {
    description: 'An upload (POST /users/{userId}/applied_jobs/imports) and its first rows as they would import with this mapping (else the suggested one)',
  })
  previewImport(
    @Arg('importId', () => ID) importId: string,
    @Arg('mapping', () => ImportMappingInput, { nullable: true }) mapping: ImportMappingInput | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.trackingImport.preview(selfOwner(ctx.actor), importId, mappingOf(mapping));
  }

  @Authorized()
  @Mutation(() => ImportResult, { description: 'Imports the upload; rows already tracked are skipped, rows that break the rules are listed by line' })
  runImport(
    @Arg('importId', () => ID) importId: string,
    @Arg('mapping', () => ImportMappingInput, { nullable: true, description: 'Required when the preview says mappingRequired' }) mapping: ImportMappingInput | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.trackingImport.run(selfOwner(ctx.actor), importId, mappingOf(mapping));
  }
}
