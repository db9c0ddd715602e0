import type Sharp from 'sharp';
import { DomainError } from '../common/domain-error';

// libvips costs every process ~19 MiB as soon as it loads; most never see an avatar upload.
let sharpModule: Promise<typeof Sharp> | undefined;
export const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

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

const DEFAULT_MAX_INPUT_PIXELS = 40_000_000;
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * Decodes an uploaded image (JPEG, PNG, WebP or GIF by its bytes, whatever it is called) and
 * re-encodes it as a WebP of at most `size` pixels a side; anything else is refused with
 * `notAnImage`. Used for avatars and company logos. `square` fits the whole image, never
 * enlarged, into a transparent square (a wordmark keeps its ends, unlike `cover`); `minSide`
 * refuses images smaller than that (a tracking pixel is not a logo).
 */
export async function reencodeImage(
  bytes: Buffer,
  opts: { size: number; fit: 'cover' | 'inside' | 'square'; notAnImage: string; maxInputPixels?: number; minSide?: number },
): Promise<Buffer> {
  const notAnImage = new DomainError('UNSUPPORTED_MEDIA_TYPE', opts.notAnImage);
  const sharp = await loadSharp();
  const limitInputPixels = opts.maxInputPixels ?? DEFAULT_MAX_INPUT_PIXELS;
  let format: string | undefined;
  let side = opts.size;
  try {
    const meta = await sharp(bytes, { limitInputPixels }).metadata();
    format = meta.format;
    const longest = Math.max(meta.width ?? 0, meta.height ?? 0);
    if (Math.min(meta.width ?? 0, meta.height ?? 0) < (opts.minSide ?? 1)) format = undefined;
    if (opts.fit === 'square') side = Math.min(opts.size, longest);
  } catch {
    throw notAnImage;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage;
  try {
    const resize =
      opts.fit === 'square'
        ? { fit: 'contain' as const, background: TRANSPARENT }
        : { fit: opts.fit, withoutEnlargement: opts.fit === 'inside' };
    return await sharp(bytes, { limitInputPixels })
      .rotate()
      .resize(side, side, resize)
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
