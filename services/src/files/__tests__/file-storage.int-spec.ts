import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type S3TestServer, startS3Server } from '../../test/s3-server';
import { streamDigest } from '../../test/stream-digest';
import { createFileStorage } from '../create-file-storage';
import { type FileStorage, StoredObjectMissing } from '../file-storage';
import { type StorageSettings, parseStorageUrl } from '../storage-url';

// One suite, both drivers: the disk under a temp DATA_DIR, and S3 against a real S3-protocol
// server (s3rver) started here. What a service can rely on must hold for each.

const MB = 1024 * 1024;

/** `size` bytes of a repeating pattern that is not a multiple of any part or chunk size. */
function pattern(size: number, seed = 0): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 7 + seed) % 251;
  return bytes;
}

/** A body of unknown length, as an upload arrives: `total` bytes in 64 KB chunks, then (if asked) a failure. */
function streamOf(total: number, opts: { seed?: number; failAfter?: number } = {}): Readable {
  const chunk = pattern(64 * 1024 + 3, opts.seed);
  let sent = 0;
  return new Readable({
    read() {
      if (opts.failAfter !== undefined && sent >= opts.failAfter) return this.destroy(new Error('the client went away'));
      if (sent >= total) return this.push(null);
      const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
      sent += piece.length;
      this.push(piece);
    },
  });
}
const expected = (total: number, seed = 0) => {
  const chunk = pattern(64 * 1024 + 3, seed);
  const hash = createHash('sha256');
  for (let sent = 0; sent < total; sent += chunk.length) hash.update(chunk.subarray(0, Math.min(chunk.length, total - sent)));
  return hash.digest('hex');
};

