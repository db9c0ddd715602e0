import { randomUUID } from 'node:crypto';
import * as refusals from '@remotehunt/services/forms/__tests__/refusals';
import { createJob } from '@remotehunt/services/test/factories';
import type { Test } from 'supertest';
import { orderJobPosting } from '../test/job-posting-order';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../test/test-gateway';

// The forms' invalid values (services/src/forms/__tests__/refusals.ts), sent over both transports:
// each is refused with the message the web form shows for it (each feature's
// __tests__/shared-rules.spec.tsx types the same values), so the page and the API agree.

let gw: TestGateway;
let user: TestUser;
let admin: TestUser;
let appliedJobId: string;

beforeAll(async () => {
  gw = await createTestGateway();
  user = await gw.signUp();
  admin = await gw.signUp({ admin: true });
  const job = await createJob(gw.services, { title: 'Senior Engineer', companyName: 'Initech' });
  const applied = await gw.request.post(`/api/v1/users/${user.userId}/applied_jobs`).set(bearer(user)).send({ jobId: job.id });
  appliedJobId = applied.body._id;
});
afterAll(() => gw?.close());

type Values = Record<string, unknown>;

interface Transports {
  rest(values: Values): Test;
  /** An operation taking the values as variables, and who sends it; none where GraphQL has no such mutation (uploads). */
  graphql?: { query: string; variables(values: Values): Values; as?: () => TestUser };
}

const users = () => `/api/v1/users/${user.userId}`;
const items = (kind: string) => `${users()}/applied_jobs/${appliedJobId}/${kind}`;
// The schema is checked before the message is looked up: any id will do.
const someMessage = randomUUID();

