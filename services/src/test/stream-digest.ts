import { createHash } from 'node:crypto';

/** A stream's SHA-256 and length, read as it arrives (a big download or object is never held whole). */
export async function streamDigest(stream: AsyncIterable<unknown>): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}
