// Renders public/favicon.svg into the raster icons browsers and home screens ask for, in Debian's
// Chromium (playwright-core, as the end-to-end tests use it): public/favicon.ico (16, 32 and 48 px
// PNGs in one ICO), public/icons/icon-{192,512}.png for the web app manifest and
// public/icons/apple-touch-icon.png (180 px). Run it again after changing favicon.svg:
//   node web/scripts/make-icons.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const svg = readFileSync(`${publicDir}favicon.svg`, 'utf8');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  const render = async (size, { square = false } = {}) => {
    await page.setViewportSize({ width: size, height: size });
    // iOS rounds a home-screen icon itself and fills transparent corners with black: square for it.
    const sized = (square ? svg.replace(/ rx="[^"]*"/, '') : svg).replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  };
  mkdirSync(`${publicDir}icons`, { recursive: true });
  writeFileSync(`${publicDir}icons/icon-192.png`, await render(192));
  writeFileSync(`${publicDir}icons/icon-512.png`, await render(512));
  writeFileSync(`${publicDir}icons/apple-touch-icon.png`, await render(180, { square: true }));
  writeFileSync(`${publicDir}favicon.ico`, ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await render(size) })))));
} finally {
  await browser.close();
}

/** An ICO file holding PNG images (the format every browser since IE 9 reads): a header, a directory, the images. */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry); // width (0 means 256)
    header.writeUInt8(size % 256, entry + 1); // height
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}
