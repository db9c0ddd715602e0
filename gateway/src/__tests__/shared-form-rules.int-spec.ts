import * as refusals from '@remotehunt/services/forms/__tests__/refusals';
import type { Test } from 'supertest';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../test/test-gateway';

// The forms' invalid values (services/src/forms/__tests__/refusals.ts), sent over both transports:
// each is refused with the message the web form shows for it (each feature's
// __tests__/shared-rules.spec.tsx types the same values), so the page and the API agree.

let gw: TestGateway;
let user: TestUser;

beforeAll(async () => {
  gw = await createTestGateway();
  user = await gw.signUp();
});
afterAll(() => gw?.close());

type Values = Record<string, unknown>;

interface Transports {
  rest(values: Values): Test;
  /** An operation taking the values as variables, and who sends it. */
  graphql: { query: string; variables(values: Values): Values; as?: () => TestUser };
}

const users = () => `/api/v1/users/${user.userId}`;

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
      graphql: { query: 'mutation ($email: String!) { requestPasswordReset(email: $email) }', variables: (v) => v },
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
];

describe.each(FAMILIES)('%s', (_family, cases, transports) => {
  it.each(cases.map((c) => [c.problem, c] as const))('refuses %s with the form’s message over REST and GraphQL', async (_problem, { values, message }) => {
    const rest = await transports.rest(values);
    expect({ status: rest.status, message: rest.body.message }).toEqual({ status: 400, message });

    const { query, variables, as } = transports.graphql;
    const graphql = await gw.graphql(query, variables(values), as?.().token);
    expect(graphql.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', status: 400 } });
  });
});
