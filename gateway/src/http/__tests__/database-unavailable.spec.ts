import express from 'express';
import supertest from 'supertest';
import { GraphQLError } from 'graphql';
import { DATABASE_UNAVAILABLE } from '@remotehunt/services/database/database-unreachable';
import { formatError } from '../../graphql/format-error';
import { createLogger } from '../../logger';
import { errorHandler } from '../error-handler';

/**
 * PostgreSQL not answering (refused, cut, shutting down, no connection in time) is a clear 503 with
 * Retry-After over REST and GraphQL alike, never the generic 500: the caller waits and tries again.
 */
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const failures: [string, unknown][] = [
  ['refused', refused],
  ['refused on every address (Node’s AggregateError)', Object.assign(new AggregateError([refused, refused]), { code: undefined })],
  ['cut mid-query', new Error('Connection terminated unexpectedly')],
  ['no connection within the pool’s timeout', new Error('timeout exceeded when trying to connect')],
  ['shutting down (57P01), as TypeORM wraps it', Object.assign(new Error('query failed'), { driverError: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) })],
];

function restAnswer(err: unknown) {
  const app = express();
  app.get('/boom', () => {
    throw err;
  });
  app.use(errorHandler);
  return supertest(app).get('/boom');
}

describe('a database that does not answer', () => {
  it.each(failures)('%s: REST answers 503 with Retry-After and says so', async (_name, err) => {
    const res = await restAnswer(err);
    expect([res.status, res.headers['retry-after'], res.body]).toEqual([503, '10', { message: DATABASE_UNAVAILABLE }]);
  });

  it.each(failures)('%s: GraphQL answers the same status and words', (_name, err) => {
    const format = formatError(createLogger({ logLevel: 'silent', env: 'test' }));
    // As a resolver's error reaches formatError: wrapped, with the field's path.
    const error = new GraphQLError('wrapped', { originalError: err as Error, path: ['jobs'] });
    expect(format({ message: 'wrapped' }, error)).toMatchObject({ message: DATABASE_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE', status: 503, retryAfter: 10 } });
  });

  it('leaves a failed statement what it is: a 500 with the generic words, nothing of the error', async () => {
    const res = await restAnswer(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }));
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('duplicate key');
  });
});
