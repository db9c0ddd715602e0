const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { checkLock } = require('./lock-check');

// The repository's own manifests and lock, copied so each case can break one thing.
const repo = path.join(__dirname, '..');
let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-check-'));
  const manifest = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8'));
  for (const file of ['package.json', 'package-lock.json', ...manifest.workspaces.map((w) => `${w}/package.json`)]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(repo, file), path.join(dir, file));
  }
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const edit = (file, change) => {
  const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  change(json);
  fs.writeFileSync(path.join(dir, file), JSON.stringify(json, null, 2));
};

test('the committed lock is complete for every platform and in sync', () => {
  expect(checkLock(dir)).toEqual([]);
});

test("another platform's optional binary missing from the lock is named", () => {
  edit('package-lock.json', (lock) => delete lock.packages['node_modules/@swc/core-darwin-arm64']);
  expect(checkLock(dir)).toEqual([expect.stringContaining('node_modules/@swc/core optionally depends on @swc/core-darwin-arm64@')]);
});

test('a range changed in a workspace package.json without npm install is named', () => {
  edit('services/package.json', (pkg) => (pkg.dependencies.zod = '^3.0.0'));
  expect(checkLock(dir)).toEqual([expect.stringMatching(/^services\/package\.json dependencies has zod@\^3\.0\.0 but package-lock\.json records \^4/)]);
});

test('a dependency added to package.json but not to the lock is named', () => {
  edit('package.json', (pkg) => (pkg.devDependencies['left-pad'] = '^1.3.0'));
  const problems = checkLock(dir);
  expect(problems).toContain('package.json devDependencies has left-pad@^1.3.0 but package-lock.json records nothing: run npm install');
});

test('a package with an install script that the policy does not cover is named, and so is a stale policy entry', () => {
  edit('package.json', (pkg) => {
    delete pkg.allowScripts.argon2;
    pkg.allowScripts['left-pad'] = true;
  });
  expect(checkLock(dir)).toEqual([
    expect.stringMatching(/^argon2 has an install script that allowScripts in package.json neither allows nor denies/),
    'allowScripts names left-pad, which no locked package with an install script is: remove it',
  ]);
});
