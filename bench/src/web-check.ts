/**
 * The web half of the benchmark on its own, against a gateway that is already running:
 * `node bench/dist/web-check.js [--base-url http://127.0.0.1:4600] [--runs 3] [--preset mobile|desktop|both] [--js-only]`.
 * Signs a check user up (or in, when it exists) over REST, then prints the route's
 * JavaScript per script and the median Lighthouse run.
 */
import { parseArgs } from 'node:util';
import { type LighthouseRun, measureRouteJavaScript, medianLighthouse, type WebSession } from './web-audit';

const CHECK_USER = { name: 'Web Check', email: 'web-check@remotehunt.test', password: 'web-check-Passw0rd!' };

async function session(baseUrl: string): Promise<WebSession> {
  const post = (route: string, body: object) =>
    fetch(`${baseUrl}/api/v1/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  let response = await post('signin', { email: CHECK_USER.email, password: CHECK_USER.password });
  if (!response.ok) response = await post('signup', CHECK_USER);
  if (!response.ok) throw new Error(`Signing the check user in answered ${response.status}: ${await response.text()}`);
  const { token, userInfo } = (await response.json()) as WebSession;
  return { token, userInfo };
}

// kB of 1000 bytes, the unit of the benchmark report and its targets.
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function printLighthouse(run: LighthouseRun): void {
  const { fcp, lcp, tbt, cls, speedIndex } = run.metrics;
  console.log(
    `Lighthouse ${run.preset}: ${run.score} (runs ${run.scores.join(', ')}; median run: FCP ${(fcp / 1000).toFixed(2)} s, ` +
      `LCP ${(lcp / 1000).toFixed(2)} s, TBT ${tbt.toFixed(0)} ms, CLS ${cls.toFixed(3)}, SI ${(speedIndex / 1000).toFixed(2)} s, ` +
      `benchmarkIndex ${run.benchmarkIndex})`,
  );
  for (const warning of run.warnings) console.log(`  warning: ${warning}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string', default: 'http://127.0.0.1:4600' },
      runs: { type: 'string', default: '3' },
      preset: { type: 'string', default: 'mobile' },
      'js-only': { type: 'boolean', default: false },
    },
  });
  const baseUrl = values['base-url'].replace(/\/$/, '');
  const signedIn = await session(baseUrl);

  const javascript = await measureRouteJavaScript(baseUrl, signedIn);
  console.log('Scripts of the remote-jobs route (gzip KB):');
  for (const script of [...javascript.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${kb(script.gzipBytes).padStart(7)}  ${script.path}`);
  }
  console.log(`  ${kb(javascript.gzipBytes).padStart(7)}  total (${javascript.scripts.length} scripts)`);
  if (values['js-only']) return;

  const presets = values.preset === 'both' ? (['mobile', 'desktop'] as const) : [values.preset as 'mobile' | 'desktop'];
  for (const preset of presets) printLighthouse(await medianLighthouse(baseUrl, signedIn, preset, Number(values.runs)));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
});
