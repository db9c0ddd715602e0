import type { Services } from '../../app/services';
import { createUser } from '../../test/factories';
import { createTestServices } from '../../test/services';
import { BoardDisplayNames1766600000000 } from '../migrations/1766600000000-board-display-names';

let services: Services;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.close());

async function migrate(direction: 'up' | 'down'): Promise<void> {
  const runner = services.db.createQueryRunner();
  try {
    await new BoardDisplayNames1766600000000()[direction](runner);
  } finally {
    await runner.release();
  }
}

const filterOf = (sources: string[]) => ({ tags: ['go'], categories: [], sources, hideViewedJobs: false, worldwide: false });
const boardNames = async () => (await services.db.query(`SELECT name FROM job_boards WHERE name ILIKE 'remote%ok'`)).map((r: { name: string }) => r.name);

describe('migration: one name per board (issue 23, item 10)', () => {
  it('names the board "Remote OK" and rewrites the stored filters that name it, leaving other boards and keys alone', async () => {
    const user = await createUser(services);
    const [search] = await services.db.query(`INSERT INTO saved_searches (user_id, name, filter) VALUES ($1, 'Go jobs', $2) RETURNING id`, [
      user.userId,
      JSON.stringify(filterOf(['Remotive', 'RemoteOK', 'remoteok'])),
    ]);
    const [other] = await services.db.query(`INSERT INTO saved_searches (user_id, name, filter) VALUES ($1, 'No boards', $2) RETURNING id`, [
      user.userId,
      JSON.stringify({ tags: ['go'] }),
    ]);
    const stored = async () => ({
      session: (await services.db.query(`SELECT session_filters FROM users WHERE id = $1`, [user.userId]))[0].session_filters,
      search: (await services.db.query(`SELECT filter FROM saved_searches WHERE id = $1`, [search.id]))[0].filter,
      other: (await services.db.query(`SELECT filter FROM saved_searches WHERE id = $1`, [other.id]))[0].filter,
    });

    try {
      await migrate('down');
      expect(await boardNames()).toEqual(['RemoteOK']);
      await services.db.query(`UPDATE users SET session_filters = $2 WHERE id = $1`, [user.userId, JSON.stringify(filterOf(['Remote OK', 'Jobicy']))]);

      await migrate('up');
      expect(await boardNames()).toEqual(['Remote OK']);
      expect(await stored()).toEqual({
        session: filterOf(['Remote OK', 'Jobicy']),
        search: filterOf(['Remotive', 'Remote OK', 'Remote OK']),
        other: { tags: ['go'] },
      });

      // Back down restores the old spelling, and up again is where it was.
      await migrate('down');
      expect((await stored()).search).toEqual(filterOf(['Remotive', 'RemoteOK', 'RemoteOK']));
    } finally {
      await migrate('up');
    }
    expect((await stored()).search).toEqual(filterOf(['Remotive', 'Remote OK', 'Remote OK']));
  });
});
