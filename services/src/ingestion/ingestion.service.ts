import { boardNameKey, boardNameKeySql } from '../job-boards/board-names';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Actor, assertRole } from '../auth/authorization';
import { DomainError } from '../common/domain-error';
import { parseInput } from '../common/validate';
import { findAdapter } from './adapters';
import { FeedFormatError } from './feed-format-error';
import type { FeedValidators, FetchFeedOptions, FetchFeedResult } from './fetch/fetch-feed';
import { ingestPayload } from './ingest-payload';
import { endDroppedPostings, type IngestingBoard } from './store/posting-store';

/** Up to this many of a board's jobs may close in one fetch whatever their share (a small board's week). */
const MASS_CLOSING_FLOOR = 20;

export type RunTrigger = 'schedule' | 'manual' | 'cli';

export interface IngestionRun {
  id: string;
  boardId: string;
  boardName: string;
  trigger: RunTrigger;
  status: 'running' | 'succeeded' | 'not-modified' | 'failed';
  attempt: number;
  startedAt: Date;
  finishedAt: Date | null;
  fetched: number;
  created: number;
  updated: number;
  unchanged: number;
  duplicates: number;
  /** Jobs ended because the board's full feed no longer lists them. */
  expired: number;
  skipped: number;
  skipReasons: Record<string, number>;
  error: string | null;
}

/** A board as ingestion reads it. */
export interface IngestionBoard {
  id: string;
  name: string;
  url: string;
  adapter: string | null;
  feedUrl: string | null;
  enabled: boolean;
  intervalMinutes: number;
  applyViaBoard: boolean;
  /** The board's feed lists every open posting, so one it no longer lists has closed. */
  fullFeed: boolean;
  /** What the board said of the version we stored last, sent back on the next fetch. */
  validators: FeedValidators;
}

export type FeedFetcher = (url: string, previous: FeedValidators | null, opts: FetchFeedOptions) => Promise<FetchFeedResult>;

export interface RunOptions {
  trigger: RunTrigger;
  attempt?: number;
  /** Called after each stored batch, e.g. for a progress line. */
  onProgress?: (done: number, total: number) => void;
}

const RUN_COLUMNS = `r.id, r.board_id AS "boardId", b.name AS "boardName", r.trigger, r.status, r.attempt,
  r.started_at AS "startedAt", r.finished_at AS "finishedAt", r.fetched, r.created, r.updated, r.unchanged,
  r.duplicates, r.expired, r.skipped, r.skip_reasons AS "skipReasons", r.error`;

/**
 * Runs a board's ingestion: fetch its feed (conditionally), parse it with the
 * board's adapter, upsert the postings in batches, and record the run, whether
 * it succeeds or fails. A failure is recorded and rethrown, so the queue's
 * retries (with backoff) take over; other boards are separate queue jobs.
 */
export class IngestionService {
  constructor(
    private readonly db: DataSource,
    private readonly fetchFeed: FeedFetcher,
    private readonly fetchOptions: FetchFeedOptions,
  ) {}

  async allBoards(): Promise<IngestionBoard[]> {
    return this.db.query(`SELECT ${BOARD_COLUMNS} FROM job_boards WHERE listed ORDER BY name`);
  }

  async findBoard(nameOrId: string): Promise<IngestionBoard> {
    const [board] = await this.db.query(`SELECT ${BOARD_COLUMNS} FROM job_boards WHERE id::text = $1 OR ${boardNameKeySql('name')} = $2`, [
      nameOrId,
      boardNameKey(nameOrId),
    ]);
    if (!board) throw DomainError.notFound('The job board');
    return board;
  }

  async runBoard(boardId: string, opts: RunOptions): Promise<IngestionRun> {
    const board = await this.findBoard(boardId);
    if (!board.adapter || !board.feedUrl) throw DomainError.validation(`${board.name} has no feed to ingest`);
    const adapter = findAdapter(board.adapter);
    if (!adapter) throw DomainError.validation(`${board.name} names an adapter that does not exist: ${board.adapter}`);
    const [{ id: runId }] = await this.db.query(`INSERT INTO ingestion_runs (board_id, trigger, status, attempt) VALUES ($1, $2, 'running', $3) RETURNING id`, [
      board.id,
      opts.trigger,
      opts.attempt ?? 1,
    ]);
    try {
      const fetched = await this.fetchFeed(board.feedUrl, board.validators, this.fetchOptions);
      if (fetched.status === 'not-modified') return await this.finish(runId, 'not-modified', {});

      const target: IngestingBoard = { id: board.id, applyViaBoard: board.applyViaBoard };
      const outcome = await ingestPayload(this.db, target, adapter, fetched.body, { boardUrl: board.url, now: new Date() }, opts.onProgress);
      // Remembered only once every posting is stored: a run cut off fetches the whole feed again.
      await this.db.query(`UPDATE job_boards SET feed_etag = $2, feed_last_modified = $3 WHERE id = $1`, [
        board.id,
        fetched.validators.etag,
        fetched.validators.lastModified,
      ]);
      const expired = board.fullFeed && !adapter.isPartial?.(fetched.body) ? await this.endDropped(board, outcome.listedIds) : 0;
      const { postings, listedIds: _listed, ...counts } = outcome;
      return await this.finish(runId, 'succeeded', { fetched: postings, expired, ...counts });
    } catch (err) {
      await this.finish(runId, 'failed', { error: failureReason(err) });
      throw err;
    }
  }

