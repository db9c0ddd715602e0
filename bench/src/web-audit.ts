import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium, type Request } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const REMOTE_JOBS_ROUTE = '/#/remote-jobs';

/** What the web app keeps in localStorage after signing in. */
export interface WebSession {
  token: string;
  userInfo: unknown;
}

export interface ScriptTransfer {
  path: string;
  /** The body as the gateway sent it, in the encoding Chromium asked for. */
  transferredBytes: number;
  encoding: string;
  /** The body gzipped at zlib's default level, as the gateway gzips: the unit the target is set in. */
  gzipBytes: number;
}

export interface RouteJavaScript {
  scripts: ScriptTransfer[];
  transferredBytes: number;
  gzipBytes: number;
}

export interface LighthouseRun {
  preset: 'mobile' | 'desktop';
  score: number;
  /** Every run's score when several were taken; the rest of the record is the median run's. */
  scores: number[];
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number };
  benchmarkIndex: number;
  warnings: string[];
}

/** The JavaScript a signed-in visitor's browser downloads for the remote-jobs page, as sent (compressed) by the gateway. */
export async function measureRouteJavaScript(baseUrl: string, session: WebSession): Promise<RouteJavaScript> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext();
    await context.addInitScript(
      ({ origin, token, userInfo }) => {
        if (window.location.origin !== origin) return;
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('userInfo', userInfo);
      },
      { origin: new URL(baseUrl).origin, token: session.token, userInfo: JSON.stringify(session.userInfo) },
    );
    const page = await context.newPage();
    const measured: Promise<ScriptTransfer | null>[] = [];
    let jobsAnswered = false;
    page.on('requestfinished', (request) => {
      measured.push(scriptTransfer(request, baseUrl));
    });
    page.on('response', (response) => {
      if (response.url().endsWith('/graphql') && response.request().postData()?.includes('"operationName":"Jobs"') && response.ok()) {
        jobsAnswered = true;
      }
    });
    await page.goto(`${baseUrl}${REMOTE_JOBS_ROUTE}`, { waitUntil: 'networkidle' });
    const scripts = (await Promise.all(measured)).filter((s): s is ScriptTransfer => s !== null);
    // Measuring a sign-in redirect or an error page would say nothing about the jobs page.
    if (!page.url().includes(REMOTE_JOBS_ROUTE) || !jobsAnswered) {
      throw new Error(`The remote-jobs page did not load its jobs (ended at ${page.url()}); is the web build current?`);
    }
    return {
      scripts,
      transferredBytes: scripts.reduce((sum, s) => sum + s.transferredBytes, 0),
      gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    };
  } finally {
    await browser.close();
  }
}

async function scriptTransfer(request: Request, baseUrl: string): Promise<ScriptTransfer | null> {
  const response = await request.response();
  if (!response || !request.url().startsWith(baseUrl)) return null;
  const type = response.headers()['content-type'] ?? '';
  if (request.resourceType() !== 'script' && !type.includes('javascript')) return null;
  const encoding = response.headers()['content-encoding'] ?? 'identity';
  const { responseBodySize } = await request.sizes();
  // Chromium asks for brotli even over plain http, so the gzip figure is computed from the decoded body.
  const gzipBytes = encoding === 'gzip' ? responseBodySize : gzipSync(await response.body()).length;
  return { path: new URL(request.url()).pathname, transferredBytes: responseBodySize, encoding, gzipBytes };
}

/**
 * The median of several Lighthouse runs, as Lighthouse's own guidance on
 * variability advises; one run moves by several points on a busy machine.
 */
export async function medianLighthouse(baseUrl: string, session: WebSession, preset: 'mobile' | 'desktop', runs: number): Promise<LighthouseRun> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await runLighthouse(baseUrl, session, preset));
  const sorted = [...results].sort((a, b) => a.score - b.score);
  return { ...sorted[Math.floor((runs - 1) / 2)], scores: results.map((r) => r.score) };
}

/** Lighthouse's performance category for the signed-in remote-jobs page, in the system's Chromium. */
export async function runLighthouse(baseUrl: string, session: WebSession, preset: 'mobile' | 'desktop'): Promise<LighthouseRun> {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const port = await freePort();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'rh-bench-chromium-'));
  let context: BrowserContext | undefined;
  try {
    // A persistent context is the browser's default one, so the tab Lighthouse opens shares its localStorage.
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
    });
    const page = context.pages()[0] ?? (await context.newPage());
    // Any same-origin page that loads no JavaScript, so nothing is cached before Lighthouse looks.
    await page.goto(`${baseUrl}/healthz`);
    await page.evaluate(({ token, userInfo }) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('userInfo', userInfo);
    }, { token: session.token, userInfo: JSON.stringify(session.userInfo) });

    const result = await lighthouse(
      `${baseUrl}${REMOTE_JOBS_ROUTE}`,
      { port, hostname: '127.0.0.1', logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: true },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // The whole report (main-thread breakdown, long tasks, bootup time by script), to see where the time goes.
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      await writeFile(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `remote-jobs-${preset}-${Date.now()}.json`), JSON.stringify(lhr));
    }
    const score = lhr.categories.performance?.score;
    if (score === null || score === undefined) throw new Error(`Lighthouse gave no performance score (${lhr.runWarnings.join('; ')})`);
    if (!lhr.finalDisplayedUrl.includes(REMOTE_JOBS_ROUTE)) {
      throw new Error(`Lighthouse ended at ${lhr.finalDisplayedUrl}, not the remote-jobs page; the stored sign-in did not hold`);
    }
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      preset,
      score: Math.round(score * 100),
      scores: [Math.round(score * 100)],
      metrics: {
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        speedIndex: metric('speed-index'),
      },
      benchmarkIndex: lhr.environment.benchmarkIndex,
      warnings: lhr.runWarnings,
    };
  } finally {
    await context?.close();
    await rm(profile, { recursive: true, force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Lighthouse's four categories for a public job page, as a visitor's phone loads it. */
export interface PageAudit {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Every run's performance score; the rest of the record is the median run's (by performance). */
  performanceScores: number[];
  metrics: LighthouseRun['metrics'];
  /** The audits that lost points in the median run, as Lighthouse names them. */
  failedAudits: string[];
  warnings: string[];
}

/** The median (by performance) of several Lighthouse runs on a public page, mobile preset, no session. */
export async function medianPageAudit(baseUrl: string, pagePath: string, runs: number): Promise<PageAudit> {
  const results: PageAudit[] = [];
  for (let i = 0; i < runs; i++) results.push(await auditPage(baseUrl, pagePath));
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor((runs - 1) / 2)], performanceScores: results.map((r) => r.performance) };
}

async function auditPage(baseUrl: string, pagePath: string): Promise<PageAudit> {
  const { default: lighthouse } = await import('lighthouse');
  const port = await freePort();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'rh-bench-chromium-'));
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`] });
    const result = await lighthouse(`${baseUrl}${pagePath}`, {
      port,
      hostname: '127.0.0.1',
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      if (value === null || value === undefined) throw new Error(`Lighthouse gave no ${id} score (${lhr.runWarnings.join('; ')})`);
      return Math.round(value * 100);
    };
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failedAudits = Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable')
      .map((audit) => audit.id);
    return {
      path: pagePath,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      performanceScores: [score('performance')],
      metrics: {
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        speedIndex: metric('speed-index'),
      },
      failedAudits: [...new Set(failedAudits)],
      warnings: lhr.runWarnings,
    };
  } finally {
    await context?.close();
    await rm(profile, { recursive: true, force: true });
  }
}
