import { type Job, type JobsOptions, type Queue, UnrecoverableError } from 'bullmq';
import { DomainError } from '../common/domain-error';
import type { Config } from '../config/config';
import { type IngestBoardPayload, IngestionJob } from '../queues/queue-names';
import type { IngestionBoard, IngestionService } from './ingestion.service';

export type IngestionQueue = Queue<IngestBoardPayload>;

const schedulerId = (boardId: string) => `ingest-board:${boardId}`;

/** Retries with exponential backoff; failed jobs are kept for inspection (bull-board, the runs table). */
export function ingestionJobOptions(config: Pick<Config, 'ingestion'>): JobsOptions {
  return {
    attempts: config.ingestion.attempts,
    backoff: { type: 'exponential', delay: config.ingestion.backoffMs },
    removeOnComplete: { count: 200 },
    removeOnFail: { count: 1000 },
  };
}

/**
 * One repeatable job per enabled board, every `interval_minutes` (never under
 * the board's own minimum: a CHECK on job_boards); disabled boards lose theirs.
 * Idempotent: every worker process runs it at start, and admins after a change.
 */
export async function syncBoardSchedules(queue: IngestionQueue, boards: IngestionBoard[], config: Pick<Config, 'ingestion'>): Promise<void> {
  const wanted = new Set<string>();
  for (const board of boards.filter((b) => b.enabled)) {
    wanted.add(schedulerId(board.id));
    await queue.upsertJobScheduler(
      schedulerId(board.id),
      { every: board.intervalMinutes * 60_000 },
      { name: IngestionJob.IngestBoard, data: { boardId: board.id, trigger: 'schedule' }, opts: ingestionJobOptions(config) },
    );
  }
  for (const scheduler of await queue.getJobSchedulers()) {
    if (scheduler.key && !wanted.has(scheduler.key) && scheduler.key.startsWith('ingest-board:')) await queue.removeJobScheduler(scheduler.key);
  }
}

/** "Run now": asking twice within a minute queues one run (the job id is the board and the minute). */
export async function enqueueBoardRun(queue: IngestionQueue, boardId: string, config: Pick<Config, 'ingestion'>, now = new Date()): Promise<string> {
  const minute = Math.floor(now.getTime() / 60_000);
  const job = await queue.add(IngestionJob.IngestBoard, { boardId, trigger: 'manual' }, { ...ingestionJobOptions(config), jobId: `run-now:${boardId}:${minute}` });
  return job.id as string;
}

/** The worker's processor: one attempt of one board's run; a throw hands the job back for a retry. */
export function ingestBoardJob(ingestion: IngestionService) {
  return async (job: Job<IngestBoardPayload>) => {
    const run = await ingestion.runBoard(job.data.boardId, { trigger: job.data.trigger, attempt: job.attemptsMade + 1 }).catch((err: unknown) => {
      // A board that is gone or has no feed will not get one by retrying.
      throw err instanceof DomainError ? new UnrecoverableError(err.message) : err;
    });
    return { runId: run.id, status: run.status, created: run.created, updated: run.updated, unchanged: run.unchanged };
  };
}
