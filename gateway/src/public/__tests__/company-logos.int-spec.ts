import dns from 'node:dns';
import type http from 'node:http';
import { Queue, QueueEvents, Worker } from 'bullmq';
import sharp from 'sharp';
import { FeedServer } from '@remotehunt/services/ingestion/fetch/__tests__/feed-server';
import { fetchBytes, feedUserAgent } from '@remotehunt/services/ingestion/fetch/fetch-feed';
import { logosJob, sweepLogos } from '@remotehunt/services/logos/logos.job';
import { LogosService } from '@remotehunt/services/logos/logos.service';
import { createQueueConnection, queuePrefix } from '@remotehunt/services/queues/queue-connection';
import { LogoJob, type LogosPayload, QueueName } from '@remotehunt/services/queues/queue-names';
import { createJob } from '@remotehunt/services/test/factories';
import { binaryBody } from '../../test/binary-body';
import { createTestGateway, type TestGateway } from '../../test/test-gateway';

/**
 * The logo worker against a real HTTP server on 127.0.0.1, the real database, storage and queue,
 * and the gateway's /logos route. `logos` may reach the local server (as the fetch tests do, by
 * its options: the app itself never allows private addresses for logos); `gw.services.logos` is
 * the app's own, with the address policy on.
 */
const MAX_BYTES = 256 * 1024;
let gw: TestGateway;
let server: FeedServer;
let logos: LogosService;

