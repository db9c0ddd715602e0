import { gzipSync } from 'node:zlib';

/** What the cache may hold in all: about 800 feeds of 50 jobs (10 KB gzipped each). */
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Rendered feeds, gzipped, by what they say (format, token and the service's version of the feed),
 * least recently used first out, bounded in bytes. A reader that sends no validator asks for a feed
 * that has not changed far more often than for one that has; from here it costs the validators'
 * reads and no job rows, rendering or compression. A key names everything the body depends on, so
 * an entry is never stale, only unused: a changed feed has another version, a replaced token
 * another key. Per gateway process, in memory.
 */
export class FeedBodyCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes = DEFAULT_MAX_BYTES) {}

  /** The gzipped body for `key`, rendered by `render` when not held. */
  gzipped(key: string, render: () => Promise<string>): Promise<Buffer> | Buffer {
    const held = this.entries.get(key);
    if (held) {
      // Map keeps insertion order: moved to the end, it is the most recently used.
      this.entries.delete(key);
      this.entries.set(key, held);
      return held;
    }
    return render().then((body) => {
      // Level 1 and an 8 KB window, as send-page.ts gzips the public pages.
      const gz = gzipSync(body, { level: 1, windowBits: 13, memLevel: 7 });
      this.keep(key, gz);
      return gz;
    });
  }

  private keep(key: string, gz: Buffer): void {
    if (gz.length > this.maxBytes || this.entries.has(key)) return;
    this.entries.set(key, gz);
    this.bytes += gz.length;
    for (const [oldest, body] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= body.length;
    }
  }
}
