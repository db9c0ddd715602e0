import decodeIco from 'decode-ico';
import { DomainError } from '../common/domain-error';
import { loadSharp, reencodeImage } from '../files/avatar-image';

/** Our copies are this many pixels a side at most: a card shows 40 to 56, twice that on a sharp screen. */
export const LOGO_SIDE = 128;
/** Smaller than this is a spacer or a tracking pixel, not a logo. */
const MIN_SIDE = 16;
/** A logo is small: a decoded image past this many pixels is refused before it fills memory. */
const MAX_INPUT_PIXELS = 5000 * 5000;
/** An ICO entry is at most 256 pixels a side (its directory cannot say more). */
const MAX_ICO_SIDE = 256;
const MAX_ICO_ENTRIES = 64;

export const NOT_A_LOGO = 'not a JPEG, PNG, WebP, GIF or ICO image';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A fetched logo as we keep it: decoded by its bytes (never by its name or Content-Type), re-encoded
 * as a transparent square WebP of at most LOGO_SIDE pixels, which also drops metadata and anything
 * appended to the image. JPEG, PNG, WebP, GIF and ICO (a site's favicon.ico) are taken. SVG and
 * every other markup are refused unread: a vector logo would have to be rendered by an XML parser
 * fed with someone else's document, and our copy only needs pixels the sites also offer.
 */
export async function logoFromBytes(bytes: Buffer): Promise<Buffer> {
  if (looksLikeMarkup(bytes)) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'markup (SVG or HTML), not an image');
  const raster = isIco(bytes) ? await bestIcoImage(bytes) : bytes;
  return reencodeImage(raster, { size: LOGO_SIDE, fit: 'square', notAnImage: NOT_A_LOGO, maxInputPixels: MAX_INPUT_PIXELS, minSide: MIN_SIDE });
}

function looksLikeMarkup(bytes: Buffer): boolean {
  // After a UTF-8 byte order mark and white space, a '<' starts SVG, XML or HTML; no image format does.
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && i < 1024 && (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0d)) i++;
  return bytes[i] === 0x3c;
}

function isIco(bytes: Buffer): boolean {
  return bytes.length >= 6 && bytes.readUInt16LE(0) === 0 && bytes.readUInt16LE(2) === 1 && bytes.readUInt16LE(4) > 0;
}

interface IcoEntry {
  /** Where its directory entry starts. */
  at: number;
  offset: number;
  size: number;
  side: number;
  png: boolean;
}

/**
 * The largest picture of an ICO file as a PNG. Its directory is read here, and each entry's own
 * header checked, before any entry is decoded: a BMP entry that claims to be 60,000 pixels wide
 * would otherwise have decode-ico allocate for it.
 */
async function bestIcoImage(bytes: Buffer): Promise<Buffer> {
  const notAnImage = new DomainError('UNSUPPORTED_MEDIA_TYPE', NOT_A_LOGO);
  const count = bytes.readUInt16LE(4);
  if (count > MAX_ICO_ENTRIES || bytes.length < 6 + 16 * count) throw notAnImage;
  const entries: IcoEntry[] = [];
  for (let i = 0; i < count; i++) {
    const at = 6 + 16 * i;
    const size = bytes.readUInt32LE(at + 8);
    const offset = bytes.readUInt32LE(at + 12);
    if (size < 40 || offset + size > bytes.length) continue;
    const data = bytes.subarray(offset, offset + size);
    if (data.subarray(0, 8).equals(PNG_SIGNATURE)) {
      entries.push({ at, offset, size, side: bytes[at] || 256, png: true });
      continue;
    }
    // A BMP entry: a BITMAPINFOHEADER whose height counts the image and its mask.
    const width = data.readInt32LE(4);
    const height = Math.abs(data.readInt32LE(8)) / 2;
    if (data.readUInt32LE(0) < 40 || width < 1 || width > MAX_ICO_SIDE || height < 1 || height > MAX_ICO_SIDE) continue;
    entries.push({ at, offset, size, side: Math.min(width, height), png: false });
  }
  const best = entries.sort((a, b) => b.side - a.side)[0];
  if (!best) throw notAnImage;
  const data = bytes.subarray(best.offset, best.offset + best.size);
  if (best.png) return Buffer.from(data);
  // decode-ico reads one entry: give it an ICO holding only the one already checked.
  const single = Buffer.alloc(6 + 16 + data.length);
  single.writeUInt16LE(1, 2);
  single.writeUInt16LE(1, 4);
  bytes.copy(single, 6, best.at, best.at + 8);
  single.writeUInt32LE(data.length, 14);
  single.writeUInt32LE(22, 18);
  data.copy(single, 22);
  let image: ReturnType<typeof decodeIco>[number] | undefined;
  try {
    image = decodeIco(single)[0];
  } catch {
    throw notAnImage;
  }
  if (!image || image.type !== 'bmp') throw notAnImage;
  const sharp = await loadSharp();
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .png()
    .toBuffer();
}
