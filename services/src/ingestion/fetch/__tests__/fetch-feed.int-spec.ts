import dns from 'node:dns';
import type http from 'node:http';
import zlib from 'node:zlib';
import { FeedFetchError } from '../feed-fetch-error';
import { feedUserAgent, fetchFeed, type FetchFeedOptions } from '../fetch-feed';
import { FeedServer } from './feed-server';

const USER_AGENT = feedUserAgent('https://remotehunt.example/');
const OPTIONS: FetchFeedOptions = { timeoutMs: 5000, maxBytes: 64 * 1024, userAgent: USER_AGENT, allowPrivateAddresses: true };
const STRICT: FetchFeedOptions = { ...OPTIONS, allowPrivateAddresses: false };
const FEED = JSON.stringify([{ id: 1, title: 'Senior Rust Engineer' }]);

let server: FeedServer;

beforeAll(async () => {
  server = await FeedServer.start();
});

afterEach(() => {
  jest.restoreAllMocks();
  server.reset();
});

afterAll(async () => {
  await server.stop();
});

async function failure(fetching: Promise<unknown>): Promise<FeedFetchError> {
  try {
    await fetching;
  } catch (error) {
    if (error instanceof FeedFetchError) return error;
    throw error;
  }
  throw new Error('the fetch succeeded');
}

/**
 * Watches the fetch's deadline timers (told apart by their delay): how many were started and how
 * many fired. A timeout is proved by the one deadline firing, not by the clock.
 */
function watchDeadlines(ms: number) {
  const watched = { started: 0, fired: 0 };
  const realSet = global.setTimeout;
  jest.spyOn(global, 'setTimeout').mockImplementation(((fn: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    if (delay !== ms) return realSet(fn, delay, ...args);
    watched.started++;
    return realSet((...a: unknown[]) => {
      watched.fired++;
      fn(...a);
    }, delay, ...args);
  }) as typeof setTimeout);
  return watched;
}

function sendJson(body: Buffer | string, headers: http.OutgoingHttpHeaders = {}): http.RequestListener {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(body);
  };
}

/** Answers with a name the test controls, as if the board's DNS said so. */
function resolveNamesTo(addresses: Record<string, dns.LookupAddress[]>) {
  return jest.spyOn(dns, 'lookup').mockImplementation(((hostname: string, _options: unknown, callback: (...args: unknown[]) => void) => {
    const answer = addresses[hostname];
    if (!answer) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
    callback(null, answer);
  }) as typeof dns.lookup);
}

