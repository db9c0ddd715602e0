import { parseArgs } from 'node:util';
import { createServices } from '../app/services';
import { loadConfig } from '../config/config';
import { commandLineServers } from '../embedded/resolve-servers';

const USAGE = `Usage: npm run ingest -- --board NAME

Fetches one job board's feed now, in this process (not through the queue), and stores its postings.
NAME is the board's name as listed on the Job Boards page (case and spaces do not matter), e.g. "Remote OK".`;

/** `npm run ingest -- --board NAME`: one board, now, with a progress line. */
async function main(): Promise<number> {
  let board: string | undefined;
  try {
    ({
      values: { board },
    } = parseArgs({ args: process.argv.slice(2), strict: true, options: { board: { type: 'string' } } }));
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (!board) {
    console.error(USAGE);
    return 2;
  }
  const servers = await commandLineServers(loadConfig());
  const services = await createServices(servers.config, { migrate: true }).catch(async (err) => {
    await servers.stop();
    throw err;
  });
  try {
    const target = await services.ingestion.findBoard(board);
    const progress = (done: number, total: number) => {
      const line = `${target.name}: stored ${done} of ${total} postings`;
      if (process.stdout.isTTY) process.stdout.write(`\r${line}`);
      else console.log(line);
    };
    const run = await services.ingestion.runBoard(target.id, { trigger: 'cli', onProgress: progress });
    if (process.stdout.isTTY) process.stdout.write('\n');
    console.log(
      `${target.name}: ${run.status}; fetched ${run.fetched}, created ${run.created}, updated ${run.updated}, ` +
        `unchanged ${run.unchanged}, listed elsewhere ${run.duplicates}, skipped ${run.skipped}`,
    );
    for (const [reason, count] of Object.entries(run.skipReasons)) console.log(`  skipped ${count}: ${reason}`);
    return 0;
  } catch (err) {
    console.error(`\nIngestion failed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await services.close();
    await servers.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
