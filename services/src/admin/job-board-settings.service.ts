import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Actor, assertRole } from '../auth/authorization';
import { DomainError } from '../common/domain-error';
import { isUuid, parseInput } from '../common/validate';
import type { Config } from '../config/config';
import { enqueueBoardRun, type IngestionQueue, syncBoardSchedules } from '../ingestion/ingestion.queue';
import type { IngestionRun, IngestionService } from '../ingestion/ingestion.service';

/** A board as an admin manages it: its schedule and how its last run went. */
export interface AdminJobBoard {
  _id: string;
  name: string;
  url: string;
  enabled: boolean;
  hasFeed: boolean;
  intervalMinutes: number;
  minIntervalMinutes: number;
  /** Its feed lists every open posting, so a posting it stops listing is ended at once. */
  fullFeed: boolean;
  lastRun: IngestionRun | null;
}

export const settingsSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
  intervalMinutes: z
    .number({ error: 'intervalMinutes must be a number of minutes' })
    .int('intervalMinutes must be a whole number of minutes')
    .max(7 * 24 * 60, 'Ingest a board at least once a week (intervalMinutes at most 10080)')
    .optional(),
  fullFeed: z.boolean({ error: 'fullFeed must be true or false' }).optional(),
});

const BOARD_COLUMNS = `b.id AS "_id", b.name, b.url, b.enabled, (b.adapter IS NOT NULL AND b.feed_url IS NOT NULL) AS "hasFeed",
  b.interval_minutes AS "intervalMinutes", b.min_interval_minutes AS "minIntervalMinutes", b.full_feed AS "fullFeed"`;

/** Admins switch boards on and off, set how often each is fetched, and ask for a run now. */
export class JobBoardSettingsService {
  constructor(
    private readonly db: DataSource,
    private readonly ingestion: IngestionService,
    private readonly queue: IngestionQueue,
    private readonly config: Pick<Config, 'ingestion'>,
  ) {}

  async list(actor: Actor | null | undefined): Promise<AdminJobBoard[]> {
    assertRole(actor, 'admin');
    const boards: Omit<AdminJobBoard, 'lastRun'>[] = await this.db.query(`SELECT ${BOARD_COLUMNS} FROM job_boards b WHERE b.listed ORDER BY b.name`);
    const lastRuns = await this.ingestion.lastRuns(boards.map((b) => b._id));
    return boards.map((b) => ({ ...b, lastRun: lastRuns.get(b._id) ?? null }));
  }

  /** Saves the board's settings, then brings the queue's schedules in line with every board's. */
  async update(actor: Actor | null | undefined, boardId: string, input: unknown): Promise<AdminJobBoard> {
    assertRole(actor, 'admin');
    const { enabled, intervalMinutes, fullFeed } = parseInput(settingsSchema, input);
    const board = await this.find(boardId);
    if (intervalMinutes !== undefined && intervalMinutes < board.minIntervalMinutes) {
      // The board's terms or rate limits: job_boards_interval_polite would refuse it anyway.
      throw DomainError.validation(`${board.name} may be fetched at most every ${board.minIntervalMinutes} minutes: choose ${board.minIntervalMinutes} or more`);
    }
    if (enabled && !board.hasFeed) throw DomainError.validation(`${board.name} has no feed to ingest, so it cannot be enabled`);
    await this.db.query(
      `UPDATE job_boards SET enabled = COALESCE($2, enabled), interval_minutes = COALESCE($3, interval_minutes), full_feed = COALESCE($4, full_feed) WHERE id = $1`,
      [board._id, enabled ?? null, intervalMinutes ?? null, fullFeed ?? null],
    );
    await syncBoardSchedules(this.queue, await this.ingestion.allBoards(), this.config);
    const lastRuns = await this.ingestion.lastRuns([board._id]);
    return { ...(await this.find(boardId)), lastRun: lastRuns.get(board._id) ?? null };
  }

  /** Queues a run of the board now (asking twice within a minute queues one). */
  async runNow(actor: Actor | null | undefined, boardId: string): Promise<{ jobId: string }> {
    assertRole(actor, 'admin');
    const board = await this.find(boardId);
    if (!board.hasFeed) throw DomainError.validation(`${board.name} has no feed to ingest`);
    return { jobId: await enqueueBoardRun(this.queue, board._id, this.config) };
  }

  private async find(boardId: string): Promise<Omit<AdminJobBoard, 'lastRun'>> {
    const [board] = isUuid(boardId) ? await this.db.query(`SELECT ${BOARD_COLUMNS} FROM job_boards b WHERE b.id = $1 AND b.listed`, [boardId]) : [];
    if (!board) throw DomainError.notFound('The job board');
    return board;
  }
}
