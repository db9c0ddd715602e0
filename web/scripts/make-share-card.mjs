// Renders scripts/share-card.svg into public/og/remotehunt.png (1200×630), the image every public
// page names as its og:image (gateway/src/public/job-page.ts, SHARE_CARD), in Debian's Chromium as
// make-icons.mjs renders the icons. Run it again after changing share-card.svg:
//   node web/scripts/make-share-card.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const WIDTH = 1200;
const HEIGHT = 630;
const svg = readFileSync(fileURLToPath(new URL('./share-card.svg', import.meta.url)), 'utf8').replace('<svg ', `<svg width="${WIDTH}" height="${HEIGHT}" `);
const outDir = fileURLToPath(new URL('../public/og/', import.meta.url));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  await page.setContent(`<!doctype html><style>html,body{margin:0}svg{display:block}</style>${svg}`);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(`${outDir}remotehunt.png`, await page.screenshot({ clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } }));
} finally {
  await browser.close();
}
