import type { Services } from '../../app/services';
import { createTestServices } from '../../test/services';
import { adapterNames } from '../adapters';

let services: Services;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.close());

interface BoardRow {
  name: string;
  adapter: string;
  feed_url: string;
  enabled: boolean;
  min_interval_minutes: number;
  interval_minutes: number;
  attribution: string;
  terms: string;
  link_back_required: boolean;
  link_back_followed: boolean;
  apply_via_board: boolean;
  no_syndication: boolean;
  no_sign_up_wall: boolean;
  board_logo_forbidden: boolean;
}

describe('job boards as configuration rows', () => {
  it('give every adapter a board with a feed, a polite interval and its terms', async () => {
    const boards: BoardRow[] = await services.db.query(`SELECT * FROM job_boards WHERE adapter IS NOT NULL ORDER BY name`);
    expect(boards.map((b) => b.adapter).sort()).toEqual(adapterNames().sort());
    for (const board of boards) {
      expect(board.feed_url).toMatch(/^https:\/\//);
      expect(board.attribution).toMatch(new RegExp(board.name.replace(/\s/g, '\\s?').replace(/\./g, '\\.').slice(0, 6), 'i'));
      expect(board.terms).toMatch(/\S/);
      expect(board.min_interval_minutes).toBeGreaterThanOrEqual(60);
      expect(board.interval_minutes).toBeGreaterThanOrEqual(board.min_interval_minutes);
    }
  });

  it('carry each board’s own rules', async () => {
    const rows: BoardRow[] = await services.db.query(`SELECT * FROM job_boards`);
    const board = (adapter: string) => rows.find((r) => r.adapter === adapter);
    expect(board('remoteok')).toMatchObject({ link_back_required: true, link_back_followed: true, board_logo_forbidden: true, apply_via_board: false });
    expect(board('remotive')).toMatchObject({ no_syndication: true, no_sign_up_wall: true, min_interval_minutes: 360, apply_via_board: true });
    expect(board('himalayas')).toMatchObject({ no_syndication: true, link_back_required: true, min_interval_minutes: 1440 });
    expect(board('jobicy')).toMatchObject({ apply_via_board: true, link_back_required: true });
    expect(board('arbeitnow')).toMatchObject({ link_back_required: false, min_interval_minutes: 60 });
  });

  it('refuse an interval under the board’s own minimum, and enabling a board without a feed', async () => {
    await expect(services.db.query(`UPDATE job_boards SET interval_minutes = 30 WHERE adapter = 'remotive'`)).rejects.toThrow(/job_boards_interval_polite/);
    await expect(services.db.query(`INSERT INTO job_boards (id, name, url, favicon, description, enabled) VALUES (gen_random_uuid(), 'New', 'https://new.example', '', '', true)`)).rejects.toThrow(
      /job_boards_fetchable/,
    );
  });
});
