import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Response } from 'superagent';
import { createTestGateway, type TestGateway } from '../../test/test-gateway';

/**
 * The icons a browser, a bookmark or a home screen asks a site for, served from the built web app
 * (`npm test` builds it first): /favicon.ico, the apple-touch-icon and a web app manifest whose
 * icons exist at the sizes it claims. Issue 21 item 5; `/favicon.ico` answered 404.
 */
const WEB_DIST = path.resolve(__dirname, '../../../../web/dist');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let gw: TestGateway;
beforeAll(async () => {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error('The web app is not built: run `npm run build:web` (npm test does)');
  gw = await createTestGateway();
});
afterAll(() => gw.close());

const binary = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const fetchBinary = async (url: string) => {
  const res = await gw.request.get(url).buffer(true).parse(binary);
  return { status: res.status, type: res.type, body: res.body as Buffer };
};

/** A PNG's width and height, from its IHDR chunk (which the signature must precede). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('the site’s icons and web app manifest', () => {
  it('GET /favicon.ico answers an icon holding 16, 32 and 48 px images', async () => {
    const { status, type, body } = await fetchBinary('/favicon.ico');
    expect(status).toBe(200);
    expect(['image/x-icon', 'image/vnd.microsoft.icon']).toContain(type);
    // ICONDIR: reserved 0, type 1 (icon), then one 16-byte entry per image.
    expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
    const count = body.readUInt16LE(4);
    const sizes = [];
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i;
      const [length, offset] = [body.readUInt32LE(entry + 8), body.readUInt32LE(entry + 12)];
      const image = pngSize(body.subarray(offset, offset + length));
      expect(image.width).toBe(body.readUInt8(entry));
      sizes.push(image.width);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('the manifest names the app and lists 192 and 512 px icons that exist at those sizes', async () => {
    const res = await gw.request.get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/manifest+json');
    const manifest = JSON.parse(res.text) as { name: string; short_name: string; start_url: string; display: string; icons: { src: string; sizes: string; type: string }[] };
    expect(manifest).toMatchObject({ name: 'RemoteHunt', short_name: 'RemoteHunt', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      const { status, type, body } = await fetchBinary(icon.src);
      expect([status, type, icon.type]).toEqual([200, 'image/png', 'image/png']);
      const { width, height } = pngSize(body);
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  it('the app’s page links the icon, the apple-touch-icon and the manifest, each served', async () => {
    const page = await gw.request.get('/');
    expect(page.status).toBe(200);
    const links = [...page.text.matchAll(/<link rel="(icon|apple-touch-icon|manifest)" href="([^"]+)"/g)].map(([, rel, href]) => ({ rel, href }));
    expect(links).toEqual(
      expect.arrayContaining([
        { rel: 'icon', href: '/favicon.ico' },
        { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
        { rel: 'manifest', href: '/manifest.webmanifest' },
      ]),
    );
    const touch = await fetchBinary('/icons/apple-touch-icon.png');
    expect([touch.status, pngSize(touch.body)]).toEqual([200, { width: 180, height: 180 }]);
    expect(page.text).toContain('<meta name="theme-color" content="#1565c0" />');
  });
});
