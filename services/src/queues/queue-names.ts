/** Every queue and job name, with its payload type, in one place. */
export const QueueName = {
  Maintenance: 'maintenance',
  Ingestion: 'ingestion',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

export const MaintenanceJob = {
  PurgeSessions: 'purge-sessions',
} as const;

export interface PurgeSessionsPayload {
  /** Revoked or expired sessions older than this many days are deleted. */
  olderThanDays: number;
}

export const IngestionJob = {
  IngestBoard: 'ingest-board',
} as const;

export interface IngestBoardPayload {
  boardId: string;
  trigger: 'schedule' | 'manual';
}