describe('fetchFeed: a feed that is there', () => {
  it('returns the body, its validators, content type and size, and introduces itself', async () => {
    server.serve(sendJson(FEED, { etag: '"v1"', 'last-modified': 'Sun, 01 Nov 2026 08:00:00 GMT' }));

    const result = await fetchFeed(server.url(), null, OPTIONS);

    expect(result).toEqual({
      status: 'fetched',
      body: FEED,
      validators: { etag: '"v1"', lastModified: 'Sun, 01 Nov 2026 08:00:00 GMT' },
      contentType: 'application/json; charset=utf-8',
      bytes: Buffer.byteLength(FEED),
    });
    const [request] = server.requests;
    expect(request.headers['user-agent']).toBe('RemoteHuntBot/1.0 (+https://remotehunt.example/about; jobs aggregator)');
    expect(request.headers['accept-encoding']).toBe('gzip, deflate, br');
    expect(request.headers['if-none-match']).toBeUndefined();
    expect(request.headers['if-modified-since']).toBeUndefined();
  });

  it('decodes UTF-8 split across network chunks and keeps a byte order mark for the adapter', async () => {
    const text = '\uFEFF[{"title":"Café developer – 東京"}]';
    const bytes = Buffer.from(text, 'utf8');
    const cut = bytes.indexOf(Buffer.from('é', 'utf8')) + 1;
    server.serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(bytes.subarray(0, cut));
      res.end(bytes.subarray(cut));
    });

    const result = await fetchFeed(server.url(), null, OPTIONS);

    expect(result).toMatchObject({ status: 'fetched', body: text, bytes: bytes.length });
  });

  it('asks conditionally with the previous validators and reports an unchanged feed as not modified', async () => {
    const previous = { etag: 'W/"v1"', lastModified: 'Sun, 01 Nov 2026 08:00:00 GMT' };
    server.serve((req, res) => {
      if (req.headers['if-none-match'] === previous.etag) {
        res.writeHead(304, { etag: previous.etag });
        res.end();
      } else sendJson(FEED, { etag: '"v2"' })(req, res);
    });

    const result = await fetchFeed(server.url(), previous, OPTIONS);

    expect(result).toEqual({ status: 'not-modified', validators: previous });
    expect(server.requests[0].headers['if-none-match']).toBe('W/"v1"');
    expect(server.requests[0].headers['if-modified-since']).toBe('Sun, 01 Nov 2026 08:00:00 GMT');
  });

  it('keeps the previous validators when a 304 repeats none, and takes new ones when it does', async () => {
    const previous = { etag: '"v1"', lastModified: 'Sun, 01 Nov 2026 08:00:00 GMT' };
    server.serve((_req, res) => res.writeHead(304).end());
    expect(await fetchFeed(server.url(), previous, OPTIONS)).toEqual({ status: 'not-modified', validators: previous });

    server.serve((_req, res) => res.writeHead(304, { etag: '"v1b"' }).end());
    expect(await fetchFeed(server.url(), previous, OPTIONS)).toEqual({
      status: 'not-modified',
      validators: { etag: '"v1b"', lastModified: previous.lastModified },
    });
  });

  it.each([
    ['gzip', zlib.gzipSync],
    ['br', zlib.brotliCompressSync],
    ['deflate', zlib.deflateSync],
    ['deflate', zlib.deflateRawSync],
  ])('decodes a %s body', async (coding, compress) => {
    const encoded = compress(Buffer.from(FEED));
    server.serve(sendJson(encoded, { 'content-encoding': coding }));

    const result = await fetchFeed(server.url(), null, OPTIONS);

    expect(result).toMatchObject({ status: 'fetched', body: FEED, bytes: Buffer.byteLength(FEED) });
  });

  it('refuses a body in an encoding it did not ask for, and hangs up', async () => {
    server.serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'zstd' });
      res.write('(zstd frames that never end)');
    });

    expect(await failure(fetchFeed(server.url(), null, OPTIONS))).toMatchObject({ reason: 'bad-response', retryable: false });
    await server.allClosed();
  });

  it('reports a corrupt compressed body as a bad response', async () => {
    server.serve(sendJson(Buffer.from('this is not gzip at all'), { 'content-encoding': 'gzip' }));

    expect(await failure(fetchFeed(server.url(), null, OPTIONS))).toMatchObject({ reason: 'bad-response' });
  });
});

describe('fetchFeed: error statuses', () => {
  it.each([500, 502, 503, 429])('reports %i as retryable', async (status) => {
    server.serve((_req, res) => res.writeHead(status).end('try later'));

    const error = await failure(fetchFeed(server.url(), null, OPTIONS));

    expect(error).toMatchObject({ reason: 'http-status', httpStatus: status, retryable: true });
  });

  it.each([404, 403, 410, 400])('reports %i as not retryable', async (status) => {
    server.serve((_req, res) => res.writeHead(status).end('no'));

    const error = await failure(fetchFeed(server.url(), null, OPTIONS));

    expect(error).toMatchObject({ reason: 'http-status', httpStatus: status, retryable: false });
  });

  it('reports a refused connection as a retryable network failure', async () => {
    const closed = await FeedServer.start();
    const url = closed.url();
    await closed.stop();

    expect(await failure(fetchFeed(url, null, OPTIONS))).toMatchObject({ reason: 'network', retryable: true });
  });
});

