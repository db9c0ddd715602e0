import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const GENERATED_FILE = /[\\/]src[\\/]generated[\\/]graphql\.ts$/;
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/;
/** `import { A, type B } from '…/generated/graphql';` in our sources (possibly over several lines). */
const GENERATED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]*\/generated\/graphql)\2;?/g;
const DOCUMENT_NAME = /^(\w+(?:Document|FragmentDoc))(?:\s+as\s+(\w+))?$/;
const PREFIX = 'virtual:generated-document/';

/**
 * The codegen client preset writes every document into one module, so all of them land in
 * the app entry's chunk, used or not (its docs advise a babel or swc plugin for production).
 * This is that plugin for our JSON documents: in the build, each document is a module of its
 * own and our imports of documents point at those, so a document goes to the chunk of the
 * screen that uses it. Types still come from the generated module.
 */
export function documentsPerModule({ generatedFile }: { generatedFile: string }): Plugin {
  let documents: Map<string, string> | null = null;
  const documentSource = (name: string) => {
    documents ??= new Map(
      readFileSync(generatedFile, 'utf8')
        .split('\n')
        .map((line) => DOCUMENT_LINE.exec(line))
        .filter((match): match is RegExpExecArray => match !== null)
        .map(([, documentName, json]) => [documentName, json]),
    );
    return documents.get(name);
  };

  return {
    name: 'documents-per-module',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: { include: /[\\/]src[\\/].*\.tsx?$/, exclude: GENERATED_FILE }, code: 'generated/graphql' },
      handler(code) {
        const rewritten = code.replace(GENERATED_IMPORT, (statement, list: string, quote: string, source: string) => {
          const specifiers = list.split(',').map((s) => s.trim()).filter(Boolean);
          const moved = specifiers.map((s) => DOCUMENT_NAME.exec(s)).filter((m): m is RegExpExecArray => m !== null);
          if (moved.length === 0) return statement;
          const kept = specifiers.filter((s) => !DOCUMENT_NAME.test(s));
          return [
            ...moved.map(([, name, alias]) => `import { ${name}${alias ? ` as ${alias}` : ''} } from '${PREFIX}${name}';`),
            ...(kept.length > 0 ? [`import { ${kept.join(', ')} } from ${quote}${source}${quote};`] : []),
          ].join(' ');
        });
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      const json = documentSource(name);
      if (!json) this.error(`documents-per-module: src/generated/graphql.ts has no document ${name}; revisit the plugin`);
      return `export const ${name} = ${json};`;
    },
  };
}
