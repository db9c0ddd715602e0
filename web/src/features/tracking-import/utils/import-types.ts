import type { ImportMappingInput, ImportPreviewFieldsFragment, RunImportMutation } from '../../../generated/graphql';

export type ImportMapping = ImportMappingInput;
export type ImportField = keyof ImportMappingInput;
/**
 * An upload as REST (the upload) and GraphQL (previewImport) both answer it; REST leaves unmapped
 * fields out of a mapping where GraphQL answers them null.
 */
export type ImportPreview = Omit<ImportPreviewFieldsFragment, 'mapping' | 'suggestedMapping'> & {
  mapping: ImportMapping | null;
  suggestedMapping: ImportMapping | null;
};
export type ImportResult = RunImportMutation['runImport'];