describe('fetchFeed: one deadline for the whole download', () => {
  const QUICK = { ...OPTIONS, timeoutMs: 300 };

  it('times out a board that sends its headers and then hangs, and hangs up on it', async () => {
    server.serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[{"id":');
    });

    const deadlines = watchDeadlines(QUICK.timeoutMs);
    const error = await failure(fetchFeed(server.url(), null, QUICK));

    expect(error).toMatchObject({ reason: 'timeout', retryable: true });
    expect(deadlines).toEqual({ started: 1, fired: 1 });
    await server.allClosed();
  });

  it('times out a board that drips its body more slowly than the deadline allows', async () => {
    server.serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const drip = setInterval(() => res.write(' '), 20);
      res.on('close', () => clearInterval(drip));
    });

    const deadlines = watchDeadlines(QUICK.timeoutMs);
    const error = await failure(fetchFeed(server.url(), null, QUICK));

    expect(error).toMatchObject({ reason: 'timeout' });
    expect(deadlines).toEqual({ started: 1, fired: 1 });
    expect(server.requests).toHaveLength(1);
    await server.allClosed();
  });

  it('times out a board that accepts the connection and never answers', async () => {
    server.serve(() => undefined);

    const deadlines = watchDeadlines(QUICK.timeoutMs);
    const error = await failure(fetchFeed(server.url(), null, QUICK));

    expect(error).toMatchObject({ reason: 'timeout' });
    expect(deadlines).toEqual({ started: 1, fired: 1 });
    await server.allClosed();
  });

  it('times out a DNS lookup that never answers', async () => {
    jest.spyOn(dns, 'lookup').mockImplementation(((_host: string, _options: unknown, _callback: unknown) => undefined) as typeof dns.lookup);

    const deadlines = watchDeadlines(QUICK.timeoutMs);
    const error = await failure(fetchFeed('http://feeds.board.test/jobs.json', null, QUICK));

    expect(error).toMatchObject({ reason: 'timeout' });
    expect(deadlines).toEqual({ started: 1, fired: 1 });
  });

  it('leaves no timer behind, whether the fetch succeeds or fails', async () => {
    // The deadlines' own timers, told apart by their delay: counting every active timer of the
    // process also counted whatever else started one meanwhile (a flaky 3 against 2 in CI).
    const deadline = 60_000;
    const started: NodeJS.Timeout[] = [];
    const cleared = new Set<unknown>();
    const [realSet, realClear] = [global.setTimeout, global.clearTimeout];
    const set = jest.spyOn(global, 'setTimeout').mockImplementation(((fn: () => void, ms?: number, ...args: unknown[]) => {
      const timer = realSet(fn, ms, ...args);
      if (ms === deadline) started.push(timer);
      return timer;
    }) as typeof setTimeout);
    const clear = jest.spyOn(global, 'clearTimeout').mockImplementation(((timer?: NodeJS.Timeout) => {
      cleared.add(timer);
      realClear(timer);
    }) as typeof clearTimeout);
    try {
      server.serve(sendJson(FEED));
      await fetchFeed(server.url(), null, { ...OPTIONS, timeoutMs: deadline });
      server.serve((_req, res) => res.writeHead(503).end());
      await failure(fetchFeed(server.url(), null, { ...OPTIONS, timeoutMs: deadline }));
    } finally {
      set.mockRestore();
      clear.mockRestore();
    }
    await server.allClosed();

    expect(started).toHaveLength(2);
    expect(started.filter((timer) => !cleared.has(timer))).toEqual([]);
  });
});

