import type Sharp from 'sharp';
import { DomainError } from '../common/domain-error';

// libvips costs every process ~19 MiB as soon as it loads; most never see an avatar upload.
let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
export const AVATAR_SIZE = 256;

export function avatarTooLarge(maxBytes: number): DomainError {
  const limit = maxBytes >= 1024 * 1024 ? `${+(maxBytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(maxBytes / 1024)} KB`;
  return new DomainError('PAYLOAD_TOO_LARGE', `The profile picture must be at most ${limit}`);
}

/**
 * Checks an uploaded avatar by decoding it (never by its name or declared
 * type) and re-encodes it as a square WebP. Re-encoding drops metadata such as
 * GPS tags and anything smuggled after the image data.
 */
export function normalizeAvatar(bytes: Buffer): Promise<Buffer> {
  return reencodeImage(bytes, {
    size: AVATAR_SIZE,
    fit: 'cover',
    notAnImage: 'The profile picture must be a JPEG, PNG, WebP or GIF image',
  });
}

/**
 * Decodes an uploaded image (JPEG, PNG, WebP or GIF by its bytes, whatever it is called) and
 * re-encodes it as a WebP of at most `size` pixels a side; anything else is refused with
 * `notAnImage`. Used for avatars and company logos.
 */
export async function reencodeImage(
  bytes: Buffer,
  opts: { size: number; fit: 'cover' | 'inside'; notAnImage: string },
): Promise<Buffer> {
  const notAnImage = new DomainError('UNSUPPORTED_MEDIA_TYPE', opts.notAnImage);
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw notAnImage;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage;
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(opts.size, opts.size, { fit: opts.fit, withoutEnlargement: opts.fit === 'inside' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw notAnImage;
  }
}

/**
 * A display name for a stored file: no directories, no control characters, and no
 * invisible or direction-changing ones ("cv\u202Efdp.exe" shows as "cvexe.pdf").
 */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // (U+061C is the Arabic letter mark, U+2028/9 line and paragraph separators.)
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060\u2066-\u2069\ufeff"<>|:*?]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 120);
  return cleaned || fallback;
}