  /**
   * Ends the board's jobs its feed no longer lists. A feed that lists nothing, or would end more
   * than half of the board's open jobs at once, is taken for a board's fault rather than a wave of
   * closings: it ends nothing, and the next full feed decides.
   */
  private async endDropped(board: IngestionBoard, listed: string[]): Promise<number> {
    if (!listed.length) return 0;
    const [{ open, missing }] = await this.db.query(
      `SELECT count(*)::int AS open, count(*) FILTER (WHERE external_id NOT IN (SELECT unnest($2::text[])))::int AS missing
         FROM jobs WHERE board_id = $1 AND external_id IS NOT NULL AND valid_through > now() AND NOT filled`,
      [board.id, listed],
    );
    if (missing > MASS_CLOSING_FLOOR && missing > open / 2) return 0;
    return endDroppedPostings(this.db, board, listed);
  }

  /** The latest runs, newest first, optionally of one board: admins only. */
  async listRuns(actor: Actor | null | undefined, input: unknown): Promise<IngestionRun[]> {
    assertRole(actor, 'admin');
    const { boardId, limit } = parseInput(runsQuerySchema, input);
    return this.db.query(
      `SELECT ${RUN_COLUMNS} FROM ingestion_runs r JOIN job_boards b ON b.id = r.board_id
        WHERE $1::uuid IS NULL OR r.board_id = $1 ORDER BY r.started_at DESC LIMIT $2`,
      [boardId ?? null, limit],
    );
  }

  /** Each board's latest run, for the boards that have one. */
  async lastRuns(boardIds: string[]): Promise<Map<string, IngestionRun>> {
    const runs: IngestionRun[] = await this.db.query(
      `SELECT DISTINCT ON (r.board_id) ${RUN_COLUMNS} FROM ingestion_runs r JOIN job_boards b ON b.id = r.board_id
        WHERE r.board_id = ANY ($1::uuid[]) ORDER BY r.board_id, r.started_at DESC`,
      [boardIds],
    );
    return new Map(runs.map((run) => [run.boardId, run]));
  }

  private async finish(
    runId: string,
    status: IngestionRun['status'],
    result: Partial<Pick<IngestionRun, 'fetched' | 'created' | 'updated' | 'unchanged' | 'duplicates' | 'expired' | 'skipped' | 'skipReasons' | 'error'>>,
  ): Promise<IngestionRun> {
    // TypeORM answers an UPDATE with [rows, count].
    const [[run]]: [IngestionRun[], number] = await this.db.query(
      `UPDATE ingestion_runs r SET status = $2, finished_at = now(), fetched = $3, created = $4, updated = $5, unchanged = $6,
              duplicates = $7, skipped = $8, skip_reasons = $9, error = $10, expired = $11
         FROM job_boards b
        WHERE r.id = $1 AND b.id = r.board_id
       RETURNING ${RUN_COLUMNS}`,
      [
        runId,
        status,
        result.fetched ?? 0,
        result.created ?? 0,
        result.updated ?? 0,
        result.unchanged ?? 0,
        result.duplicates ?? 0,
        result.skipped ?? 0,
        JSON.stringify(result.skipReasons ?? {}),
        result.error ?? null,
        result.expired ?? 0,
      ],
    );
    return run;
  }
}

export const runsQuerySchema = z.object({
  boardId: z.guid({ message: 'boardId must be a job board id' }).optional(),
  limit: z.coerce.number({ message: 'limit must be a number' }).int().min(1, 'limit must be between 1 and 500').max(500, 'limit must be between 1 and 500').default(50),
});

const BOARD_COLUMNS = `id, name, url, adapter, feed_url AS "feedUrl", enabled, interval_minutes AS "intervalMinutes",
  apply_via_board AS "applyViaBoard", full_feed AS "fullFeed", json_build_object('etag', feed_etag, 'lastModified', feed_last_modified) AS validators`;

/** What the run record says went wrong: the fetcher's and parser's messages are written for people. */
function failureReason(err: unknown): string {
  if (err instanceof FeedFormatError) return `The feed could not be read: ${err.message}`;
  return err instanceof Error ? err.message : String(err);
}
