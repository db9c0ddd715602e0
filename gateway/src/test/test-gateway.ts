import { randomUUID } from 'node:crypto';
import supertest from 'supertest';
import type { Services } from '@remotehunt/services/app/services';
import { DEFAULT_PASSWORD } from '@remotehunt/services/test/factories';
import { createTestServices } from '@remotehunt/services/test/services';
import { createApp } from '../app';
import { createLogger, type Logger } from '../logger';
import { checkedAgainstDocument } from './openapi-contract';

export interface TestUser {
  token: string;
  userId: string;
  email: string;
  password: string;
}

/**
 * The real gateway app (REST + GraphQL) on the test database and Redis,
 * driven in-process through supertest. One per test file. Every /api/v1 answer `request` receives
 * is checked against the OpenAPI document (./openapi-contract.ts): one that does not match fails
 * the request that got it.
 */
/** `logger` is silent unless given (the hostile-input test reads what was logged). */
export async function createTestGateway(env: NodeJS.ProcessEnv = {}, logger?: Logger) {
  const services: Services = await createTestServices(env);
  const gateway = await createApp(services, logger ?? createLogger({ logLevel: 'silent', env: 'test' }));
  // Ready as a load balancer would find it (/readyz): its term bitmaps built, or their build
  // failed and PostgreSQL answers (the failure is the gateway's to log, not the test's).
  await services.jobTermIndex?.ready().catch(() => undefined);
  const request = checkedAgainstDocument(supertest(gateway.app));

  async function signUp(overrides: { name?: string; email?: string; password?: string; admin?: boolean; recruiter?: boolean } = {}): Promise<TestUser> {
    const email = overrides.email ?? `user-${randomUUID()}@example.com`;
    const password = overrides.password ?? DEFAULT_PASSWORD;
    const res = await request.post('/api/v1/signup').send({ name: overrides.name ?? 'Test User', email, password });
    if (res.status !== 201) throw new Error(`sign up failed: ${res.status} ${JSON.stringify(res.body)}`);
    if (overrides.admin || overrides.recruiter) {
      await services.db.query(`UPDATE users SET is_admin = $2, is_recruiter = $3 WHERE id = $1`, [
        res.body.userId,
        overrides.admin ?? false,
        overrides.recruiter ?? false,
      ]);
    }
    return { token: res.body.token, userId: res.body.userId, email, password };
  }

  function graphql(query: string, variables: Record<string, unknown> = {}, token?: string) {
    const req = request.post('/graphql').set('content-type', 'application/json');
    if (token) req.set('authorization', `Bearer ${token}`);
    return req.send({ query, variables });
  }

  async function close() {
    await gateway.close();
    const keys = await services.redis.keys(`${services.config.redisPrefix}*`);
    if (keys.length) await services.redis.del(...keys);
    await services.close();
  }

  return { services, app: gateway.app, request, signUp, graphql, close };
}

export type TestGateway = Awaited<ReturnType<typeof createTestGateway>>;

export const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });
