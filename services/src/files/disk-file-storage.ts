import { randomUUID } from 'node:crypto';
import { createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ByteRange, type FileStorage, type StoredObject, StoredObjectMissing, assertSafeKey } from './file-storage';

/** Files under one directory (DATA_DIR), one file per key: the default for a single machine. */
export class DiskFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async putStream(key: string, body: Readable | Buffer): Promise<void> {
    // Write then rename so a reader never sees a half-written file.
    let tmp: string | undefined;
    try {
      const file = this.resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      tmp = `${file}.${randomUUID()}.tmp`;
      if (Buffer.isBuffer(body)) await fs.writeFile(tmp, body);
      else await pipeline(body, createWriteStream(tmp));
      await fs.rename(tmp, file);
    } catch (e) {
      // A body never read (a refused key) would keep its file open.
      if (!Buffer.isBuffer(body)) body.destroy();
      if (tmp) await fs.rm(tmp, { force: true });
      throw e;
    }
  }

  async getStream(key: string, opts: { range?: ByteRange } = {}): Promise<StoredObject> {
    // Opened before answering, so a missing file is an error here and not in the middle of a download.
    const handle = await fs.open(this.resolve(key), 'r').catch((e: NodeJS.ErrnoException) => {
      throw e.code === 'ENOENT' ? new StoredObjectMissing(key) : e;
    });
    try {
      const { size } = await handle.stat();
      return { stream: handle.createReadStream({ start: opts.range?.start, end: opts.range?.end }), size };
    } catch (e) {
      await handle.close();
      throw e;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    const stats = await fs.stat(this.resolve(key)).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return null;
      throw e;
    });
    return stats && { size: stats.size };
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }

  async close(): Promise<void> {}
}
