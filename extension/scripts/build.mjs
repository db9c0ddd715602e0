#!/usr/bin/env node
/**
 * Builds the extension into dist/ and zips it as remotehunt-extension.zip, the file the README
 * tells users to load. The popup, the settings page and the content script are bundled by esbuild;
 * the content script carries the server's own job readers (services/src/job-links), imported
 * through the tsconfig's path alias: one copy of the readers, shared.
 */
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { zipSync } from 'fflate';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');
const zipFile = path.join(root, 'remotehunt-extension.zip');
// The web app's icon, drawn at the sizes a browser asks an extension for.
const ICON = path.join(root, '../web/public/icons/icon-512.png');
const ICON_SIZES = [16, 32, 48, 128];
// Browsers with MV3's scripting API and promise-returning chrome.* calls.
const TARGETS = ['chrome120', 'firefox128'];
// The content script's exports are kept under this name, and calling readPage() last makes its
// answer the script's result for chrome.scripting.executeScript. `var`, so running it twice in a tab is fine.
const CONTENT_GLOBAL = '__remoteHuntReadPage';

await rm(dist, { recursive: true, force: true });
await mkdir(path.join(dist, 'icons'), { recursive: true });

const common = {
  bundle: true,
  platform: 'browser',
  format: 'iife',
  target: TARGETS,
  tsconfig: path.join(root, 'tsconfig.json'),
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  // Readable output: Firefox's add-on review reads the code it runs.
  minify: false,
};
const pages = await build({
  ...common,
  entryPoints: { popup: path.join(src, 'popup/popup.ts'), options: path.join(src, 'options/options.ts') },
  outdir: dist,
});
const content = await build({
  ...common,
  entryPoints: [path.join(src, 'page/read-page.content.ts')],
  outfile: path.join(dist, 'read-page.js'),
  globalName: CONTENT_GLOBAL,
  footer: { js: `${CONTENT_GLOBAL}.readPage();` },
});
refuseNodeModules(content.metafile, 'read-page.js');
refuseNodeModules(pages.metafile, 'the popup and settings pages');

const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
const manifest = JSON.parse(await readFile(path.join(src, 'manifest.json'), 'utf8'));
await writeFile(path.join(dist, 'manifest.json'), `${JSON.stringify({ ...manifest, version: pkg.version }, null, 2)}\n`);
await Promise.all([
  copyFile(path.join(src, 'popup/popup.html'), path.join(dist, 'popup.html')),
  copyFile(path.join(src, 'options/options.html'), path.join(dist, 'options.html')),
  copyFile(path.join(src, 'ui/extension.css'), path.join(dist, 'extension.css')),
  ...ICON_SIZES.map((size) => sharp(ICON).resize(size, size).png().toFile(path.join(dist, `icons/icon-${size}.png`))),
]);

await writeFile(zipFile, zipSync(await filesOf(dist), { level: 9 }));
console.log(`extension: ${path.relative(process.cwd(), dist)}/ and ${path.relative(process.cwd(), zipFile)}`);

/** The bundle runs in a browser: a Node built-in pulled in by a shared reader is a mistake to stop at. */
function refuseNodeModules(metafile, what) {
  const nodeOnly = Object.values(metafile.inputs)
    .flatMap((input) => input.imports)
    .filter((imported) => imported.path.startsWith('node:') || imported.external);
  if (nodeOnly.length) throw new Error(`${what} would import ${nodeOnly.map((i) => i.path).join(', ')}, which a browser does not have`);
}

/** Every file under `dir`, by its path inside the zip, with a fixed date so the same build zips the same bytes. */
async function filesOf(dir) {
  const files = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full).split(path.sep).join('/')] = [await readFile(full), { mtime: new Date('2026-01-01T00:00:00Z') }];
  }
  return files;
}
