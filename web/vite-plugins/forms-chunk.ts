import type { Rolldown } from 'vite';

/** The form screens' validation: zod, react-hook-form with its resolver, and the shared schemas. */
const FORM_VALIDATION = /[\\/](node_modules[\\/](zod|react-hook-form|@hookform[\\/]resolvers|@standard-schema[\\/]utils)|services[\\/]src[\\/]forms|src[\\/]lib[\\/]forms)[\\/]/;

/**
 * One chunk for what every form screen validates with, fetched with the first form a visitor
 * opens. Split by module, it would be several chunks, each a name in the app entry's preload
 * map: the first page would grow for screens it never shows. None of it is in a first visit's
 * chunks (web/vite-plugins/initial-chunks.ts), since only lazily loaded screens import it.
 */
export const formsChunkGroup: Rolldown.CodeSplittingGroup = { name: 'forms', test: FORM_VALIDATION };
