import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, parse, print, visit, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import type { Plugin, Rolldown } from 'vite';
import { BOOT_ENTRY, LANDING_SCREEN } from './initial-chunks.ts';

const VIRTUAL_ID = 'virtual:early-operations';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** An operation of src/**.graphql with the fragments it uses, as Apollo Client sends it (with __typename). */
function operationText(definitions: readonly DefinitionNode[], name: string): string {
  const operation = definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
  if (!operation) throw new Error(`No GraphQL operation named ${name} under web/src`);
  const fragments = new Map(
    definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  const used = new Map<string, FragmentDefinitionNode>();
  for (const queue: DefinitionNode[] = [operation]; queue.length > 0; ) {
    visit(queue.shift()!, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !used.has(fragment.name.value)) {
          used.set(fragment.name.value, fragment);
          queue.push(fragment);
        }
      },
    });
  }
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] };
  return print(addTypenameToDocument(document));
}

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => path.join(dir, file));
}

/** The texts the boot script sends, from the .graphql documents under `srcDir`. */
export function earlyOperations(srcDir: string): { files: string[]; bootstrap: string; jobs: string } {
  const files = graphqlFiles(srcDir);
  const definitions = files.flatMap((file) => parse(readFileSync(file, 'utf8')).definitions);
  return { files, bootstrap: operationText(definitions, 'Bootstrap'), jobs: operationText(definitions, 'Jobs') };
}

const chunkWith = (bundle: Rolldown.OutputBundle, module: RegExp) =>
  Object.values(bundle).find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.moduleIds.some((id) => module.test(id)));

/**
 * The boot script (src/boot): its entry, the query texts it sends, and its place in index.html.
 * It is loaded by an async module script at the top of the page, so its requests start while
 * the app's chunks download; the landing screen's chunk is preloaded next to the app's.
 */
export function earlyRequests({ srcDir }: { srcDir: string }): Plugin {
  return {
    name: 'early-requests',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          input: { index: path.resolve(srcDir, '../index.html'), boot: path.resolve(srcDir, 'boot/main.ts') },
        },
      },
    }),
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const { files, bootstrap, jobs } = earlyOperations(srcDir);
      for (const file of files) this.addWatchFile(file);
      return `export const bootstrap = ${JSON.stringify(bootstrap)};\nexport const jobs = ${JSON.stringify(jobs)};`;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const boot = chunkWith(bundle, BOOT_ENTRY);
        const landing = chunkWith(bundle, LANDING_SCREEN);
        if (!boot || !landing) throw new Error('early-requests: the boot or the landing screen chunk is missing');
        return [
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${boot.fileName}` }, injectTo: 'head' },
          { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${landing.fileName}` }, injectTo: 'head' },
        ];
      },
    },
  };
}
