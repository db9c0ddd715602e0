import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from 'js-yaml';
import { buildGatewaySchema, printGatewaySchema } from '../schema';

const root = path.resolve(__dirname, '../../../..');
const GENERATED_DIR = 'web/src/generated/';

// CI fails when the committed schema, or the client code generated from it, no
// longer matches the code: run `npm run schema && npm run codegen` and commit.
describe('generated GraphQL artifacts are up to date', () => {
  it('gateway/schema.graphql matches the schema the resolvers build', async () => {
    const committed = readFileSync(path.join(root, 'gateway/schema.graphql'), 'utf8');
    expect(committed).toBe(printGatewaySchema(await buildGatewaySchema()));
  });

  it('web/src/generated matches what codegen.yml produces from that schema', () => {
    const config = load(readFileSync(path.join(root, 'codegen.yml'), 'utf8')) as { generates: Record<string, unknown> };
    const out = mkdtempSync(path.join(os.tmpdir(), 'codegen-'));
    const tmpConfig = path.join(out, 'codegen.json');
    writeFileSync(tmpConfig, JSON.stringify({ ...config, generates: { [`${out}/generated/`]: config.generates[GENERATED_DIR] } }));
    execFileSync(path.join(root, 'node_modules/.bin/graphql-codegen'), ['--config', tmpConfig, '--silent'], { cwd: root });

    const fresh = readdirSync(path.join(out, 'generated')).sort();
    expect(readdirSync(path.join(root, GENERATED_DIR)).sort()).toEqual(fresh);
    for (const name of fresh) {
      const committed = readFileSync(path.join(root, GENERATED_DIR, name), 'utf8');
      expect({ name, content: committed }).toEqual({ name, content: readFileSync(path.join(out, 'generated', name), 'utf8') });
    }
  });
});
