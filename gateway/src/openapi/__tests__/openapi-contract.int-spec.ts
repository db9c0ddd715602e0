import { openApiContract } from '../../test/openapi-contract';

// The check every REST contract test's answers go through (gateway/src/test/test-gateway.ts): it
// must let what the document describes through and name what it does not.

const contract = openApiContract();
const json = { 'content-type': 'application/json; charset=utf-8' };
const USER = '7b0c2f4e-9d1a-4c3b-8e5f-0a1b2c3d4e5f';
const job = (status: string) => ({ _id: '5f0c2f4e-9d1a-4c3b-8e5f-0a1b2c3d4e5f', jobId: '6f0c2f4e-9d1a-4c3b-8e5f-0a1b2c3d4e5f', status });

describe('the OpenAPI contract check', () => {
  it('passes an answer the document describes', () => {
    const answer = { status: 201, headers: json, body: job('8f0c2f4e-9d1a-4c3b-8e5f-0a1b2c3d4e5f') };
    expect(contract.violation('post', `/api/v1/users/${USER}/shortlist_job`, answer)).toBeNull();
  });

  it('names a field the schema does not have, a wrong type and a missing field', () => {
    const answer = { status: 201, headers: json, body: { ...job('not-a-uuid'), leaked: 'column' } };
    const violation = contract.violation('post', `/api/v1/users/${USER}/shortlist_job?x=1`, answer);
    expect(violation).toContain(`POST /api/v1/users/${USER}/shortlist_job (POST /users/{userId}/shortlist_job) 201 does not match the document`);
    expect(violation).toContain('must NOT have additional properties {"additionalProperty":"leaked"}');
    expect(violation).toContain('/status must match format "uuid"');
    const { jobId: _missing, ...rest } = job('8f0c2f4e-9d1a-4c3b-8e5f-0a1b2c3d4e5f');
    expect(contract.violation('post', `/api/v1/users/${USER}/shortlist_job`, { status: 201, headers: json, body: rest })).toContain(
      "must have required property 'jobId'",
    );
  });

  it('names a status the operation does not list, and a content type it does not send', () => {
    expect(contract.violation('get', `/api/v1/users/${USER}/auth_check`, { status: 409, headers: json, body: { message: 'no' } })).toMatch(
      /GET \/users\/\{userId\}\/auth_check\) answered 409, which the document does not list \(it lists 200, 400, 401, 403, 404, 413\)/,
    );
    expect(contract.violation('get', `/api/v1/users/${USER}/auth_check`, { status: 200, headers: { 'content-type': 'text/html' }, body: {} })).toContain(
      'answered 200 as text/html, which the document does not list (it lists application/json)',
    );
  });

  it('checks error answers against the error shape', () => {
    expect(contract.violation('get', `/api/v1/users/${USER}`, { status: 401, headers: json, body: { message: 'Please sign in to continue' } })).toBeNull();
    expect(contract.violation('get', `/api/v1/users/${USER}`, { status: 401, headers: json, body: { error: 'nope' } })).toContain(
      "must have required property 'message'",
    );
  });

  it('picks the literal path over a parameter, as OpenAPI does', () => {
    const facets = { boards: [], categories: [], tags: [], worldwide: { count: 0, countIsExact: true } };
    expect(contract.violation('get', `/api/v1/users/${USER}/remotejobs/facets`, { status: 200, headers: json, body: facets })).toBeNull();
  });

  it('holds an unknown route to an error answer, and leaves other paths alone', () => {
    expect(contract.violation('get', '/api/v1/nowhere', { status: 404, headers: json, body: { message: 'There is no API route GET /api/v1/nowhere' } })).toBeNull();
    expect(contract.violation('get', '/api/v1/nowhere', { status: 200, headers: json, body: {} })).toContain('no documented operation, yet it answered 200');
    expect(contract.violation('post', '/graphql', { status: 200, headers: json, body: { data: null } })).toBeNull();
  });
});
