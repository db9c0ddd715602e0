import type { Services } from '../../app/services';
import { createUser } from '../../test/factories';
import { createTestServices } from '../../test/services';
import { ReadableStoredFilters1766860000000 } from '../migrations/1766860000000-readable-stored-filters';

let services: Services;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.close());

const base = { tags: ['go'], categories: [], sources: [], hideViewedJobs: false, worldwide: false, withPayOnly: false, sort: 'date' };

describe('migration: stored filters that reads refused (issue 50, items 1 and 2)', () => {
  it('drops only the parts that cannot resolve, after which every read of the user answers', async () => {
    const user = await createUser(services);
    const withCountry = await createUser(services);
    await services.db.query(`UPDATE users SET country = 'DE' WHERE id = $1`, [withCountry.userId]);
    const save = async (userId: string, name: string, filter: object): Promise<string> =>
      (await services.db.query(`INSERT INTO saved_searches (user_id, name, filter) VALUES ($1, $2, $3) RETURNING id`, [userId, name, JSON.stringify(filter)]))[0].id;
    // As earlier releases stored them, past the checks that now refuse them on write.
    const zed = await save(user.userId, 'Zed', { ...base, minPay: 1000, payCurrency: 'ZZZ' });
    const euro = await save(user.userId, 'Euro', { ...base, minPay: 1000, payCurrency: 'EUR' });
    const placeless = await save(user.userId, 'Placeless', { ...base, eligibility: 'open' });
    const fromFrance = await save(user.userId, 'From France', { ...base, eligibility: 'confirmed', country: 'FR' });
    const theirs = await save(withCountry.userId, 'Own country', { ...base, eligibility: 'open' });
    await services.db.query(`UPDATE users SET session_filters = $2 WHERE id = $1`, [user.userId, JSON.stringify({ ...base, eligibility: 'open', minPay: 5, payCurrency: 'ZZZ' })]);
    await services.db.query(`UPDATE users SET session_filters = $2 WHERE id = $1`, [withCountry.userId, JSON.stringify({ ...base, eligibility: 'open' })]);

    const runner = services.db.createQueryRunner();
    try {
      await new ReadableStoredFilters1766860000000().up(runner);
    } finally {
      await runner.release();
    }

    const filters = Object.fromEntries(
      (await services.db.query(`SELECT id, filter FROM saved_searches WHERE user_id = ANY($1::uuid[])`, [[user.userId, withCountry.userId]])).map(
        (r: { id: string; filter: object }) => [r.id, r.filter],
      ),
    );
    expect(filters).toEqual({
      [zed]: base,
      [euro]: { ...base, minPay: 1000, payCurrency: 'EUR' },
      [placeless]: base,
      [fromFrance]: { ...base, eligibility: 'confirmed', country: 'FR' },
      [theirs]: { ...base, eligibility: 'open' },
    });
    const sessions = await services.db.query(`SELECT id, session_filters FROM users WHERE id = ANY($1::uuid[]) ORDER BY id = $2`, [
      [user.userId, withCountry.userId],
      user.userId,
    ]);
    expect(sessions.map((r: { session_filters: object }) => r.session_filters)).toEqual([{ ...base, eligibility: 'open' }, base]);
    // After: every read answers.
    expect(await services.savedSearches.news(user.owner)).toHaveLength(4);
    expect(await services.savedSearches.jobListNews(user.owner)).toEqual({ newJobs: 0, newJobsIsExact: true });
  });
});
