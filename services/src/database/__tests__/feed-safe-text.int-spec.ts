import type { Services } from '../../app/services';
import { hasControlCharacters } from '../../common/control-characters';
import { createJob } from '../../test/factories';
import { createTestServices } from '../../test/services';
import { FeedSafeText1766700000000 } from '../migrations/1766700000000-feed-safe-text';

let services: Services;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.close());

async function migrateUp(): Promise<void> {
  const runner = services.db.createQueryRunner();
  try {
    await new FeedSafeText1766700000000().up(runner);
  } finally {
    await runner.release();
  }
}

const jobOf = async (id: string): Promise<{ title: string; company_name: string; updated_at: Date }> =>
  (await services.db.query(`SELECT title, company_name, updated_at FROM jobs WHERE id = $1`, [id]))[0];

describe('migration: titles and company names without control characters (issue 46, finding 5)', () => {
  it('strips them from jobs, companies and postings’ forms so stored text passes the new check, and leaves clean text alone', async () => {
    const legacy = await createJob(services, { title: 'Data\u0001 Engineer\u000b \u001b[1mNow\u007f', companyName: 'Acme\u0085 Labs\u0007' });
    const broken = await createJob(services, { title: 'Platform\n\tEngineer\r\n(Go)\uffff', companyName: 'Beta \u0002Co' });
    const blank = await createJob(services, { title: '\u0001\u0002', companyName: 'Gamma' });
    const clean = await createJob(services, { title: 'a]]>b]]></title> Engineer', companyName: 'R&D <Co>' });
    const before = { legacy: await jobOf(legacy.id), clean: await jobOf(clean.id) };
    const [order] = await services.db.query(
      `INSERT INTO job_postings (email, job_info, price_id, auto_bump) VALUES ('poster@acme.example', $1, 'job-posting-us', false) RETURNING id`,
      [JSON.stringify({ jobTitle: 'Rust\u001b Engineer', companyName: 'Delta\u0003', description: 'Line one.\nLine two.' })],
    );

    await migrateUp();

    expect(await jobOf(legacy.id)).toMatchObject({ title: 'Data Engineer [1mNow', company_name: 'Acme Labs' });
    expect(await jobOf(broken.id)).toMatchObject({ title: 'Platform Engineer (Go)', company_name: 'Beta Co' });
    // A changed job is a change feeds and caches see.
    expect((await jobOf(legacy.id)).updated_at.getTime()).toBeGreaterThan(before.legacy.updated_at.getTime());
    expect(await jobOf(blank.id)).toMatchObject({ title: 'Untitled job', company_name: 'Gamma' });
    expect(await jobOf(clean.id)).toEqual(before.clean);
    const [company] = await services.db.query(`SELECT name FROM companies WHERE id = $1`, [legacy.companyId]);
    expect(company.name).toBe('Acme Labs');
    const [{ job_info: info }] = await services.db.query(`SELECT job_info FROM job_postings WHERE id = $1`, [order.id]);
    // Descriptions may span lines: only the one-line fields are repaired.
    expect(info).toEqual({ jobTitle: 'Rust Engineer', companyName: 'Delta', description: 'Line one.\nLine two.' });

    const texts: { text: string }[] = await services.db.query(
      `SELECT title AS text FROM jobs UNION ALL SELECT company_name FROM jobs UNION ALL SELECT name FROM companies
       UNION ALL SELECT job_info->>'jobTitle' FROM job_postings UNION ALL SELECT job_info->>'companyName' FROM job_postings`,
    );
    expect(texts.filter(({ text }) => hasControlCharacters(text) || /[\ufffe\uffff]/.test(text))).toEqual([]);
  });
});
