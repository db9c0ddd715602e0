import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import globalSetup, { dropRunDatabases } from '../global-setup';

const preset = require('../jest-preset');

const servicesDir = path.resolve(__dirname, '../../..');
const repoDir = path.resolve(servicesDir, '..');

/**
 * Issue 45: two integration files running at once never share a database. A jest run of its own,
 * with two workers and the same global setup as `npm test`, runs two probe files that wait for each
 * other (so they are running at the same time), each writing a row and reading back its table.
 */
describe('integration files side by side', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'remotehunt-side-by-side-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('get a database each, copied from the migrated template, and see only their own rows', async () => {
    const config = {
      ...preset({ displayName: 'side-by-side', rootDir: servicesDir, tier: 'int' }),
      roots: ['<rootDir>/src/test/side-by-side'],
      testMatch: ['**/*.fixture.ts'],
      // A cache of its own: with the timings of an earlier run showing two fast files, jest would
      // run them one after the other in one process, and each would wait for the other forever.
      cacheDirectory: path.join(dir, 'jest-cache'),
    };
    const env = { ...process.env, SIDE_BY_SIDE_DIR: dir };
    delete env.REMOTEHUNT_TEST_RUN;
    delete env.JEST_WORKER_ID;
    const jest = require.resolve('jest/bin/jest');
    const { code, output } = await run(process.execPath, [jest, '--config', JSON.stringify(config), '--maxWorkers=2', '--ci', '--testTimeout=20000'], { cwd: repoDir, env });
    expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });

    const result = (name: string) => JSON.parse(readFileSync(path.join(dir, `${name}.result`), 'utf8'));
    const [a, b] = [result('a'), result('b')];
    expect(a.database).not.toEqual(b.database);
    expect([a.database, b.database].sort()).toEqual([expect.stringMatching(/_w1$/), expect.stringMatching(/_w2$/)]);
    expect(a.rows).toEqual(['a']);
    expect(b.rows).toEqual(['b']);
  }, 60_000);
});

/**
 * Issue 45, item 5: run in band (`jest -i`), a worker's heap grew by every file it had run (past
 * 1.5 GB), because the global setup left TypeORM's entity registry on the jest process's global
 * object, which jest hands on to each file: every file's entities joined it and kept the file's
 * modules alive. The setup now leaves no registry behind on the global it ran in.
 */
describe('the global setup', () => {
  it('leaves no TypeORM registry on the global object it ran in', async () => {
    const run = process.env.REMOTEHUNT_TEST_RUN;
    try {
      await globalSetup({ maxWorkers: 1 });
      expect('typeormMetadataArgsStorage' in globalThis).toBe(false);
    } finally {
      process.env.REMOTEHUNT_TEST_RUN = run;
      await dropRunDatabases(String(process.pid));
    }
  }, 60_000);
});

function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
