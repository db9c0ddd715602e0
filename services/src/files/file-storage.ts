import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of an object, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  /** The object's bytes, or the asked range of them; read it to the end or destroy it. */
  stream: Readable;
  /** The whole object's size, whatever part of it the stream carries. */
  size: number;
}

/**
 * Where file bytes live: the local disk (`disk-file-storage.ts`, the default) or an S3-compatible
 * bucket shared by every machine (`s3-file-storage.ts`), chosen by STORAGE_URL
 * (`storage-url.ts`). Everything is a stream, so a 10 MB document never sits whole in memory;
 * an object appears whole or not at all, never half-written.
 */
export interface FileStorage {
  /** Stores the body under `key`, replacing what was there; a body that fails midway stores nothing. */
  putStream(key: string, body: Readable | Buffer, meta: { contentType: string }): Promise<void>;
  /** Rejects with StoredObjectMissing when there is no such object. `range` must lie within it. */
  getStream(key: string, opts?: { range?: ByteRange }): Promise<StoredObject>;
  /** The object's size, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

export class StoredObjectMissing extends Error {
  constructor(key: string) {
    super(`No stored object under ${key}`);
    this.name = 'StoredObjectMissing';
  }
}

// Keys are made by the services from random ids (`documents/<uuid>`), never from user input; this
// refuses anything else so a bug can never turn into a path outside DATA_DIR or the bucket's prefix.
const SAFE_KEY = /^[a-z0-9-]+(\/[a-zA-Z0-9._-]+)+$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}
