import { existsSync, statSync } from 'node:fs';
import { checkFeeds, feedsCheckExitCode } from './feeds-checker';

const USAGE = 'Usage: npm run feeds:check -- DIR [--json]   (DIR holds one folder per adapter: remoteok/, weworkremotely/, ...)';

/**
 * `npm run feeds:check -- DIR`: parses every recorded feed payload and ends
 * with "postings: N, ingested: X, skipped: Y, failed: Z". Exits 1 when a file
 * cannot be read or a posting failed, 2 on a usage error.
 *
 * With `--json`, standard output is one JSON object per posting read (feeds-check-record.ts),
 * so it can be piped to jq or a script; the per-file report goes to standard error.
 */
export function main(args: readonly string[], write: (line: string) => void = console.log, writeReport: (line: string) => void = console.error): number {
  const json = args.includes('--json');
  const rest = args.filter((a) => a !== '--json');
  const dir = rest[0];
  if (!dir || rest.length > 1 || !existsSync(dir) || !statSync(dir).isDirectory()) {
    write(dir && rest.length === 1 ? `Not a directory: ${dir}\n${USAGE}` : USAGE);
    return 2;
  }
  const report = checkFeeds(dir, json ? { onPosting: (record) => write(JSON.stringify(record)) } : {});
  for (const line of report.lines) (json ? writeReport : write)(line);
  return feedsCheckExitCode(report.totals);
}

if (require.main === module) {
  process.exitCode = main(process.argv.slice(2));
}
