import { existsSync, statSync } from 'node:fs';
import { checkFeeds, feedsCheckExitCode } from './feeds-checker';

const USAGE = 'Usage: npm run feeds:check -- DIR   (DIR holds one folder per adapter: remoteok/, weworkremotely/, ...)';

/**
 * `npm run feeds:check -- DIR`: parses every recorded feed payload and ends
 * with "postings: N, ingested: X, skipped: Y, failed: Z". Exits 1 when a file
 * cannot be read or a posting failed, 2 on a usage error.
 */
export function main(args: readonly string[], write: (line: string) => void = console.log): number {
  const dir = args[0];
  if (!dir || args.length > 1 || !existsSync(dir) || !statSync(dir).isDirectory()) {
    write(dir && args.length === 1 ? `Not a directory: ${dir}\n${USAGE}` : USAGE);
    return 2;
  }
  const report = checkFeeds(dir);
  for (const line of report.lines) write(line);
  return feedsCheckExitCode(report.totals);
}

if (require.main === module) {
  process.exitCode = main(process.argv.slice(2));
}
