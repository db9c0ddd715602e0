import type { Rolldown } from 'vite';

type ChunkingContext = { getModuleInfo(id: string): Rolldown.ModuleInfo | null };

export const APP_ENTRY = /[\\/]index\.html$/;
export const BOOT_ENTRY = /[\\/]src[\\/]boot[\\/]main\.ts$/;
export const LANDING_SCREEN = /[\\/]src[\\/]features[\\/]jobs[\\/]components[\\/]RemoteJobsPage\.tsx$/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** The boot script must stay a few kilobytes of our own code (see src/boot/early-requests.ts). */
const BOOT_MAX_MODULES = 20;

/** Every module `from` reaches through `next` (static imports unless told otherwise), minus `skip`. */
function closure(
  ctx: ChunkingContext,
  from: string,
  skip: ReadonlySet<string> = new Set(),
  next = (info: Rolldown.ModuleInfo): readonly string[] => info.importedIds,
): Set<string> {
  const seen = new Set<string>();
  for (const queue = [from]; queue.length > 0; ) {
    const id = queue.shift()!;
    const info = ctx.getModuleInfo(id);
    if (seen.has(id) || skip.has(id) || !info) continue;
    seen.add(id);
    queue.push(...next(info));
  }
  return seen;
}

/**
 * Chunks by what a first visit needs rather than by library:
 * - `boot`: the boot script and the few modules it shares with the app, so it runs on its own;
 * - `vendor`: the libraries the app entry imports, one long-cached chunk;
 * - `remote-jobs`: what the landing screen adds on top, fetched alongside.
 * Whatever only other screens or later interactions use (dialogs, the job details row, other
 * pages' components) is left to the automatic splitting, so it is not downloaded up front.
 */
export function initialChunkGroups(): Rolldown.CodeSplittingGroup[] {
  let chunkOf: Map<string, string> | null = null;

  const plan = (anyModule: string, ctx: ChunkingContext): Map<string, string> => {
    // Every module connected to this one either way: both entries, as the boot script shares modules with the app.
    const connected = closure(ctx, anyModule, new Set(), (info) => [
      ...info.importers,
      ...info.dynamicImporters,
      ...info.importedIds,
      ...info.dynamicallyImportedIds,
    ]);
    const entries = [...connected].filter((id) => ctx.getModuleInfo(id)?.isEntry);
    const app = entries.find((id) => APP_ENTRY.test(id));
    const boot = entries.find((id) => BOOT_ENTRY.test(id));
    if (!app) throw new Error(`initialChunkGroups: the app entry is not among ${entries.join(', ')}`);

    const bootModules = boot ? closure(ctx, boot) : new Set<string>();
    const heavy = [...bootModules].filter((id) => NODE_MODULES.test(id));
    if (heavy.length > 0 || bootModules.size > BOOT_MAX_MODULES) {
      throw new Error(`The boot script must not import libraries or much app code; it imports ${[...bootModules].join(', ')}`);
    }
    const initial = closure(ctx, app);
    const landing = [...initial].flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []).find((id) => LANDING_SCREEN.test(id));
    if (!landing) throw new Error('The landing screen (RemoteJobsPage) is no longer imported lazily; revisit web/vite-plugins/initial-chunks.ts');

    const chunks = new Map<string, string>();
    for (const id of initial) if (NODE_MODULES.test(id)) chunks.set(id, 'vendor');
    for (const id of closure(ctx, landing, initial)) chunks.set(id, 'remote-jobs');
    for (const id of bootModules) chunks.set(id, 'boot');
    return chunks;
  };

  const only = (name: string) => (moduleId: string, ctx: ChunkingContext) => {
    chunkOf ??= plan(moduleId, ctx);
    return chunkOf.get(moduleId) === name ? name : null;
  };
  // Higher priorities form first, so a later group never takes a module an earlier one holds.
  return [
    { name: only('boot'), debugName: 'boot', priority: 3 },
    { name: only('vendor'), debugName: 'vendor', priority: 2 },
    { name: only('remote-jobs'), debugName: 'remote-jobs', priority: 1, includeDependenciesRecursively: false },
  ];
}
