import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type Redis from 'ioredis';
import type { Owner } from '../../auth/authorization';
import { DomainError } from '../../common/domain-error';
import { isUuid } from '../../common/validate';
import { BRIEFLY_UNAVAILABLE, UNAVAILABLE_RETRY_SECONDS } from '../../redis/redis';
import type { FileStorage } from '../../files/file-storage';
import type { ImportFormat } from './import-formats';
import { IMPORT_TTL_SECONDS } from './import-limits';

/** An upload waiting for its run: whose it is and what the scan found. */
export interface StoredImport {
  id: string;
  userId: string;
  fileName: string;
  format: ImportFormat;
  /** CSV only: its separator and header. */
  delimiter: string | null;
  columns: string[];
  rows: number;
  expiresAt: string;
}

/**
 * Uploads between their two steps: the bytes on the file storage (disk or S3, shared by every
 * gateway, as documents are), what the scan found in Redis under a key that expires with the
 * upload. Nothing in PostgreSQL: an upload is a day's scratch, and the database keeps what is
 * imported. Redis forgets a key on time; the bytes of expired uploads are removed by the next
 * upload of anyone (a sorted set of expiry times), so none outlive their day by much.
 */
export class ImportStore {
  constructor(
    private readonly redis: Redis,
    private readonly redisPrefix: string,
    private readonly storage: FileStorage,
  ) {}

  async save({ userId }: Owner, upload: Omit<StoredImport, 'id' | 'userId' | 'expiresAt'>, localPath: string, now = Date.now()): Promise<StoredImport> {
    await this.removeExpired(now);
    const id = randomUUID();
    const stored: StoredImport = { ...upload, id, userId, expiresAt: new Date(now + IMPORT_TTL_SECONDS * 1000).toISOString() };
    await this.storage.putStream(bytesKey(id), createReadStream(localPath), { contentType: stored.delimiter ? 'text/csv' : 'application/json' });
    try {
      await this.redis
        .multi()
        .set(this.metaKey(id), JSON.stringify(stored), 'EX', IMPORT_TTL_SECONDS)
        .zadd(this.expiringKey(), now + IMPORT_TTL_SECONDS * 1000, id)
        .exec()
        .then(failedCommand);
    } catch (e) {
      await this.storage.delete(bytesKey(id)).catch(() => undefined);
      throw unavailable(e);
    }
    return stored;
  }

  /** The user's upload; someone else's, an expired one and a made-up id are all not found. */
  async find({ userId }: Owner, importId: string): Promise<StoredImport> {
    const gone = DomainError.notFound('The import (uploads are kept for a day; upload the file again)');
    if (!isUuid(importId)) throw gone;
    const text = await this.redis.get(this.metaKey(importId)).catch((e) => {
      throw unavailable(e);
    });
    const stored = text ? (JSON.parse(text) as StoredImport) : null;
    if (!stored || stored.userId !== userId) throw gone;
    return stored;
  }

  async open(stored: StoredImport): Promise<Readable> {
    return (await this.storage.getStream(bytesKey(stored.id))).stream;
  }

  private async removeExpired(now: number): Promise<void> {
    const expired = await this.redis.zrangebyscore(this.expiringKey(), 0, now, 'LIMIT', 0, 100).catch((e) => {
      throw unavailable(e);
    });
    for (const id of expired) {
      await this.storage.delete(bytesKey(id));
      await this.redis.zrem(this.expiringKey(), id);
    }
  }

  private metaKey(id: string): string {
    return `${this.redisPrefix}tracking-import:${id}`;
  }

  private expiringKey(): string {
    return `${this.redisPrefix}tracking-imports:expiring`;
  }
}

const bytesKey = (id: string) => `tracking-imports/${id}`;

function failedCommand(results: [Error | null, unknown][] | null): void {
  const failure = results?.find(([error]) => error)?.[0];
  if (failure) throw failure;
  if (!results) throw new Error('The Redis transaction was discarded');
}

const unavailable = (e: unknown) => (e instanceof DomainError ? e : DomainError.unavailable(BRIEFLY_UNAVAILABLE, UNAVAILABLE_RETRY_SECONDS));
