import supertest from 'supertest';
import type { Services } from '@remotehunt/services/app/services';
import { createTestServices } from '@remotehunt/services/test/services';
import { createApp, type GatewayApp } from '../../app';
import { createLogger } from '../../logger';

/**
 * A gateway says it is ready (/readyz) only once its term bitmaps are built, so a load balancer
 * sends it traffic when its lists and panels come from them. The build is held here on a lock a
 * writer might hold for a moment (ACCESS EXCLUSIVE on job_search_words), which it waits behind.
 */
let services: Services;
let gateway: GatewayApp | undefined;

beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  await gateway?.close();
  await services.close();
});

it('answers /readyz 503 while its term bitmaps are being built, then 200', async () => {
  const holder = services.db.createQueryRunner();
  await holder.connect();
  await holder.startTransaction();
  await holder.query('LOCK TABLE job_search_words IN ACCESS EXCLUSIVE MODE');
  try {
    gateway = await createApp(services, createLogger({ logLevel: 'silent', env: 'test' }));
    const request = supertest(gateway.app);
    const building = await request.get('/readyz');
    expect([building.status, building.body]).toEqual([503, { status: 'unavailable' }]);
    expect((await request.get('/healthz')).status).toBe(200);
  } finally {
    await holder.rollbackTransaction();
    await holder.release();
  }
  await services.jobTermIndex!.ready();
  const ready = await supertest(gateway.app).get('/readyz');
  expect([ready.status, ready.body]).toEqual([200, { status: 'ready' }]);
});
