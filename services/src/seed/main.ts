import { createServices } from '../app/services';
import { loadConfig } from '../config/config';
import { commandLineServers } from '../embedded/resolve-servers';
import { compactJobCounts } from '../jobs/job-search-sweep';
import { parseSeedArgs, SEED_USAGE, SeedUsageError } from './seed-args';
import { resetCatalogue, seedCatalogue } from './seed-catalogue';

/** `npm run seed -- --jobs N`: adds a generated catalogue, e.g. a large one for benchmarks. */
async function main(): Promise<number> {
  let args;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof SeedUsageError)) throw e;
    console.error(`${e.message}\n\n${SEED_USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(SEED_USAGE);
    return 0;
  }

  const servers = await commandLineServers(loadConfig());
  const services = await createServices(servers.config, { migrate: true }).catch(async (err) => {
    await servers.stop();
    throw err;
  });
  try {
    if (args.reset) {
      const started = performance.now();
      const removed = await resetCatalogue(services.db);
      console.log(`Deleted ${removed.jobs} jobs, ${removed.companies} companies and ${removed.tags} tags in ${secondsSince(started)} s`);
    }
    const started = performance.now();
    const seeded = await seedCatalogue(services.db, {
      jobs: args.jobs,
      companies: args.companies,
      seed: args.seed,
      parallel: args.parallel,
    });
    console.log(`Added ${seeded.jobs} jobs, ${seeded.companies} companies and ${seeded.tags} tags in ${secondsSince(started)} s`);
    // The seed's count deltas folded and their space given back, as the lists and panel expect.
    const compacting = performance.now();
    await compactJobCounts(services.db);
    console.log(`Folded and compacted the job count tables in ${secondsSince(compacting)} s`);
    if (seeded.jobs < args.jobs) {
      console.log(`${args.jobs - seeded.jobs} jobs were already there (this seed was used before); pass --reset or another --seed`);
    }
  } finally {
    await services.close();
    await servers.stop();
  }
  return 0;
}

function secondsSince(start: number): string {
  return ((performance.now() - start) / 1000).toFixed(1);
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
