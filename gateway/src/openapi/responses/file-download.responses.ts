import { STORAGE_ERRORS } from '../operation';
import type { ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { z } from '../zod-openapi';

const bytes = { '*/*': { schema: z.string().openapi({ format: 'binary', description: 'The file’s bytes, as its own content type.' }) } };

const headers = {
  'Content-Disposition': { description: 'Always `attachment`, with the file’s name (`filename*=UTF-8\'\'…` and an ASCII `filename`).', schema: { type: 'string' as const } },
  'Accept-Ranges': { description: '`bytes`: a GET may ask for one byte range.', schema: { type: 'string' as const } },
  'Content-Length': { schema: { type: 'integer' as const } },
};

/**
 * A stored file sent as a download (gateway/src/http/send-file.ts): streamed whole, or the one
 * `Range: bytes=…` a GET asks for; HEAD answers the headers alone. Sent with a sandboxing
 * Content-Security-Policy and nosniff, never as a page of our origin.
 */
export const fileDownload = {
  ok: { description: 'The whole file', content: bytes, headers },
  also: {
    206: {
      description: 'The one byte range asked for',
      content: bytes,
      headers: { ...headers, 'Content-Range': { description: '`bytes start-end/size`', schema: { type: 'string' as const } } },
    },
  } satisfies Record<number, ResponseConfig>,
  errors: { 416: 'The range asked for starts past the end of the file (Content-Range: bytes */size)', ...STORAGE_ERRORS },
};
