import type { Services } from '../../app/services';
import { createJob } from '../../test/factories';
import { createTestServices } from '../../test/services';
import { PostingDescriptionParagraphs1766530000000 } from '../migrations/1766530000000-posting-description-paragraphs';

let services: Services;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.close());

async function migrateUp(): Promise<void> {
  const runner = services.db.createQueryRunner();
  try {
    await new PostingDescriptionParagraphs1766530000000().up(runner);
  } finally {
    await runner.release();
  }
}

const descriptionOf = async (jobId: string): Promise<string> =>
  (await services.db.query(`SELECT description FROM jobs WHERE id = $1`, [jobId]))[0].description;

async function pendingOrder(description: string): Promise<string> {
  const [row] = await services.db.query(
    `INSERT INTO job_postings (email, job_info, price_id, auto_bump) VALUES ('poster@acme.example', $1, 'job-posting-us', false) RETURNING id`,
    [JSON.stringify({ jobTitle: 'Rust Engineer', description })],
  );
  return row.id;
}

describe('migration: the paragraphs of postings stored as flat text (issue 23, item 5)', () => {
  it('gives published postings and waiting orders their paragraphs, and leaves HTML, other boards and one-line texts alone', async () => {
    // As the order stored them before: sanitized text, entities escaped, line breaks kept.
    const flat = await createJob(services, { board: 'RemoteHunt', description: 'We build rockets &amp; engines.\n\nYou will own the engine  \n and its tests.\r\n\r\n\n' });
    const html = await createJob(services, { board: 'RemoteHunt', description: '<p>Written in HTML.</p>\n\n<p>Already laid out.</p>' });
    const oneLine = await createJob(services, { board: 'RemoteHunt', description: 'One line, <b>bold</b>.' });
    const board = await createJob(services, { board: 'RemoteOK', description: 'A board&#39;s text\n\nas it came.' });
    const order = await pendingOrder('Waiting for the payment.\n\nStill waiting.');

    await migrateUp();

    expect(await descriptionOf(flat.id)).toBe('<p>We build rockets &amp; engines.</p>\n<p>You will own the engine<br />and its tests.</p>');
    expect(await descriptionOf(html.id)).toBe('<p>Written in HTML.</p>\n\n<p>Already laid out.</p>');
    expect(await descriptionOf(oneLine.id)).toBe('One line, <b>bold</b>.');
    expect(await descriptionOf(board.id)).toBe('A board&#39;s text\n\nas it came.');
    const [waiting] = await services.db.query(`SELECT job_info FROM job_postings WHERE id = $1`, [order]);
    expect(waiting.job_info).toEqual({ jobTitle: 'Rust Engineer', description: '<p>Waiting for the payment.</p>\n<p>Still waiting.</p>' });

    // Once more changes nothing: the paragraphs are block markup.
    await migrateUp();
    expect(await descriptionOf(flat.id)).toBe('<p>We build rockets &amp; engines.</p>\n<p>You will own the engine<br />and its tests.</p>');
  });
});
