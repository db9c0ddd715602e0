import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { DomainError } from '../common/domain-error';
import { type ByteRange, type FileStorage, type StoredObject, StoredObjectMissing, assertSafeKey } from './file-storage';
import type { S3StorageSettings } from './storage-url';

// S3's smallest part. With one part in flight an upload holds about two parts in memory (the part
// being sent and the next one filling), whatever the file's size.
const PART_SIZE = 5 * 1024 * 1024;

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...), so every gateway and
 * worker on every machine sees the same files. Uploads go up in parts as they stream in
 * (lib-storage's Upload); downloads stream straight from the bucket's response.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3StorageSettings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Without credentials in STORAGE_URL, the SDK's own chain: AWS_ACCESS_KEY_ID and
      // AWS_SECRET_ACCESS_KEY, a profile, or the machine's role.
      credentials: settings.credentials,
      // Since 2025 the SDK adds CRC checksums (as trailers on streamed bodies) that several
      // S3-compatible servers refuse or store wrongly; checksums only where S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return `${this.settings.prefix}${key}`;
  }

  async putStream(key: string, body: Readable | Buffer, meta: { contentType: string }): Promise<void> {
    try {
      const upload = new Upload({
        client: this.client,
        params: { Bucket: this.settings.bucket, Key: this.objectKey(key), Body: body, ContentType: meta.contentType },
        partSize: PART_SIZE,
        queueSize: 1,
        // A body that fails midway aborts the multipart upload, so no parts are left to pay for.
        leavePartsOnError: false,
      });
      await upload.done();
    } catch (e) {
      // A body left unread (a refused key, the bucket failing first) would keep its file open.
      if (!Buffer.isBuffer(body)) body.destroy();
      throw unavailableOr(e);
    }
  }

  async getStream(key: string, opts: { range?: ByteRange } = {}): Promise<StoredObject> {
    const { range } = opts;
    const answer = await this.client
      .send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.objectKey(key),
          Range: range && `bytes=${range.start}-${range.end}`,
        }),
      )
      .catch((e: unknown) => {
        throw isMissing(e) ? new StoredObjectMissing(key) : unavailableOr(e);
      });
    if (!(answer.Body instanceof Readable)) throw new Error('The S3 client answered without a Node stream');
    // "bytes 0-99/1234": the part sent, then the whole object's size. No Content-Range: the whole object.
    const answered = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
    const size = answered ? Number(answered[3]) : Number(answer.ContentLength);
    if (!Number.isSafeInteger(size)) {
      answer.Body.destroy();
      throw new Error(`The S3 server did not say how large ${key} is`);
    }
    const from = answered ? Number(answered[1]) : 0;
    const to = answered ? Number(answered[2]) : size - 1;
    const exact = !range || (from === range.start && to === range.end);
    return { stream: exact ? answer.Body : cutToRange(answer.Body, from, range), size };
  }

  async stat(key: string): Promise<{ size: number } | null> {
    const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) })).catch((e: unknown) => {
      if (isMissing(e)) return null;
      throw unavailableOr(e);
    });
    return head && { size: Number(head.ContentLength) };
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) })).catch((e: unknown) => {
      throw unavailableOr(e);
    });
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

/**
 * The asked range out of a body that starts at byte `from` and covers it. HTTP lets a server send
 * more than the range asked for (the whole object, or s3rver's whole object for "bytes=0-0");
 * the caller must get exactly what it asked for. Stops reading the body once past the range.
 */
function cutToRange(body: Readable, from: number, range: ByteRange): Readable {
  if (from > range.start) {
    body.destroy();
    throw new Error(`The S3 server answered from byte ${from} when asked from byte ${range.start}`);
  }
  return Readable.from(
    (async function* () {
      let at = from;
      for await (const chunk of body as AsyncIterable<Buffer>) {
        const start = Math.max(range.start - at, 0);
        const end = Math.min(range.end + 1 - at, chunk.length);
        if (end > start) yield chunk.subarray(start, end);
        at += chunk.length;
        if (at > range.end) break;
      }
    })(),
    { objectMode: false },
  );
}

// GetObject says NoSuchKey; HeadObject has no body to say it in, and the SDK names its 404 NotFound.
// (A missing bucket is NoSuchBucket: a misconfiguration, not a missing file.)
const isMissing = (e: unknown) => e instanceof S3ServiceException && (e.name === 'NoSuchKey' || e.name === 'NotFound');

// The network's ways of saying the bucket's server is not there (the SDK has retried by then). Its
// retry layer may hand such an error on as a plain "AWS SDK error wrapper for Error: connect
// ECONNREFUSED …" (when the error is not an Error of its own realm), so the message is read too.
const UNREACHABLE = /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|TimeoutError)\b/;

/**
 * An outage of the storage (unreachable, or answering 5xx) as the caller's 503, so a client knows
 * to try again rather than reading a 500 as a bug; any other error (a body that failed, a refused
 * key, a misconfigured bucket) as it is.
 */
function unavailableOr(e: unknown): unknown {
  const err = e as { code?: string; name?: string; message?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  const unreachable = [err?.code, err?.name, err?.message].some((text) => typeof text === 'string' && UNREACHABLE.test(text));
  const down = unreachable || (err?.$metadata?.httpStatusCode ?? 0) >= 500;
  return down ? DomainError.unavailable('The file storage is not answering, please try again in a moment') : e;
}
