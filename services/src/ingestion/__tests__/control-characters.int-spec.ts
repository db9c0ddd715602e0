import type { Services } from '../../app/services';
import { createTestServices } from '../../test/services';
import { remotiveAdapter } from '../adapters/remotive.adapter';
import { ingestPayload } from '../ingest-payload';
import type { IngestingBoard } from '../store/posting-store';
import { remotiveFeed } from './fixtures/remotive-feed';

/**
 * Issue 46, finding 5 (acceptance 3): a board's job whose title or company name holds a control
 * character is refused, skipped and counted with its reason like any unusable posting, and the
 * rest of the payload is stored. Layout whitespace (line breaks, tabs) is still folded into spaces.
 */
let services: Services;
let remotive: IngestingBoard;

beforeAll(async () => {
  services = await createTestServices();
  const [row] = await services.db.query(`SELECT id, apply_via_board FROM job_boards WHERE name = 'Remotive'`);
  remotive = { id: row.id, applyViaBoard: row.apply_via_board };
});
afterAll(() => services.close());

/** Remotive's payload of six postings, with the given fields changed by id. */
function payload(changes: Record<number, Record<string, string>>): string {
  const feed = JSON.parse(remotiveFeed(6)) as { jobs: { id: number }[] };
  feed.jobs = feed.jobs.map((job) => ({ ...job, ...changes[job.id] }));
  return JSON.stringify(feed);
}

describe('ingesting a payload with control characters in titles and company names', () => {
  it('refuses those postings with a counted reason and stores the others', async () => {
    const body = payload({
      2: { title: 'Backend\u0001 Engineer' },
      3: { title: 'Data &#27;[31m Engineer' }, // an escape as a character reference is one too
      4: { company_name: 'Vertical\u000b Tab Ltd' },
      5: { title: 'Senior\n\tPlatform Engineer\r\n' },
    });
    const outcome = await ingestPayload(services.db, remotive, remotiveAdapter, body, { boardUrl: 'https://remotive.com', now: new Date('2026-11-01T00:00:00Z') });

    expect(outcome).toMatchObject({
      postings: 6,
      created: 3,
      skipped: 3,
      skipReasons: { 'control characters in the title': 2, 'control characters in the company name': 1 },
    });
    const stored: { external_id: string; title: string }[] = await services.db.query(
      `SELECT external_id, title FROM jobs WHERE board_id = $1 ORDER BY external_id`,
      [remotive.id],
    );
    expect(stored).toEqual([
      { external_id: '1', title: 'Invented Engineer 1' },
      { external_id: '5', title: 'Senior Platform Engineer' },
      { external_id: '6', title: 'Invented Engineer 6' },
    ]);
  });
});