async function read(storage: FileStorage, key: string, range?: { start: number; end: number }): Promise<Buffer> {
  const { stream } = await storage.getStream(key, { range });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Driver {
  settings: () => StorageSettings;
  /** Every key stored, sorted (temp files included, for the disk). */
  stored: () => Promise<string[]>;
  stop: () => Promise<void>;
}

const drivers: Record<string, () => Promise<Driver>> = {
  async disk() {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rh-disk-storage-'));
    return {
      settings: () => ({ driver: 'disk', dir }),
      stored: async () => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort(),
      stop: () => rm(dir, { recursive: true, force: true }),
    };
  },
  async s3() {
    const server: S3TestServer = await startS3Server();
    return { settings: () => parseStorageUrl(server.storageUrl)!, stored: () => server.keys(), stop: () => server.stop() };
  },
};

describe.each(Object.keys(drivers))('the %s storage driver', (name) => {
  let driver: Driver;
  let storage: FileStorage;

  beforeAll(async () => {
    driver = await drivers[name]();
    storage = createFileStorage(driver.settings());
  });
  afterAll(async () => {
    await storage.close();
    await driver.stop();
  });

  it('stores a small file from memory and gives back its bytes and size', async () => {
    const bytes = pattern(1000);
    await storage.putStream('avatars/small.webp', bytes, { contentType: 'image/webp' });
    expect((await read(storage, 'avatars/small.webp')).equals(bytes)).toBe(true);
    const { size, stream } = await storage.getStream('avatars/small.webp');
    stream.destroy();
    expect(size).toBe(1000);
    expect(await storage.stat('avatars/small.webp')).toEqual({ size: 1000 });
  });

  it('streams in a body of unknown length larger than two S3 parts and streams it back byte for byte', async () => {
    const total = 12 * MB + 12345;
    await storage.putStream('documents/big', streamOf(total), { contentType: 'application/pdf' });
    const object = await storage.getStream('documents/big');
    expect(object.size).toBe(total);
    expect(await streamDigest(object.stream)).toEqual({ sha256: expected(total), bytes: total });
    expect(await storage.stat('documents/big')).toEqual({ size: total });
  });

  it('reads one range of an object, reporting the whole size', async () => {
    const bytes = pattern(6 * MB + 1);
    await storage.putStream('documents/ranged', Readable.from([bytes.subarray(0, 3 * MB), bytes.subarray(3 * MB)]), { contentType: 'application/pdf' });
    for (const range of [
      { start: 0, end: 0 },
      { start: 0, end: 99 },
      { start: 5 * MB - 10, end: 5 * MB + 10 },
      { start: 6 * MB, end: 6 * MB },
    ]) {
      const { size, stream } = await storage.getStream('documents/ranged', { range });
      expect(size).toBe(6 * MB + 1);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(bytes.subarray(range.start, range.end + 1))).toBe(true);
    }
  });

  it('replaces what was stored under the same key', async () => {
    await storage.putStream('documents/replaced', pattern(500, 1), { contentType: 'application/pdf' });
    await storage.putStream('documents/replaced', streamOf(70_000, { seed: 2 }), { contentType: 'application/pdf' });
    expect(await streamDigest((await storage.getStream('documents/replaced')).stream)).toEqual({ sha256: expected(70_000, 2), bytes: 70_000 });
  });

  it('keeps nothing of a body that fails midway, and keeps what the key held before', async () => {
    const before = await driver.stored();
    await expect(storage.putStream('documents/failed', streamOf(8 * MB, { failAfter: 6 * MB }), { contentType: 'application/pdf' })).rejects.toThrow();
    expect(await storage.stat('documents/failed')).toBeNull();

    await storage.putStream('documents/kept', pattern(2000, 3), { contentType: 'application/pdf' });
    await expect(storage.putStream('documents/kept', streamOf(8 * MB, { failAfter: 100_000 }), { contentType: 'application/pdf' })).rejects.toThrow();
    expect((await read(storage, 'documents/kept')).equals(pattern(2000, 3))).toBe(true);
    // No half-written object or temp file is left behind under any name.
    expect(await driver.stored()).toEqual([...before, 'documents/kept'].sort());
  });

  it('answers a missing object with StoredObjectMissing, and stat with null', async () => {
    await expect(storage.getStream('documents/never-stored')).rejects.toBeInstanceOf(StoredObjectMissing);
    expect(await storage.stat('documents/never-stored')).toBeNull();
  });

  it('deletes an object; deleting it again is not an error', async () => {
    await storage.putStream('documents/deleted', pattern(10), { contentType: 'application/pdf' });
    await storage.delete('documents/deleted');
    await expect(storage.getStream('documents/deleted')).rejects.toBeInstanceOf(StoredObjectMissing);
    await expect(storage.delete('documents/deleted')).resolves.toBeUndefined();
  });

  it.each(['../outside', 'documents/../../etc/passwd', '/etc/passwd', 'documents', 'Documents/x', 'documents/a b'])('refuses the key %s', async (key) => {
    await expect(storage.putStream(key, pattern(10), { contentType: 'text/plain' })).rejects.toThrow('Unsafe storage key');
    await expect(storage.getStream(key)).rejects.toThrow('Unsafe storage key');
    await expect(storage.delete(key)).rejects.toThrow('Unsafe storage key');
  });

  it('shows another process on the same storage what this one stored (another gateway, another machine)', async () => {
    const other = createFileStorage(driver.settings());
    try {
      await storage.putStream('documents/shared', pattern(3000, 4), { contentType: 'application/pdf' });
      expect((await read(other, 'documents/shared')).equals(pattern(3000, 4))).toBe(true);
      await other.delete('documents/shared');
      expect(await storage.stat('documents/shared')).toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe('the S3 driver with a key prefix in STORAGE_URL', () => {
  let server: S3TestServer;
  beforeAll(async () => {
    server = await startS3Server('prefixed-bucket');
  });
  afterAll(() => server.stop());

  it('keeps every object under the prefix, so one bucket can hold several deployments', async () => {
    const url = server.storageUrl.replace('prefixed-bucket?', 'prefixed-bucket/staging/remotehunt?');
    const storage = createFileStorage(parseStorageUrl(url)!);
    try {
      await storage.putStream('documents/one', pattern(100), { contentType: 'application/pdf' });
      expect(await server.keys()).toEqual(['staging/remotehunt/documents/one']);
      expect((await read(storage, 'documents/one')).equals(pattern(100))).toBe(true);
    } finally {
      await storage.close();
    }
  });
});