beforeAll(async () => {
  gw = await createTestGateway();
  server = await FeedServer.start();
  logos = new LogosService(gw.services.db, gw.services.storage, fetchBytes, {
    fetch: { timeoutMs: 5000, maxBytes: MAX_BYTES, userAgent: feedUserAgent('https://remotehunt.example'), allowPrivateAddresses: true },
    refreshDays: 30,
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  server.reset();
});
afterAll(async () => {
  await server.stop();
  await gw.close();
});
beforeEach(async () => {
  await gw.services.db.query(`TRUNCATE jobs, companies CASCADE`);
});

async function company(source: string | null, website: string | null = null): Promise<string> {
  const { companyId } = await createJob(gw.services, { companyName: `Company ${Math.random()}` });
  await gw.services.db.query(`UPDATE companies SET logo_source = $2, url = $3, logo_due_at = now() WHERE id = $1`, [companyId, source, website]);
  return companyId;
}

async function stored(companyId: string) {
  const [row] = await gw.services.db.query(
    `SELECT logo_key, logo_version, logo_failures, logo_error, logo_due_at, logo_checked_at FROM companies WHERE id = $1`,
    [companyId],
  );
  return row as { logo_key: string | null; logo_version: string | null; logo_failures: number; logo_error: string | null; logo_due_at: Date; logo_checked_at: Date | null };
}

const png = (width: number, height: number, background = '#cc3300') =>
  sharp({ create: { width, height, channels: 4, background } }).png().toBuffer();

function sendImage(body: Buffer, type = 'image/png'): http.RequestListener {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': type, 'content-length': body.length });
    res.end(body);
  };
}

/** An ICO file holding these entries, each a PNG or a 32-bit BMP (DIB) image. */
function ico(entries: { side: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * entries.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(entries.length, 4);
  let offset = header.length;
  entries.forEach(({ side, data }, i) => {
    const at = 6 + 16 * i;
    header[at] = side % 256;
    header[at + 1] = side % 256;
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...entries.map((e) => e.data)]);
}

function bmpEntry(side: number): Buffer {
  const info = Buffer.alloc(40);
  info.writeUInt32LE(40, 0);
  info.writeInt32LE(side, 4);
  info.writeInt32LE(side * 2, 8);
  info.writeUInt16LE(1, 12);
  info.writeUInt16LE(32, 14);
  const pixels = Buffer.alloc(side * side * 4);
  for (let i = 0; i < side * side; i++) pixels.writeUInt32LE(0xff2266aa, i * 4);
  const mask = Buffer.alloc(Math.ceil(side / 32) * 4 * side);
  return Buffer.concat([info, pixels, mask]);
}

async function served(path: string) {
  return gw.request.get(path).buffer(true).parse(binaryBody);
}

describe('a good image', () => {
  it('is stored as a square WebP of at most 128 px, served by /logos with its type, ETag and a long cache', async () => {
    server.serve(sendImage(await png(400, 200)));
    const id = await company(server.url('/logo.png'));

    const result = await logos.refresh(id);

    expect(result).toMatchObject({ status: 'stored', from: server.url('/logo.png') });
    const row = await stored(id);
    expect(row.logo_key).toBe(`logos/companies/${id}.webp`);
    expect(server.requests[0].headers.accept).toContain('image/webp');
    const companies = await gw.services.companies.get(id);
    expect(companies.logo).toBe(`/logos/${id}.webp?v=${row.logo_version}`);

    const res = await served(companies.logo!);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"${row.logo_version}"`);
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 128, height: 128 });

    const again = await gw.request.get(companies.logo!).set('if-none-match', `"${row.logo_version}"`);
    expect(again.status).toBe(304);
    // An outdated address still shows the current logo, cached briefly.
    const stale = await served(`/logos/${id}.webp?v=old`);
    expect(stale.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps a small one its own size, square', async () => {
    server.serve(sendImage(await png(48, 32), 'image/png'));
    const id = await company(server.url('/small.png'));
    await logos.refresh(id);
    const res = await served(`/logos/${id}.webp`);
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 48, height: 48 });
  });

  it('answers 404 for a company without a copy and for any other address under /logos', async () => {
    const id = await company(null);
    expect((await gw.request.get(`/logos/${id}.webp`)).status).toBe(404);
    expect((await gw.request.get('/logos/not-a-company.webp')).status).toBe(404);
  });
});

describe('what is refused', () => {
  it('a huge image: cut off at the byte cap without reading it all, nothing stored', async () => {
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const total = 64 * 1024 * 1024;
    let written = 0;
    let closed!: () => void;
    const hungUp = new Promise<void>((resolve) => (closed = resolve));
    server.serve((_req, res) => {
      // No Content-Length: the cap must hold on what arrives, not on what was declared.
      res.writeHead(200, { 'content-type': 'image/png' });
      res.on('close', closed);
      const pump = () => {
        while (written < total && !res.destroyed) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    });
    const id = await company(server.url('/huge.png'));

    const result = await logos.refresh(id);
    await hungUp;

    expect(result).toMatchObject({ status: 'failed' });
    expect(result.status === 'failed' && result.reason).toContain(`larger than ${MAX_BYTES} bytes`);
    expect(written).toBeLessThan(total / 4);
    expect(await stored(id)).toMatchObject({ logo_key: null, logo_failures: 1 });
    expect(await gw.services.storage.stat(`logos/companies/${id}.webp`)).toBeNull();
  });

  it('a huge image by its Content-Length, refused before its body', async () => {
    server.serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': 50 * 1024 * 1024 });
      res.write(Buffer.alloc(1024));
    });
    const id = await company(server.url('/declared.png'));
    const result = await logos.refresh(id);
    expect(result.status === 'failed' && result.reason).toContain('over the 262144 byte limit');
    expect((await stored(id)).logo_key).toBeNull();
  });

  it('an SVG with a script: refused unrendered, whatever type it claims, nothing stored', async () => {
    const svg = Buffer.from(
      `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(document.cookie)</script><rect width="64" height="64" fill="red"/></svg>`,
    );
    const id = await company(server.url('/logo.svg'));
    server.serve(sendImage(svg, 'image/svg+xml'));
    const asSvg = await logos.refresh(id);
    const second = await company(server.url('/logo.png'));
    server.serve(sendImage(svg, 'image/png'));
    const asPng = await logos.refresh(second);

    for (const result of [asSvg, asPng]) expect(result.status === 'failed' && result.reason).toContain('markup (SVG or HTML), not an image');
    expect((await stored(id)).logo_key).toBeNull();
    expect((await stored(second)).logo_key).toBeNull();
    expect((await gw.request.get(`/logos/${id}.webp`)).status).toBe(404);
  });

  it('a non-image, and a tracking pixel', async () => {
    const id = await company(server.url('/not-an-image'));
    server.serve(sendImage(Buffer.from('%PDF-1.7 definitely not a picture'), 'image/png'));
    const text = await logos.refresh(id);
    const pixel = await company(server.url('/pixel.gif'));
    server.serve(sendImage(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } }).gif().toBuffer(), 'image/gif'));
    const tiny = await logos.refresh(pixel);

    for (const result of [text, tiny]) expect(result.status === 'failed' && result.reason).toContain('not a JPEG, PNG, WebP, GIF or ICO image');
    expect((await stored(id)).logo_key).toBeNull();
    expect((await stored(pixel)).logo_key).toBeNull();
  });

  it('private and metadata addresses, by the app’s own address policy: nothing is requested', async () => {
    const lookup = jest.spyOn(dns, 'lookup').mockImplementation(((hostname: string, _options: unknown, callback: (...args: unknown[]) => void) => {
      const answers: Record<string, dns.LookupAddress[]> = {
        'logos.internal.example': [{ address: '10.1.2.3', family: 4 }],
        'rebind.example': [{ address: '93.184.216.34', family: 4 }, { address: '192.168.0.10', family: 4 }],
      };
      if (!answers[hostname]) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
      callback(null, answers[hostname]);
    }) as typeof dns.lookup);
    const sources = [
      server.url('/logo.png'),
      'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
      'http://[::ffff:127.0.0.1]/logo.png',
      'http://logos.internal.example/logo.png',
      'http://rebind.example/logo.png',
    ];
    for (const source of sources) {
      // The website fallback goes through the same policy.
      const id = await company(source, server.url('/'));
      const result = await gw.services.logos.refresh(id);
      expect(result.status === 'failed' && result.reason).toMatch(/is not a public internet address/);
      expect((await stored(id)).logo_key).toBeNull();
    }
    expect(server.requests).toEqual([]);
    expect(lookup).toHaveBeenCalled();
  });
});

describe('without a logo address: the website’s icons', () => {
  it('takes the home page’s touch icon over its small icons', async () => {
    const touch = await png(180, 180, '#0055aa');
    server.serve(async (req, res) => {
      if (req.url === '/') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(`<!doctype html><html><head>
          <link rel="icon" href="/favicon-16.png" sizes="16x16">
          <link rel="apple-touch-icon" href="/touch.png">
          </head><body><link rel="icon" href="/in-body.png"></body></html>`);
      } else if (req.url === '/touch.png') sendImage(touch)(req, res);
      else {
        res.writeHead(404);
        res.end();
      }
    });
    const id = await company(null, server.url('/'));

    const result = await logos.refresh(id);

    expect(result).toMatchObject({ status: 'stored', from: server.url('/touch.png') });
    expect(server.requests.map((r) => r.path)).toEqual(['/', '/touch.png']);
    const res = await served(`/logos/${id}.webp`);
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ width: 128, height: 128 });
  });

  it('falls back from a feed logo that fails to the site’s /favicon.ico (an ICO of BMP pictures)', async () => {
    const favicon = ico([{ side: 16, data: bmpEntry(16) }, { side: 32, data: bmpEntry(32) }]);
    server.serve((req, res) => {
      if (req.url === '/favicon.ico') return sendImage(favicon, 'image/x-icon')(req, res);
      if (req.url === '/') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.end('<html><head><title>No icons named</title></head><body></body></html>');
      }
      res.writeHead(404);
      res.end();
    });
    const id = await company(server.url('/gone.png'), server.url('/'));

    const result = await logos.refresh(id);

    expect(result).toMatchObject({ status: 'stored', from: server.url('/favicon.ico') });
    expect(server.requests.map((r) => r.path)).toEqual(['/gone.png', '/', '/favicon.ico']);
    const image = (await served(`/logos/${id}.webp`)).body as Buffer;
    const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 32, height: 32 });
    // The picture itself came through (0xff2266aa is BGRA: red 0x22, green 0x66, blue 0xaa).
    const [red, green, blue] = data;
    for (const [got, want] of [[red, 0x22], [green, 0x66], [blue, 0xaa]]) expect(Math.abs(got - want)).toBeLessThanOrEqual(6);
  });

  it('takes a PNG picture out of an ICO, the largest of them', async () => {
    server.serve(sendImage(ico([{ side: 16, data: bmpEntry(16) }, { side: 64, data: await png(64, 64) }]), 'image/vnd.microsoft.icon'));
    const id = await company(server.url('/favicon.ico'));
    expect(await logos.refresh(id)).toMatchObject({ status: 'stored' });
    expect(await sharp((await served(`/logos/${id}.webp`)).body as Buffer).metadata()).toMatchObject({ width: 64, height: 64 });
  });
});

describe('the schedule', () => {
  it('looks again after the refresh interval, and a new picture gets a new address', async () => {
    let colour = '#111111';
    server.serve(async (req, res) => sendImage(await png(64, 64, colour))(req, res));
    const id = await company(server.url('/logo.png'));
    await logos.refresh(id);
    const first = await stored(id);
    const days = (first.logo_due_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(await logos.claimDue(10)).toEqual([]);

    // Thirty days on, the sweep claims it again.
    await gw.services.db.query(`UPDATE companies SET logo_due_at = now() - interval '1 second' WHERE id = $1`, [id]);
    colour = '#eeeeee';
    const [claimed] = await logos.claimDue(10);
    expect(claimed.companyId).toBe(id);
    expect(await logos.refresh(id, claimed.claim)).toMatchObject({ status: 'stored' });
    const second = await stored(id);
    expect(second.logo_version).not.toBe(first.logo_version);
    expect((await gw.services.companies.get(id)).logo).toBe(`/logos/${id}.webp?v=${second.logo_version}`);
    expect(server.requests).toHaveLength(2);
  });

  it('a failure is retried later with a growing backoff, keeps the copy it had, and does not loop', async () => {
    server.serve(sendImage(await png(64, 64)));
    const id = await company(server.url('/logo.png'));
    await logos.refresh(id);
    const before = await stored(id);
    server.serve((_req, res) => {
      res.writeHead(503);
      res.end();
    });
    await gw.services.db.query(`UPDATE companies SET logo_due_at = now() WHERE id = $1`, [id]);

    const failed = await logos.refresh(id);
    const hours = (at: Date) => (at.getTime() - Date.now()) / 3_600_000;
    expect(failed.status === 'failed' && hours(failed.retryAt)).toBeGreaterThan(0.9);
    expect(failed.status === 'failed' && hours(failed.retryAt)).toBeLessThanOrEqual(1);
    expect(await logos.claimDue(10)).toEqual([]);
    await gw.services.db.query(`UPDATE companies SET logo_due_at = now() WHERE id = $1`, [id]);
    const again = await logos.refresh(id);
    expect(again.status === 'failed' && hours(again.retryAt)).toBeGreaterThan(3.9);

    expect(await stored(id)).toMatchObject({ logo_key: before.logo_key, logo_version: before.logo_version, logo_failures: 2, logo_error: expect.stringContaining('503') });
    expect((await served(`/logos/${id}.webp`)).status).toBe(200);
    expect(server.requests).toHaveLength(3);
  });

  it('one claim is one fetch: claims are disjoint, and a stale claim fetches nothing', async () => {
    server.serve(sendImage(await png(64, 64)));
    const ids = [await company(server.url('/a.png')), await company(server.url('/b.png')), await company(server.url('/c.png'))];
    const [one, two] = await Promise.all([logos.claimDue(2), logos.claimDue(2)]);
    const claimedIds = [...one, ...two].map((c) => c.companyId).sort();
    expect(claimedIds).toEqual([...ids].sort());

    const [claim] = one;
    expect(await logos.refresh(claim.companyId, claim.claim)).toMatchObject({ status: 'stored' });
    // The same job delivered twice (or a second worker holding an old claim) does nothing.
    expect(await logos.refresh(claim.companyId, claim.claim)).toEqual({ status: 'skipped' });
    expect(server.requests).toHaveLength(1);
  });
});

describe('the logos queue', () => {
  it('the sweep hands due companies to the worker, which stores their logos; a second sweep finds nothing due', async () => {
    server.serve(sendImage(await png(96, 96)));
    const ids = [await company(server.url('/one.png')), await company(server.url('/two.png'))];
    const connections = [0, 1, 2].map(() => createQueueConnection(gw.services.config));
    const prefix = queuePrefix(gw.services.config);
    const queue = new Queue<LogosPayload>(QueueName.Logos, { connection: connections[0], prefix });
    const events = new QueueEvents(QueueName.Logos, { connection: connections[1], prefix });
    await events.waitUntilReady();
    const worker = new Worker(QueueName.Logos, logosJob(logos, queue), { connection: connections[2], prefix, concurrency: 2 });
    try {
      const sweep = await queue.add(LogoJob.Sweep, { batch: 10 });
      expect(await sweep.waitUntilFinished(events, 20_000)).toEqual({ claimed: 2 });
      const fetches = (await queue.getJobs(['waiting', 'active', 'completed', 'failed'])).filter((j) => j.name === LogoJob.Fetch);
      const results = await Promise.all(fetches.map((job) => job.waitUntilFinished(events, 20_000)));
      expect(results.map((r: { status: string }) => r.status)).toEqual(['stored', 'stored']);
      for (const id of ids) expect((await stored(id)).logo_key).toBe(`logos/companies/${id}.webp`);
      // Nothing is due any more: another sweep claims nothing.
      expect(await sweepLogos(logos, queue, 10)).toBe(0);
    } finally {
      await worker.close();
      await events.close();
      await queue.obliterate({ force: true });
      await queue.close();
      await Promise.all(connections.map((c) => c.quit()));
    }
  });
});
