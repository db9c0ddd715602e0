/**
 * The databases of one jest run, named so that runs and their workers never share one:
 *
 *   remotehunt_test_<run>_template   migrated once, in the global setup
 *   remotehunt_test_<run>_w<N>       a copy of it for jest worker N (CREATE DATABASE ... TEMPLATE)
 *
 * `<run>` is the pid of the jest process that ran the global setup; it reaches the workers as
 * REMOTEHUNT_TEST_RUN. The base name and server come from TEST_DATABASE_URL (default: the local
 * server's remotehunt_test). Plain CommonJS: test-env.js, which jest loads before every test file,
 * needs the worker's address synchronously.
 */
const BASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/remotehunt_test';

const baseName = () => decodeURIComponent(new URL(BASE_URL).pathname.slice(1));

function urlOf(name) {
  const url = new URL(BASE_URL);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

const runPrefix = (run) => `${baseName()}_${run}`;
const templateName = (run) => `${runPrefix(run)}_template`;
const workerName = (run, worker) => `${runPrefix(run)}_w${worker}`;

/**
 * The database a test file uses: its worker's copy once the global setup has made them, else the
 * base name (a process outside a jest run, such as the global setup itself).
 */
function testDatabaseUrl(env = process.env) {
  const run = env.REMOTEHUNT_TEST_RUN;
  return run ? urlOf(workerName(run, env.JEST_WORKER_ID || '1')) : BASE_URL;
}

/** The run a database of ours belongs to (its pid), or null for any other database. */
function runOfDatabase(name) {
  const prefix = `${baseName()}_`;
  if (!name.startsWith(prefix)) return null;
  const match = /^(\d+)_(template|w\d+)$/.exec(name.slice(prefix.length));
  return match ? Number(match[1]) : null;
}

module.exports = { BASE_URL, urlOf, runPrefix, templateName, workerName, testDatabaseUrl, runOfDatabase };