describe('fetchFeed: size cap', () => {
  const CAP = { ...OPTIONS, maxBytes: 1024 };

  it('refuses a declared Content-Length over the cap without waiting for the body', async () => {
    server.serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': 10_000_000 });
      res.write('[');
    });

    const error = await failure(fetchFeed(server.url(), null, CAP));

    expect(error).toMatchObject({ reason: 'too-large', retryable: false });
    await server.allClosed();
  });

  it('stops reading an undeclared body as soon as it passes the cap', async () => {
    server.serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(4096, 0x20);
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
    });

    const error = await failure(fetchFeed(server.url(), null, CAP));

    expect(error).toMatchObject({ reason: 'too-large' });
    await server.allClosed();
  });

  it('accepts a body of exactly the cap', async () => {
    const body = 'x'.repeat(CAP.maxBytes);
    server.serve((_req, res) => {
      res.writeHead(200);
      res.write(body.slice(0, 100));
      res.end(body.slice(100));
    });

    expect(await fetchFeed(server.url(), null, CAP)).toMatchObject({ status: 'fetched', bytes: CAP.maxBytes });
  });

  it.each([
    ['gzip', zlib.gzipSync],
    ['br', (raw: Buffer) => zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })],
    ['deflate', zlib.deflateSync],
  ])('stops a %s bomb at the cap on its decoded size', async (coding, compress) => {
    const bomb = compress(Buffer.alloc(32 * 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(OPTIONS.maxBytes);
    server.serve(sendJson(bomb, { 'content-encoding': coding }));

    const error = await failure(fetchFeed(server.url(), null, OPTIONS));

    expect(error).toMatchObject({ reason: 'too-large' });
  });
});

describe('fetchFeed: redirects stay on the board’s host', () => {
  it('follows a same-host redirect, relative or absolute', async () => {
    server.serve((req, res) => {
      if (req.url === '/old') res.writeHead(301, { location: '/middle' }).end();
      else if (req.url === '/middle') res.writeHead(302, { location: server.url('/feed.json') }).end();
      else sendJson(FEED)(req, res);
    });

    const result = await fetchFeed(server.url('/old'), null, OPTIONS);

    expect(result).toMatchObject({ status: 'fetched', body: FEED });
    expect(server.requests.map((r) => r.path)).toEqual(['/old', '/middle', '/feed.json']);
    expect(server.requests.every((r) => r.headers['user-agent'] === USER_AGENT)).toBe(true);
  });

  it('refuses a redirect to another host, even one on the same machine', async () => {
    server.serve((_req, res) => res.writeHead(302, { location: server.url('/feed.json', 'localhost') }).end());

    const error = await failure(fetchFeed(server.url('/old'), null, OPTIONS));

    expect(error).toMatchObject({ reason: 'redirect', retryable: false });
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    ['another port', 'http://127.0.0.1:1/feed.json'],
    ['another scheme', 'file:///etc/passwd'],
    ['another host over https', 'https://example.com/feed.json'],
  ])('refuses a redirect to %s', async (_what, location) => {
    server.serve((_req, res) => res.writeHead(307, { location }).end());

    expect(await failure(fetchFeed(server.url('/old'), null, OPTIONS))).toMatchObject({ reason: 'redirect' });
    expect(server.requests).toHaveLength(1);
  });

  it('gives up after maxRedirects hops', async () => {
    server.serve((_req, res) => res.writeHead(302, { location: '/again' }).end());

    const error = await failure(fetchFeed(server.url('/again'), null, { ...OPTIONS, maxRedirects: 2 }));

    expect(error).toMatchObject({ reason: 'redirect' });
    expect(server.requests).toHaveLength(3);
  });

  it('resolves the board’s name again for every hop and connects to the address it checked', async () => {
    const lookup = resolveNamesTo({ 'feeds.board.test': [{ address: '127.0.0.1', family: 4 }] });
    server.serve((req, res) => {
      if (req.url === '/old') res.writeHead(308, { location: '/feed.json' }).end();
      else sendJson(FEED)(req, res);
    });

    const result = await fetchFeed(server.url('/old', 'feeds.board.test'), null, OPTIONS);

    expect(result).toMatchObject({ status: 'fetched', body: FEED });
    expect(lookup.mock.calls.map((call) => call[0])).toEqual(['feeds.board.test', 'feeds.board.test']);
    expect(server.requests.map((r) => r.headers.host)).toEqual([`feeds.board.test:${server.port}`, `feeds.board.test:${server.port}`]);
  });
});

