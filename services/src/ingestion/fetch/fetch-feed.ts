import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { blockedAddressError, checkedLookup, isPublicAddress } from './address-policy';
import { readFeedBody } from './feed-body';
import { FeedFetchError } from './feed-fetch-error';

export interface FetchFeedOptions {
  /** One deadline for the whole download: DNS, connecting, headers, body, and every redirect. */
  timeoutMs: number;
  /** The most body bytes accepted, both as sent and once decompressed. */
  maxBytes: number;
  /** feedUserAgent(config.publicUrl) */
  userAgent: string;
  /** Only for tests and local development, whose feeds are served from 127.0.0.1. */
  allowPrivateAddresses: boolean;
  /** Redirects followed on the board's own host; 3 when not given. */
  maxRedirects?: number;
  /** The Accept header; a feed's types when not given. */
  accept?: string;
  /**
   * Follow redirects to other hosts too (never from https to http). Each address connected to is
   * still checked to be public; for a company logo, whose CDN is rarely the site's own host.
   */
  crossHostRedirects?: boolean;
}

/** What the board said about the version it served, sent back on the next fetch. */
export interface FeedValidators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchFeedResult =
  | { status: 'fetched'; body: string; validators: FeedValidators; contentType: string | null; bytes: number }
  | { status: 'not-modified'; validators: FeedValidators };

/** fetchBytes' answer: the body as it came (decompressed), and the address it finally came from. */
export type FetchBytesResult =
  | { status: 'fetched'; body: Buffer; validators: FeedValidators; contentType: string | null; bytes: number; url: string }
  | { status: 'not-modified'; validators: FeedValidators };

const DEFAULT_MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const ACCEPT = 'application/json, application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

export function feedUserAgent(publicUrl: string): string {
  return `RemoteHuntBot/1.0 (+${publicUrl.replace(/\/+$/, '')}/about; jobs aggregator)`;
}

/**
 * Downloads a board's feed from its configured URL and nowhere else: redirects
 * are followed only on the same host (http may upgrade to https), every
 * address connected to is checked to be public, and the body is capped in
 * time and size. `previous` makes the request conditional, so an unchanged
 * feed costs the board one short 304.
 *
 * Throws FeedFetchError; its `retryable` says whether trying later may help.
 */
export async function fetchFeed(url: string, previous: FeedValidators | null, opts: FetchFeedOptions): Promise<FetchFeedResult> {
  const result = await fetchBytes(url, previous, opts);
  if (result.status === 'not-modified') return result;
  const { body, validators, contentType, bytes } = result;
  return { status: 'fetched', body: body.toString('utf8'), validators, contentType, bytes };
}

/**
 * fetchFeed's download, for any public resource (a feed, a company's logo or home page): the same
 * address policy, deadline and size cap, the body as bytes.
 */
export async function fetchBytes(url: string, previous: FeedValidators | null, opts: FetchFeedOptions): Promise<FetchBytesResult> {
  const boardUrl = parseFeedUrl(url);
  checkLiteralAddress(boardUrl, opts);
  const maxRedirects = opts.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), opts.timeoutMs);
  let response: http.IncomingMessage | undefined;
  try {
    let target = boardUrl;
    for (let redirects = 0; ; redirects++) {
      response = await sendRequest(target, previous, opts, deadline.signal);
      const status = response.statusCode ?? 0;
      if (!REDIRECT_STATUSES.has(status) || response.headers.location === undefined) {
        return await readResult(response, target, previous, opts, deadline.signal);
      }
      response.destroy();
      if (redirects >= maxRedirects) {
        throw new FeedFetchError(`${url} redirected more than ${maxRedirects} times`, 'redirect');
      }
      target = redirectTarget(target, response.headers.location, opts);
    }
  } catch (error) {
    // Whatever went wrong, the board may still be sending; hang up rather than leave the socket open.
    response?.destroy();
    if (deadline.signal.aborted) {
      throw new FeedFetchError(`${url} did not answer in full within ${opts.timeoutMs} ms`, 'timeout', undefined, true);
    }
    if (error instanceof FeedFetchError) throw error;
    throw new FeedFetchError(`${url} could not be fetched: ${(error as Error).message}`, 'network', undefined, true);
  } finally {
    clearTimeout(timer);
  }
}

function parseFeedUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new FeedFetchError(`not a URL: ${url}`, 'bad-url');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new FeedFetchError(`only http and https addresses are fetched, not ${parsed.protocol} (${url})`, 'bad-url');
  }
  if (parsed.username || parsed.password) {
    throw new FeedFetchError(`credentials in a URL are not supported (${parsed.host})`, 'bad-url');
  }
  return parsed;
}

/** Sockets skip the lookup for an IP address in the URL, so it is checked here. */
function checkLiteralAddress(target: URL, opts: FetchFeedOptions): void {
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!opts.allowPrivateAddresses && net.isIP(host) !== 0 && !isPublicAddress(host)) {
    throw blockedAddressError(host, host);
  }
}

/** The same host only, never a downgrade from https, and checked like the board's own URL. */
function redirectTarget(current: URL, location: string, opts: FetchFeedOptions): URL {
  let next: URL;
  try {
    next = new URL(location, current);
  } catch {
    throw new FeedFetchError(`${current.href} redirected to an invalid URL: ${location}`, 'redirect');
  }
  const sameOrigin = next.origin === current.origin;
  const upgrade = current.protocol === 'http:' && next.protocol === 'https:' && next.hostname === current.hostname && next.port === '';
  const elsewhere = opts.crossHostRedirects === true && (next.protocol === 'https:' || (current.protocol === 'http:' && next.protocol === 'http:'));
  if (!sameOrigin && !upgrade && !elsewhere) {
    throw new FeedFetchError(`${current.href} redirected to another host or scheme: ${next.href}`, 'redirect');
  }
  if (next.username || next.password) {
    throw new FeedFetchError(`${current.href} redirected to a URL with credentials`, 'redirect');
  }
  checkLiteralAddress(next, opts);
  return next;
}

function sendRequest(target: URL, previous: FeedValidators | null, opts: FetchFeedOptions, signal: AbortSignal): Promise<http.IncomingMessage> {
  const headers: http.OutgoingHttpHeaders = {
    'user-agent': opts.userAgent,
    accept: opts.accept ?? ACCEPT,
    'accept-encoding': 'gzip, deflate, br',
  };
  if (previous?.etag) headers['if-none-match'] = previous.etag;
  if (previous?.lastModified) headers['if-modified-since'] = previous.lastModified;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      { method: 'GET', headers, agent: false, lookup: checkedLookup(opts.allowPrivateAddresses), signal },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

async function readResult(
  response: http.IncomingMessage,
  target: URL,
  previous: FeedValidators | null,
  opts: FetchFeedOptions,
  signal: AbortSignal,
): Promise<FetchBytesResult> {
  const status = response.statusCode ?? 0;
  const validators = validatorsOf(response);
  if (status === 304) {
    response.destroy();
    return {
      status: 'not-modified',
      validators: {
        etag: validators.etag ?? previous?.etag ?? null,
        lastModified: validators.lastModified ?? previous?.lastModified ?? null,
      },
    };
  }
  if (status < 200 || status >= 300) {
    response.destroy();
    const retryable = status >= 500 || status === 429;
    throw new FeedFetchError(`${target.host} answered ${status} ${response.statusMessage ?? ''}`.trimEnd(), 'http-status', status, retryable);
  }
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > opts.maxBytes) {
    response.destroy();
    throw new FeedFetchError(`the body is ${declared} bytes, over the ${opts.maxBytes} byte limit`, 'too-large');
  }
  const body = await readFeedBody(response, response.headers['content-encoding'], opts.maxBytes, signal);
  return { status: 'fetched', body, validators, contentType: response.headers['content-type'] ?? null, bytes: body.length, url: target.href };
}

function validatorsOf(response: http.IncomingMessage): FeedValidators {
  return { etag: response.headers.etag ?? null, lastModified: response.headers['last-modified'] ?? null };
}
