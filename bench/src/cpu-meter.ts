import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import type { Pool } from 'pg';

/** CPU time spent while a measurement ran, in ms, split by who spent it. */
export interface CpuUse {
  gatewayMs: number;
  databaseMs: number;
  /** Everything else on the machine: other databases, builds, tests. Not this benchmark's own process. */
  otherMs: number;
  wallMs: number;
  /** Blocks the bench database's backends did not find in shared_buffers (pg_stat_database.blks_read). */
  blockReads: number;
  /** KiB the machine paged in from disk meanwhile (/proc/vmstat pgpgin): reads the OS cache missed. */
  diskReadKiB: number;
}

export type StopMeter = () => Promise<CpuUse>;

let ticksPerSecond: number | undefined;

function ticksToMs(ticks: number): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return (ticks * 1000) / ticksPerSecond;
}

/** Fields of /proc/<pid>/stat from field 3 on; null when the process is gone. */
async function statFields(pid: number): Promise<string[] | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  // The command name may hold spaces; fields are counted after its closing parenthesis.
  return stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ') : null;
}

/** utime + stime (fields 14 and 15). */
async function processMs(pid: number): Promise<number | null> {
  const f = await statFields(pid);
  return f ? ticksToMs(Number(f[11]) + Number(f[12])) : null;
}

async function machineBusyMs(): Promise<number> {
  const [cpu] = (await readFile('/proc/stat', 'utf8')).split('\n');
  // user nice system idle iowait irq softirq steal ...
  const [user, nice, system, , , irq, softirq, steal] = cpu.split(/\s+/).slice(1).map(Number);
  return ticksToMs(user + nice + system + irq + softirq + steal);
}

interface Snapshot {
  at: number;
  gateway: number;
  backends: Map<number, number>;
  machineBusy: number;
  self: number;
  blockReads: number;
  pagedIn: number;
}

/** KiB paged in since boot. */
async function pagedInKiB(): Promise<number> {
  const line = (await readFile('/proc/vmstat', 'utf8')).split('\n').find((l) => l.startsWith('pgpgin '));
  return line ? Number(line.split(' ')[1]) : 0;
}

/**
 * Measures the gateway process and the PostgreSQL backends of the bench
 * database. On a machine where load generator, gateway and database share the
 * cores, throughput is bounded by this CPU per request; `otherMs` says how
 * much other work competed. Parallel workers would escape the count (they exit
 * before the second reading), but none of the measured plans uses them.
 */
export function cpuMeter(pool: Pool, databaseIsLocal: boolean, gatewayPid?: number): () => Promise<StopMeter> {
  const snapshot = async (): Promise<Snapshot> => {
    const pids: number[] = databaseIsLocal
      ? (await pool.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database()')).rows.map((r) => r.pid)
      : [];
    const backends = new Map<number, number>();
    for (const pid of pids) {
      const ms = await processMs(pid);
      if (ms !== null) backends.set(pid, ms);
    }
    const self = process.cpuUsage();
    const [{ blks_read }] = (await pool.query(`SELECT blks_read::float8 FROM pg_stat_database WHERE datname = current_database()`)).rows;
    return {
      blockReads: blks_read,
      pagedIn: await pagedInKiB(),
      at: performance.now(),
      gateway: gatewayPid ? ((await processMs(gatewayPid)) ?? 0) : 0,
      backends,
      machineBusy: await machineBusyMs(),
      self: (self.user + self.system) / 1000,
    };
  };
  return async () => {
    const before = await snapshot();
    return async () => {
      const after = await snapshot();
      let databaseMs = 0;
      // A backend that connected during the run counts from zero.
      for (const [pid, ms] of after.backends) databaseMs += ms - (before.backends.get(pid) ?? 0);
      const gatewayMs = after.gateway - before.gateway;
      const busy = after.machineBusy - before.machineBusy;
      return {
        gatewayMs,
        databaseMs: databaseIsLocal ? databaseMs : NaN,
        otherMs: Math.max(0, busy - gatewayMs - databaseMs - (after.self - before.self)),
        wallMs: after.at - before.at,
        blockReads: after.blockReads - before.blockReads,
        diskReadKiB: after.pagedIn - before.pagedIn,
      };
    };
  };
}

export function machineCapacityMs(wallMs: number): number {
  return wallMs * os.cpus().length;
}