const FAMILIES: [string, refusals.Refusal<Values>[], Transports][] = [
  [
    'sign up',
    refusals.SIGN_UP_REFUSALS,
    {
      rest: (v) => gw.request.post('/api/v1/signup').send(v),
      graphql: { query: 'mutation ($input: SignUpInput!) { signUp(input: $input) { token } }', variables: (input) => ({ input }) },
    },
  ],
  [
    'sign in',
    refusals.SIGN_IN_REFUSALS,
    {
      rest: (v) => gw.request.post('/api/v1/signin').send(v),
      graphql: { query: 'mutation ($input: SignInInput!) { signIn(input: $input) { token } }', variables: (input) => ({ input }) },
    },
  ],
  [
    'change password',
    refusals.CHANGE_PASSWORD_REFUSALS,
    {
      rest: (v) => gw.request.post(`${users()}/change_password`).set(bearer(user)).send(v),
      graphql: { query: 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }', variables: (input) => ({ input }), as: () => user },
    },
  ],
  [
    'forgot password',
    refusals.FORGOT_PASSWORD_REFUSALS,
    {
      rest: (v) => gw.request.post('/api/v1/reset_password/email').send(v),
      graphql: { query: 'mutation ($email: String!) { requestPasswordReset(email: $email) { success message } }', variables: (v) => v },
    },
  ],
  [
    'reset password',
    refusals.RESET_PASSWORD_REFUSALS,
    {
      rest: (v) => gw.request.post('/api/v1/reset_password').send({ resetPasswordTokenId: 'some-token', ...v }),
      graphql: { query: 'mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }', variables: (v) => ({ token: 'some-token', ...v }) },
    },
  ],
  [
    'profile',
    refusals.PROFILE_REFUSALS,
    {
      rest: (v) => gw.request.put(users()).set(bearer(user)).send(v),
      graphql: { query: 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { _id } }', variables: (input) => ({ input }), as: () => user },
    },
  ],
  [
    'work place',
    refusals.WORK_PLACE_REFUSALS,
    {
      rest: (v) => gw.request.put(users()).set(bearer(user)).send(v),
      graphql: { query: 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { _id } }', variables: (input) => ({ input }), as: () => user },
    },
  ],
  [
    'send query',
    refusals.SEND_QUERY_REFUSALS,
    {
      rest: (v) => gw.request.post(`${users()}/messages`).set(bearer(user)).send(v),
      graphql: { query: 'mutation ($details: String!) { sendSupportMessage(details: $details) { _id } }', variables: (v) => v, as: () => user },
    },
  ],
  [
    'reply',
    refusals.REPLY_REFUSALS,
    {
      rest: (v) => gw.request.put(`/api/v1/users/${admin.userId}/messages/${someMessage}`).set(bearer(admin)).send(v),
      graphql: {
        query: 'mutation ($messageId: ID!, $reply: String!) { replySupportMessage(messageId: $messageId, reply: $reply) { _id } }',
        variables: (v) => ({ messageId: someMessage, ...v }),
        as: () => admin,
      },
    },
  ],
  [
    'task',
    refusals.TASK_REFUSALS,
    {
      rest: (v) => gw.request.post(items('job_tasks')).set(bearer(user)).send(v),
      graphql: { query: 'mutation ($id: ID!, $input: JobTaskInput!) { addJobTask(appliedJobId: $id, input: $input) { _id } }', variables: (input) => ({ id: appliedJobId, input }), as: () => user },
    },
  ],
  [
    'contact',
    refusals.CONTACT_REFUSALS,
    {
      rest: (v) => gw.request.post(items('job_contacts')).set(bearer(user)).send(v),
      graphql: {
        query: 'mutation ($id: ID!, $input: JobContactInput!) { addJobContact(appliedJobId: $id, input: $input) { _id } }',
        variables: (input) => ({ id: appliedJobId, input }),
        as: () => user,
      },
    },
  ],
  [
    'note',
    refusals.NOTE_REFUSALS,
    {
      rest: (v) => gw.request.post(items('job_notes')).set(bearer(user)).send(v),
      graphql: { query: 'mutation ($id: ID!, $input: JobNoteInput!) { addJobNote(appliedJobId: $id, input: $input) { _id } }', variables: (input) => ({ id: appliedJobId, input }), as: () => user },
    },
  ],
  [
    'newsletter',
    refusals.NEWSLETTER_REFUSALS,
    {
      rest: (v) => gw.request.post('/api/v1/newsletter/subscribe/order').send(v),
      graphql: { query: 'mutation ($input: NewsletterOrderInput!) { subscribeNewsletter(input: $input) { sessionId } }', variables: (input) => ({ input }) },
    },
  ],
  [
    'document',
    refusals.DOCUMENT_REFUSALS,
    {
      // A multipart form, as the upload page sends it (here without the file, which is checked after these fields).
      rest: (v) => gw.request.post(`${users()}/file`).set(bearer(user)).field('title', String(v.title)).field('type', String(v.type)),
    },
  ],
];

describe.each(FAMILIES)('%s', (_family, cases, transports) => {
  it.each(cases.map((c) => [c.problem, c] as const))('refuses %s with the form’s message over REST and GraphQL (where it has the operation)', async (_problem, { values, message }) => {
    const rest = await transports.rest(values);
    expect({ status: rest.status, message: rest.body.message }).toEqual({ status: 400, message });

    if (!transports.graphql) return;
    const { query, variables, as } = transports.graphql;
    const graphql = await gw.graphql(query, variables(values), as?.().token);
    expect(graphql.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', status: 400 } });
  });
});

// The posting form is one multipart order (REST only): any wrong required field gets the spec's one
// alert, naming the fields; the page shows the same alert and the field's word beside it.
describe('job posting', () => {
  it.each(refusals.POSTING_REFUSALS.map((c) => [c.problem, c] as const))('refuses %s with the form’s alert, naming the field', async (_problem, { values, apiField }) => {
    const res = await orderJobPosting(gw, { user, info: refusals.jobInfoOf(values) });
    expect({ status: res.status, message: res.body.message, fields: res.body.fields }).toEqual({ status: 400, message: refusals.POSTING_ALERT, fields: [apiField] });
  });
});
