import sharp from 'sharp';
import { logoFromBytes } from '../logo-image';

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: '#0a7' } }).png().toBuffer();

/** An ICO whose one entry is `data`, its directory claiming `side` pixels. */
function ico(data: Buffer, side = 32): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header[6] = side;
  header[7] = side;
  header.writeUInt32LE(data.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, data]);
}

async function refusal(bytes: Buffer): Promise<string> {
  try {
    await logoFromBytes(bytes);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('it was taken as a logo');
}

describe('logoFromBytes', () => {
  it('makes a transparent square WebP of at most 128 px of any accepted picture', async () => {
    const out = await logoFromBytes(await png(600, 150));
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 128, height: 128, hasAlpha: true });
  });

  it('refuses SVG and other markup unread, whatever comes before it', async () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', '\ufeff  \n<?xml version="1.0"?><svg/>', '<!doctype html><p>hi']) {
      expect(await refusal(Buffer.from(text))).toBe('markup (SVG or HTML), not an image');
    }
  });

  it('refuses a picture that would decode past 25 megapixels, from a small file', async () => {
    const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refusal(bomb)).toBe('not a JPEG, PNG, WebP, GIF or ICO image');
  });

  it('refuses an ICO whose BMP picture claims to be enormous, before decoding it', async () => {
    const header = Buffer.alloc(40);
    header.writeUInt32LE(40, 0);
    header.writeInt32LE(60_000, 4);
    header.writeInt32LE(120_000, 8);
    header.writeUInt16LE(32, 14);
    expect(await refusal(ico(Buffer.concat([header, Buffer.alloc(64)])))).toBe('not a JPEG, PNG, WebP, GIF or ICO image');
  });

  it('refuses a truncated or empty ICO, and takes a PNG one', async () => {
    expect(await refusal(ico(Buffer.alloc(10)).subarray(0, 30))).toBe('not a JPEG, PNG, WebP, GIF or ICO image');
    expect(await refusal(Buffer.from([0, 0, 1, 0, 200, 0]))).toBe('not a JPEG, PNG, WebP, GIF or ICO image');
    expect(await sharp(await logoFromBytes(ico(await png(48, 48), 48))).metadata()).toMatchObject({ width: 48, height: 48 });
  });
});
