#!/usr/bin/env node
/**
 * Fails when package-lock.json no longer matches the package.json files, for
 * every platform, or when the allowScripts policy and the lock disagree.
 *
 * Why a check of our own: `npm install` here quietly leaves out other
 * platforms' optional binaries when it cannot see them (a macOS or Windows
 * user's `npm ci` then installs without them), and `npm install
 * --package-lock-only` does not notice an entry missing from the lock. `npm ci`
 * itself catches a changed range on this platform only.
 *
 * Usage: node scripts/lock-check.js [dir]   (exit 1 with one line per problem)
 */
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];

/** The entry npm resolves `name` to from the package at `from` (nearest node_modules upwards). */
function resolveEntry(packages, from, name) {
  let base = from;
  for (;;) {
    const key = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[key]) return { key, entry: packages[key] };
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

function satisfied(range, entry) {
  // Workspace links, git and file specs are npm ci's own business.
  if (entry.link || !semver.validRange(range)) return true;
  return semver.satisfies(entry.version, range, { includePrerelease: true });
}

/** Every problem found, as sentences; empty when the lock is complete and in sync. */
function checkLock(root) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const packages = lock.packages || {};
  const problems = [];

  // 1. What each package.json declares is locked at a version its range accepts.
  const manifests = [['', manifest]];
  for (const workspace of manifest.workspaces || []) {
    manifests.push([workspace, JSON.parse(fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8'))]);
  }
  for (const [where, pkg] of manifests) {
    const locked = packages[where] || {};
    for (const field of DEPENDENCY_FIELDS) {
      if (field === 'peerDependencies') continue;
      for (const [name, range] of Object.entries(pkg[field] || {})) {
        const file = `${where ? `${where}/` : ''}package.json`;
        if ((locked[field] || {})[name] !== range) {
          problems.push(`${file} ${field} has ${name}@${range} but package-lock.json records ${(locked[field] || {})[name] ?? 'nothing'}: run npm install`);
          continue;
        }
        const found = resolveEntry(packages, where, name);
        if (!found) problems.push(`${file} needs ${name}@${range}, which package-lock.json does not lock`);
        else if (!satisfied(range, found.entry)) problems.push(`${file} needs ${name}@${range}, package-lock.json locks ${found.entry.version}`);
      }
    }
  }

  // 2. Every package's own dependencies are locked, optional ones for every platform included.
  for (const [key, entry] of Object.entries(packages)) {
    if (!key.includes('node_modules/') || entry.link) continue;
    for (const field of ['dependencies', 'optionalDependencies']) {
      for (const [name, range] of Object.entries(entry[field] || {})) {
        const found = resolveEntry(packages, key, name);
        if (!found) problems.push(`${key} ${field === 'optionalDependencies' ? 'optionally ' : ''}depends on ${name}@${range}, which package-lock.json does not lock (another platform's binary?)`);
        else if (!satisfied(range, found.entry)) problems.push(`${key} depends on ${name}@${range}, package-lock.json locks ${found.entry.version}`);
      }
    }
  }

  // 3. The install-script policy names exactly the locked packages that have install scripts.
  const policy = manifest.allowScripts || {};
  const withScripts = new Set();
  for (const [key, entry] of Object.entries(packages)) {
    if (entry.hasInstallScript) withScripts.add(key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
  }
  for (const name of [...withScripts].sort()) {
    if (!(name in policy)) problems.push(`${name} has an install script that allowScripts in package.json neither allows nor denies: review it, then npm install-scripts approve or deny`);
  }
  for (const name of Object.keys(policy).sort()) {
    const bare = name.replace(/(.)@[^@/]+$/, '$1');
    if (!withScripts.has(bare)) problems.push(`allowScripts names ${name}, which no locked package with an install script is: remove it`);
  }
  return problems;
}

module.exports = { checkLock };

if (require.main === module) {
  const root = path.resolve(process.argv[2] || path.join(__dirname, '..'));
  const problems = checkLock(root);
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(`package-lock.json check: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('package-lock.json is complete and in sync with package.json (all platforms, install-script policy)');
}
