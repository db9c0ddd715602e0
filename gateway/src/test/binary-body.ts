import type { Response } from 'supertest';

/**
 * A supertest `.parse()` that keeps the body as a Buffer whatever its content type, for
 * downloads: `.buffer(true).parse(binaryBody)`.
 */
export function binaryBody(res: Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