describe('fetchFeed: only public addresses unless allowPrivateAddresses', () => {
  it.each([
    ['loopback', (port: number) => `http://127.0.0.1:${port}/feed.json`],
    ['loopback by name', (port: number) => `http://localhost:${port}/feed.json`],
    ['loopback written as a number', (port: number) => `http://2130706433:${port}/feed.json`],
    ['IPv6 loopback', (port: number) => `http://[::1]:${port}/feed.json`],
    ['IPv4-mapped loopback', (port: number) => `http://[::ffff:127.0.0.1]:${port}/feed.json`],
    ['the unspecified address', (port: number) => `http://0.0.0.0:${port}/feed.json`],
    ['RFC 1918 10/8', () => 'http://10.0.0.1/feed.json'],
    ['RFC 1918 172.16/12', () => 'http://172.16.5.4/feed.json'],
    ['RFC 1918 192.168/16', () => 'https://192.168.1.1/feed.json'],
    ['cloud metadata (link-local)', () => 'http://169.254.169.254/latest/meta-data/'],
    ['carrier-grade NAT', () => 'http://100.64.0.1/feed.json'],
    ['multicast', () => 'http://224.0.0.1/feed.json'],
    ['IPv6 link-local', () => 'http://[fe80::1]/feed.json'],
    ['IPv6 unique-local', () => 'http://[fd00::1]/feed.json'],
    ['IPv4-mapped metadata address', () => 'http://[::ffff:169.254.169.254]/feed.json'],
  ])('refuses %s before connecting', async (_what, urlFor) => {
    server.serve(sendJson(FEED));

    const error = await failure(fetchFeed(urlFor(server.port), null, STRICT));

    expect(error).toMatchObject({ reason: 'blocked-address', retryable: false });
    expect(server.sockets).toHaveLength(0);
  });

  it('refuses a name when any of its addresses is private', async () => {
    resolveNamesTo({
      'feeds.board.test': [
        { address: '93.184.216.34', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    });

    const error = await failure(fetchFeed(server.url('/feed.json', 'feeds.board.test'), null, STRICT));

    expect(error).toMatchObject({ reason: 'blocked-address' });
    expect(error.message).toContain('127.0.0.1');
    expect(server.sockets).toHaveLength(0);
  });

  it('serves the same local board when private addresses are allowed', async () => {
    server.serve(sendJson(FEED));

    expect(await fetchFeed(server.url('/feed.json', 'localhost'), null, OPTIONS)).toMatchObject({ status: 'fetched', body: FEED });
  });
});

describe('fetchFeed: only http and https URLs', () => {
  it.each(['ftp://example.com/feed.json', 'file:///etc/passwd', 'data:application/json,[]', 'javascript:alert(1)', 'gopher://example.com/', 'not a url', ''])(
    'refuses %j',
    async (url) => {
      expect(await failure(fetchFeed(url, null, OPTIONS))).toMatchObject({ reason: 'bad-url', retryable: false });
    },
  );

  it('refuses credentials in the URL rather than dropping them', async () => {
    expect(await failure(fetchFeed(server.url().replace('http://', 'http://user:secret@'), null, OPTIONS))).toMatchObject({ reason: 'bad-url' });
    expect(server.sockets).toHaveLength(0);
  });
});

describe('feedUserAgent', () => {
  it('names the bot and where to read about it', () => {
    expect(feedUserAgent('https://remotehunt.example')).toBe('RemoteHuntBot/1.0 (+https://remotehunt.example/about; jobs aggregator)');
  });
});
