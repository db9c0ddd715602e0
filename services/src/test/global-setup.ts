import { Client } from 'pg';
import { createDataSource } from '../database/data-source';

const { BASE_URL, urlOf, runPrefix, templateName, workerName, runOfDatabase } = require('./test-databases');

/** The one-per-run flag: every project of the run names this setup, and only the first does the work. */
const state = globalThis as { __remotehuntTestRun?: string };

/** What jest hands a global setup: only the worker count is read. */
interface JestGlobalConfig {
  maxWorkers: number;
}

/**
 * Once per jest run: applies the real migrations to a template database, then gives each jest
 * worker its own copy of it (CREATE DATABASE ... TEMPLATE: a file copy, not a second migration),
 * so test files run side by side, each worker emptying only its own database between files.
 * Tests always see exactly what the migrations build. Databases left by runs whose process has
 * gone (killed, or stopped before their teardown) are dropped first.
 */
export default async function globalSetup(globalConfig: JestGlobalConfig): Promise<void> {
  require('./test-env');
  if (state.__remotehuntTestRun) return;
  const run = String(process.pid);
  state.__remotehuntTestRun = run;

  const admin = await adminClient();
  try {
    await dropDatabasesOfGoneRuns(admin);
    await admin.query(`CREATE DATABASE ${quoted(templateName(run))}`);
    const db = createDataSource({ databaseUrl: urlOf(templateName(run)) });
    await db.initialize();
    await db.runMigrations({ transaction: 'each' });
    await db.destroy();
    // TypeORM keeps its entity registry on the global object. Here that is the jest process's own,
    // which jest hands on to every test file it runs in this process (--runInBand): each file's entity
    // classes would be added to this one registry and keep the whole file's modules alive.
    delete (globalThis as { typeormMetadataArgsStorage?: unknown }).typeormMetadataArgsStorage;
    for (let worker = 1; worker <= Math.max(1, globalConfig.maxWorkers); worker++) {
      await admin.query(`CREATE DATABASE ${quoted(workerName(run, worker))} TEMPLATE ${quoted(templateName(run))}`);
    }
  } finally {
    await admin.end();
  }
  // Read by test-env.js in every worker (jest starts them after this), naming each one's database.
  process.env.REMOTEHUNT_TEST_RUN = run;
}

/** Drops every database of this run: the template and the workers' copies. */
export async function dropRunDatabases(run: string): Promise<void> {
  const admin = await adminClient();
  try {
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE starts_with(datname, $1)`, [`${runPrefix(run)}_`]);
    for (const { datname } of rows) if (runOfDatabase(datname) === Number(run)) await admin.query(`DROP DATABASE IF EXISTS ${quoted(datname)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

async function adminClient(): Promise<Client> {
  const url = new URL(BASE_URL);
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  return admin;
}

/**
 * A run killed before its teardown leaves its databases behind. Its pid tells whether it is still
 * running, but only on the machine that ran it: against a server elsewhere (TEST_DATABASE_URL on
 * another host, which other machines may share) nothing is dropped.
 */
async function dropDatabasesOfGoneRuns(admin: Client): Promise<void> {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(BASE_URL).hostname)) return;
  const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database`);
  for (const { datname } of rows) {
    const run = runOfDatabase(datname);
    if (run !== null && !isAlive(run)) await admin.query(`DROP DATABASE IF EXISTS ${quoted(datname)} WITH (FORCE)`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists, but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
