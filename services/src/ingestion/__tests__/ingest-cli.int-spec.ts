import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Services } from '../../app/services';
import { snapshotJobBoards } from '../../test/job-boards';
import { createTestServices } from '../../test/services';
import { FeedServer } from '../fetch/__tests__/feed-server';
import { remotiveFeed } from './fixtures/remotive-feed';

// The built CLI, as `npm run ingest` runs it (built by `npm test`'s typecheck step).
const CLI = path.resolve(__dirname, '../../../dist/ingestion/ingest-cli.js');

let services: Services;
let feeds: FeedServer;
let restoreBoards: () => Promise<void>;

beforeAll(async () => {
  services = await createTestServices();
  restoreBoards = await snapshotJobBoards(services.db);
  feeds = await FeedServer.start();
  feeds.serve((_req, res) => res.end(remotiveFeed(1_200)));
  await services.db.query(`UPDATE job_boards SET feed_url = $1 WHERE name = 'Remotive'`, [feeds.url('/remote-jobs')]);
});

afterAll(async () => {
  await feeds.stop();
  await restoreBoards();
  await services.close();
});

function runCli(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { ...process.env, INGESTION_ALLOW_PRIVATE_ADDRESSES: 'true' } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('npm run ingest -- --board NAME', () => {
  it('fetches and stores one board now, with progress and a summary', async () => {
    const { code, out } = await runCli(['--board', 'remotive']);
    expect(code).toBe(0);
    expect(out).toContain('Remotive: stored 500 of 1200 postings');
    expect(out).toContain('Remotive: stored 1200 of 1200 postings');
    expect(out).toContain('Remotive: succeeded; fetched 1200, created 1200, updated 0, unchanged 0');
    const [run] = await services.db.query(`SELECT trigger, status, created FROM ingestion_runs r JOIN job_boards b ON b.id = r.board_id WHERE b.name = 'Remotive'`);
    expect(run).toEqual({ trigger: 'cli', status: 'succeeded', created: 1200 });
  });

  it('says what is wrong with an unknown board or a missing argument', async () => {
    const unknown = await runCli(['--board', 'Monster']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('The job board was not found');
    const missing = await runCli([]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('Usage: npm run ingest -- --board NAME');
  });
});
