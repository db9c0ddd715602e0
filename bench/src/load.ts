import autocannon from 'autocannon';
import { machineCapacityMs, type StopMeter } from './cpu-meter';

export interface LoadSettings {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  requests: number;
  p50: number;
  p95: number;
  requestsPerSecond: number;
  /** Non-2xx answers, socket errors and timeouts together. */
  errors: number;
  /** CPU per completed request, ms, when a meter was given. */
  cpuPerRequest?: { gateway: number; database: number };
  /** Share of the machine's CPU that other work used meanwhile, 0 to 1. */
  otherCpuShare?: number;
  /** Per completed request: blocks PostgreSQL missed in shared_buffers, and KiB read from disk. */
  readsPerRequest?: { blocks: number; diskKiB: number };
}

export interface HttpRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** Nearest-rank percentile of ascending values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

function summarize(latencies: number[], seconds: number, errors: number): LoadResult {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    requestsPerSecond: latencies.length / seconds,
    errors,
  };
}

/** What autocannon sends: one request again and again, or the next of a sequence each time. */
type Traffic = { request: HttpRequest } | { sequence: () => HttpRequest };

function autocannonOptions(traffic: Traffic): autocannon.Options {
  if ('request' in traffic) return { ...traffic.request };
  const first = traffic.sequence();
  const origin = new URL(first.url).origin;
  const asSent = (r: HttpRequest) => {
    const url = new URL(r.url);
    if (url.origin !== origin) throw new Error(`A request sequence must stay on one server: ${url.origin} after ${origin}`);
    return { method: r.method, path: url.pathname + url.search, headers: r.headers, body: r.body };
  };
  let pending: HttpRequest | undefined = first;
  return {
    url: origin,
    // Every connection asks for the next request of the one shared sequence.
    requests: [
      {
        setupRequest: (request) => {
          const next = pending ?? traffic.sequence();
          pending = undefined;
          return { ...request, ...asSent(next) };
        },
      },
    ],
  };
}

/** Which answers a load expects: any 2xx, unless a scenario times another (the feeds' 304s). */
export type ExpectedStatus = (status: number) => boolean;
const SUCCESS: ExpectedStatus = (status) => status >= 200 && status < 300;

function cannon(traffic: Traffic, connections: number, seconds: number, expected: ExpectedStatus = SUCCESS): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let unexpected = 0;
    const instance = autocannon({ ...autocannonOptions(traffic), connections, duration: seconds, pipelining: 1 }, (err, result) => {
      if (err) return reject(err);
      resolve(summarize(latencies, result.duration, unexpected + result.errors + result.timeouts));
    });
    // autocannon's own histogram reports p90 and p97.5 but not p95, so every expected answer's time is kept.
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (expected(statusCode)) latencies.push(responseTime);
      else unexpected++;
    });
  });
}

async function metered(run: () => Promise<LoadResult>, startMeter?: () => Promise<StopMeter>): Promise<LoadResult> {
  const stop = await startMeter?.();
  const result = await run();
  if (!stop) return result;
  const used = await stop();
  const per = (ms: number) => ms / Math.max(1, result.requests);
  return {
    ...result,
    cpuPerRequest: { gateway: per(used.gatewayMs), database: per(used.databaseMs) },
    otherCpuShare: used.otherMs / machineCapacityMs(used.wallMs),
    readsPerRequest: { blocks: per(used.blockReads), diskKiB: per(used.diskReadKiB) },
  };
}

/** A discarded warm-up run, then the measured one, both at the same concurrency. */
export async function loadHttp(request: HttpRequest, settings: LoadSettings, meter?: () => Promise<StopMeter>): Promise<LoadResult> {
  await cannon({ request }, settings.connections, settings.warmupSeconds);
  return metered(() => cannon({ request }, settings.connections, settings.seconds), meter);
}

/**
 * Like loadHttp, but every request is the next of `requests`, wrapping at the end (the warm-up
 * takes the first ones, the measured run goes on from there).
 */
export async function loadHttpSequence(
  requests: readonly HttpRequest[],
  settings: LoadSettings,
  meter?: () => Promise<StopMeter>,
  expected: ExpectedStatus = SUCCESS,
): Promise<LoadResult> {
  if (requests.length === 0) throw new Error('No requests to send');
  let next = 0;
  const sequence = () => requests[next++ % requests.length];
  await cannon({ sequence }, settings.connections, settings.warmupSeconds, expected);
  return metered(() => cannon({ sequence }, settings.connections, settings.seconds, expected), meter);
}

/** Closed-loop load straight on PostgreSQL: as many loops as connections, each running `iteration` back to back. */
export async function loadSql(
  iteration: () => Promise<unknown>,
  settings: LoadSettings,
  meter?: () => Promise<StopMeter>,
): Promise<LoadResult> {
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const loop = async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        // A failing statement rejects the whole run: the floor is meaningless if the SQL errs.
        await iteration();
        latencies.push(performance.now() - t0);
      }
    };
    await Promise.all(Array.from({ length: settings.connections }, loop));
    return summarize(latencies, (performance.now() - started) / 1000, 0);
  };
  await run(settings.warmupSeconds);
  return metered(() => run(settings.seconds), meter);
}
