import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { Services } from '../../../app/services';
import { createJob } from '../../../test/factories';
import { createTestServices } from '../../../test/services';
import { sweepJobSearch } from '../../job-search-sweep';
import { JobTermIndex } from '../job-term-index';
import type { TermBitmaps } from '../term-bitmaps';

/**
 * The term bitmaps follow every write to the live catalogue through job_search_changes, including
 * a write whose transaction commits after later ones were read, and build themselves again when
 * the catalogue is truncated or when they have not been refreshed for longer than the changes are kept.
 */
let services: Services;
const run = randomUUID().slice(0, 8);
const tag = (name: string) => `${name}-${run}`;

beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.close());

/** Live jobs carrying the tag, as the bitmaps count them now. */
const tagged = (bitmaps: TermBitmaps, name: string) => bitmaps.countIn(bitmaps.matching({ liveOnly: true }, undefined, [], Date.now()), [`t:${name}`]);
const keyword = (bitmaps: TermBitmaps, lexeme: string) => bitmaps.matching({ liveOnly: true }, { kind: 'lexeme', lexeme }, [], Date.now()).size;

async function built(index: JobTermIndex): Promise<TermBitmaps> {
  await index.ready();
  return (await index.current())!;
}

describe('the term bitmaps of a process', () => {
  it('apply inserts, updates, filled postings and deletes, each in the next answer', async () => {
    const index = new JobTermIndex(services.db, { keepLexemesFrom: 1 });
    const fresh = tag('fresh');
    const { id } = await createJob(services, { tags: [fresh], title: `Quokka wrangler ${run}` });
    let bitmaps = await built(index);
    expect([tagged(bitmaps, fresh), keyword(bitmaps, 'quokka')]).toEqual([1, expect.any(Number)]);
    const quokkas = keyword(bitmaps, 'quokka');

    const { id: second } = await createJob(services, { tags: [fresh] });
    bitmaps = (await index.current())!;
    expect(tagged(bitmaps, fresh)).toBe(2);

    await services.db.query(`UPDATE jobs SET tags = $2, title = 'Platypus keeper' WHERE id = $1`, [id, [tag('moved')]]);
    bitmaps = (await index.current())!;
    expect([tagged(bitmaps, fresh), tagged(bitmaps, tag('moved')), keyword(bitmaps, 'quokka'), keyword(bitmaps, 'platypus') >= 1]).toEqual([1, 1, quokkas - 1, true]);

    await services.db.query(`UPDATE jobs SET filled = true WHERE id = $1`, [second]);
    await services.db.query(`DELETE FROM jobs WHERE id = $1`, [id]);
    bitmaps = (await index.current())!;
    expect([tagged(bitmaps, fresh), tagged(bitmaps, tag('moved'))]).toEqual([0, 0]);
  });

  it('serve callers that arrive together from one refresh, each seeing the writes committed before it came', async () => {
    const index = new JobTermIndex(services.db, { keepLexemesFrom: 1 });
    await built(index);
    const together = tag('together');
    await createJob(services, { tags: [together] });
    const pool = (services.db.driver as PostgresDriver).master as Pool;
    let snapshots = 0;
    const count = () => snapshots++;
    pool.on('acquire', count);
    try {
      // A list and its panel, asked at once (the public search does).
      const [a, b] = await Promise.all([index.current(), index.current()]);
      expect([tagged(a!, together), tagged(b!, together)]).toEqual([1, 1]);
      expect(snapshots).toBe(1);
      // One arriving after a refresh took its snapshot waits for the next, which sees its write.
      snapshots = 0;
      const first = index.current();
      await new Promise((resolve) => setImmediate(resolve));
      await createJob(services, { tags: [together] });
      const after = await index.current();
      await first;
      expect(tagged(after!, together)).toBe(2);
    } finally {
      pool.off('acquire', count);
    }
  });

  it('take again a change whose transaction commits after later changes were read', async () => {
    const index = new JobTermIndex(services.db, { keepLexemesFrom: 1 });
    const late = tag('late');
    const { id } = await createJob(services, { tags: [tag('early')] });
    await built(index);
    const open = services.db.createQueryRunner();
    await open.connect();
    try {
      await open.startTransaction();
      // Its change takes a sequence number now, below the one the next job takes and commits.
      await open.query(`UPDATE jobs SET tags = $2 WHERE id = $1`, [id, [late]]);
      await createJob(services, { tags: [late] });
      expect(tagged((await index.current())!, late)).toBe(1);
      await open.commitTransaction();
    } finally {
      await open.release();
    }
    expect(tagged((await index.current())!, late)).toBe(2);
    // Applied once: read again while its transaction counted as recent, it changes nothing.
    expect(tagged((await index.current())!, late)).toBe(2);
  });

  it('build themselves again after a TRUNCATE, answering undefined (PostgreSQL counts) meanwhile', async () => {
    const index = new JobTermIndex(services.db, { keepLexemesFrom: 1 });
    const gone = tag('gone');
    await createJob(services, { tags: [gone] });
    expect(tagged(await built(index), gone)).toBe(1);
    await services.db.query(`TRUNCATE job_search_words`);
    expect(await index.current()).toBeUndefined();
    expect(tagged(await built(index), gone)).toBe(0);
  });

  it('build themselves again when not refreshed for longer than the changes are kept', async () => {
    let now = 0;
    const index = new JobTermIndex(services.db, { staleAfterMs: 1_000, clock: () => now, keepLexemesFrom: 1 });
    const stale = tag('stale');
    await built(index);
    await createJob(services, { tags: [stale] });
    now = 1_001;
    expect(await index.current()).toBeUndefined();
    expect(tagged(await built(index), stale)).toBe(1);
  });
});

describe('the maintenance sweep', () => {
  it('keeps an hour of changes', async () => {
    const { id } = await createJob(services, { tags: [tag('kept')] });
    await services.db.query(`UPDATE job_search_changes SET at = now() - interval '61 minutes' WHERE job_id = $1`, [id]);
    const { id: recent } = await createJob(services, { tags: [tag('kept')] });
    await sweepJobSearch(services.db);
    const left: { job_id: string }[] = await services.db.query(`SELECT job_id FROM job_search_changes WHERE job_id = ANY($1::uuid[])`, [[id, recent]]);
    expect(left.map((row) => row.job_id)).toEqual([recent]);
  });
});
