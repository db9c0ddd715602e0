import { Queue, QueueEvents } from 'bullmq';
import type { Services } from '../../app/services';
import { createQueueConnection, queuePrefix } from '../../queues/queue-connection';
import { MaintenanceJob, QueueName } from '../../queues/queue-names';
import { createJob, createUser } from '../../test/factories';
import { createTestServices } from '../../test/services';
import { startWorkers, type RunningWorkers } from '../../workers/start-workers';

let services: Services;
let workers: RunningWorkers;
beforeAll(async () => {
  services = await createTestServices();
  workers = await startWorkers(services);
});
afterAll(async () => {
  await workers.close();
  await services.close();
});

/** Adds a job to the maintenance queue, as its scheduler would, and answers what the running worker made of it. */
async function runMaintenanceJob(name: string, data: object): Promise<unknown> {
  const connection = createQueueConnection(services.config);
  const queue = new Queue(QueueName.Maintenance, { connection, prefix: queuePrefix(services.config) });
  const eventsConnection = createQueueConnection(services.config);
  const events = new QueueEvents(QueueName.Maintenance, { connection: eventsConnection, prefix: queuePrefix(services.config) });
  try {
    await events.waitUntilReady();
    const job = await queue.add(name, data);
    return await job.waitUntilFinished(events, 20_000);
  } finally {
    await events.close();
    await queue.close();
    await Promise.all([connection.quit(), eventsConnection.quit()]);
  }
}

it('the maintenance worker deletes sessions that ended long ago and keeps live ones', async () => {
  const live = await createUser(services);
  const old = await createUser(services);
  await services.db.query(`UPDATE sessions SET revoked_at = now() - interval '40 days' WHERE user_id = $1`, [old.userId]);

  const result = await runMaintenanceJob(MaintenanceJob.PurgeSessions, { olderThanDays: 30 });

  expect(result).toEqual({ deleted: 1 });
  expect(await services.accounts.authenticate(live.token)).not.toBeNull();
  const [{ count }] = await services.db.query(`SELECT count(*)::int AS count FROM sessions WHERE user_id = $1`, [old.userId]);
  expect(count).toBe(0);
});

it('the maintenance worker sweeps jobs whose time ran out out of job_search, and folds the counts', async () => {
  const { id } = await createJob(services, { tags: ['sweepable'] });
  await createJob(services, { tags: ['sweepable'] });
  // Time passing writes nothing: valid_through moves in both copies with the triggers off.
  await services.db.transaction(async (tx) => {
    await tx.query(`SET LOCAL session_replication_role = replica`);
    await tx.query(`UPDATE jobs SET valid_through = now() - interval '1 minute' WHERE id = $1`, [id]);
    await tx.query(`UPDATE job_search SET valid_through = now() - interval '1 minute' WHERE id = $1`, [id]);
  });

  const result = await runMaintenanceJob(MaintenanceJob.SweepJobSearch, {});

  expect(result).toMatchObject({ expired: 1 });
  expect(await services.db.query(`SELECT 1 FROM job_search WHERE id = $1`, [id])).toEqual([]);
  expect(await services.db.query(`SELECT term, live FROM job_term_counts WHERE term = 't:sweepable'`)).toEqual([{ term: 't:sweepable', live: 1 }]);
});

it('the maintenance worker schedules the sweep every minute', async () => {
  const scheduler = await services.queues.maintenance.getJobScheduler(MaintenanceJob.SweepJobSearch);
  expect(scheduler).toMatchObject({ every: 60_000 });
});

it('the maintenance worker runs the billing sweep every minute: stale subscribe claims settled, replaced plans stopped', async () => {
  expect(await services.queues.maintenance.getJobScheduler(MaintenanceJob.SweepBilling)).toMatchObject({ every: 60_000 });
  const crashed = await createUser(services);
  const live = await createUser(services);
  // A claim a process left 20 minutes ago (in local mode it made nothing), one taken a moment ago,
  // and a replaced plan whose stop at the provider has not gone out.
  await services.db.query(
    `UPDATE app_subscriptions SET subscribe_attempt = gen_random_uuid(), subscribe_attempt_at = now() - CASE WHEN user_id = $1 THEN interval '20 minutes' ELSE interval '0' END
      WHERE user_id IN ($1, $2)`,
    [crashed.userId, live.userId],
  );
  await services.db.query(`INSERT INTO provider_cancellations (subscription_id, user_id, reason) VALUES ('sub_local_replaced', $1, 'replaced')`, [crashed.userId]);

  const result = await runMaintenanceJob(MaintenanceJob.SweepBilling, {});

  expect(result).toEqual({ claims: { settled: 1, recorded: 0 }, cancellations: { cancelled: 1, failed: 0 } });
  const claims = await services.db.query(`SELECT user_id, subscribe_attempt IS NOT NULL AS claimed FROM app_subscriptions WHERE user_id IN ($1, $2) ORDER BY user_id = $1`, [
    crashed.userId,
    live.userId,
  ]);
  expect(claims).toEqual([
    { user_id: live.userId, claimed: true },
    { user_id: crashed.userId, claimed: false },
  ]);
  const [stop] = await services.db.query(`SELECT done_at FROM provider_cancellations WHERE subscription_id = 'sub_local_replaced'`);
  expect(stop.done_at).toBeInstanceOf(Date);
});
