import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** A user to run a server as, instead of this process's own. */
export interface RunAs {
  name: string;
  uid: number;
  gid: number;
}

// PostgreSQL's own system user where its packages made one, else the unprivileged user every Unix has.
const CANDIDATES = ['postgres', 'nobody'];

/**
 * PostgreSQL refuses to run as root (initdb and postgres both check). Run as root (a container, a
 * server's root shell), the embedded one runs as an existing unprivileged user instead, and its data
 * directory is given to that user. No user is created: that would change the machine behind its
 * owner's back. Null when this process is not root, or on Windows.
 */
export function postgresRunAs(): RunAs | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  for (const name of CANDIDATES) {
    const ids = idsOf(name);
    if (ids) return { name, ...ids };
  }
  throw new Error(
    `PostgreSQL does not run as root, and there is no ${CANDIDATES.join(' or ')} user to run the embedded one as. ` +
      'Run RemoteHunt as a normal user, or set DATABASE_URL to a PostgreSQL of your own.',
  );
}

function idsOf(name: string): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
  } catch {
    return null;
  }
}

/**
 * The user must be able to reach its data directory: a DATA_DIR under root's home (mode 700) is out of
 * its reach, and initdb's own message about it does not say what to do.
 */
export function assertReachable(runAs: RunAs, dir: string): void {
  const parent = path.dirname(dir);
  if (canEnter(runAs, parent)) return;
  // Name the first directory on the way that is closed to it.
  const blocked = ancestors(parent).find((d) => !canEnter(runAs, d)) ?? parent;
  throw new Error(
    `PostgreSQL does not run as root, so the embedded one runs as the user ${runAs.name}, which cannot enter ${blocked}. ` +
      'Set DATA_DIR to a directory it can reach (e.g. /var/lib/remotehunt), run RemoteHunt as a normal user, or set DATABASE_URL.',
  );
}

/** Whether the user can reach `dir`: every directory on the way lets it through. */
export function canEnter(runAs: RunAs, dir: string): boolean {
  try {
    execFileSync('test', ['-x', dir], { uid: runAs.uid, gid: runAs.gid, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** `dir` and the directories above it, from the root down. */
function ancestors(dir: string): string[] {
  const list = [dir];
  while (path.dirname(list[0]) !== list[0]) list.unshift(path.dirname(list[0]));
  return list;
}
