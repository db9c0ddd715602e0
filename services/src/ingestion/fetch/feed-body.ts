import { type Readable, Transform, type TransformCallback, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { FeedFetchError } from './feed-fetch-error';

// Like browsers, accept a compressed body whose last block was flushed but never closed.
const LENIENT = { finishFlush: zlib.constants.Z_SYNC_FLUSH };

/**
 * Reads a response body into memory, undoing its Content-Encoding, and fails
 * with 'too-large' as soon as more than `maxBytes` arrive, counted both as
 * sent and after every decoding step: a small gzip bomb stops at the cap
 * instead of filling memory.
 */
export async function readFeedBody(
  body: Readable,
  contentEncoding: string | undefined,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const decoders = decodersFor(contentEncoding);
  let decodeFailure: unknown;
  for (const decoder of decoders) decoder.on('error', (e) => (decodeFailure ??= e));
  const stages: Transform[] = [new ByteLimit(maxBytes)];
  for (const decoder of decoders) stages.push(decoder, new ByteLimit(maxBytes));

  const chunks: Buffer[] = [];
  try {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    await pipeline([body, ...stages, sink], { signal });
  } catch (error) {
    if (!(error instanceof FeedFetchError) && decodeFailure !== undefined && error === decodeFailure) {
      throw new FeedFetchError(`the ${contentEncoding} body could not be decoded: ${(error as Error).message}`, 'bad-response');
    }
    throw error;
  }
  return Buffer.concat(chunks);
}

/** Decoders in the order they apply: the last coding listed was applied last, so it is undone first. */
function decodersFor(contentEncoding: string | undefined): Transform[] {
  const codings = (contentEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '' && c !== 'identity');
  if (codings.length > 2) {
    throw new FeedFetchError(`too many content codings: ${contentEncoding}`, 'bad-response');
  }
  return codings.reverse().map((coding) => {
    switch (coding) {
      case 'gzip':
      case 'x-gzip':
        return zlib.createGunzip(LENIENT);
      case 'deflate':
        return inflateEitherDeflate();
      case 'br':
        return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
      default:
        throw new FeedFetchError(`unsupported content encoding: ${coding}`, 'bad-response');
    }
  });
}

class ByteLimit extends Transform {
  private bytes = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      callback(new FeedFetchError(`the body is larger than ${this.maxBytes} bytes`, 'too-large'));
      return;
    }
    callback(null, chunk);
  }
}

/**
 * "deflate" should be zlib-wrapped (RFC 9110), but some servers send raw
 * deflate; the first byte tells the two apart (a zlib header's low nibble is 8).
 */
function inflateEitherDeflate(): Transform {
  let inflate: zlib.Inflate | zlib.InflateRaw | undefined;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inflate) {
        inflate = (chunk[0] & 0x0f) === 0x08 ? zlib.createInflate(LENIENT) : zlib.createInflateRaw(LENIENT);
        inflate.on('data', (decoded: Buffer) => this.push(decoded));
        inflate.once('error', (error) => this.destroy(error));
      }
      inflate.write(chunk, () => callback());
    },
    flush(callback) {
      if (!inflate) return callback();
      inflate.once('end', () => callback());
      inflate.end();
    },
    destroy(error, callback) {
      inflate?.destroy();
      callback(error);
    },
  });
}
