import { createCompanyLogo, createJob } from '@remotehunt/services/test/factories';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

/**
 * Every company logo the API gives is our own copy's address or null, over REST and GraphQL alike:
 * companies, hidden companies, job rows, and the job boards' icons. A board's hot-linked address
 * is never passed on.
 */
let gw: TestGateway;
let user: TestUser;
let withLogo: { id: string; companyId: string; logo: string };
let without: { id: string; companyId: string };

beforeAll(async () => {
  gw = await createTestGateway();
  await gw.services.db.query(`TRUNCATE jobs, companies CASCADE`);
  user = await gw.signUp();
  const job = await createJob(gw.services, { title: 'Logo Engineer', companyName: 'Logoful', companyImage: 'https://board.example/hotlinked/logoful.png' });
  withLogo = { ...job, logo: await createCompanyLogo(gw.services, job.companyId) };
  without = await createJob(gw.services, { title: 'Plain Engineer', companyName: 'Logoless', companyImage: 'https://board.example/hotlinked/logoless.png' });
});
afterAll(() => gw.close());

const rest = (path: string) => gw.request.get(`/api/v1/users/${user.userId}${path}`).set(bearer(user));
const graphql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
  const res = await gw.graphql(query, variables, user.token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data as T;
};

it('our copy is served at the address the API gives', async () => {
  expect(withLogo.logo).toMatch(new RegExp(`^/logos/${withLogo.companyId}\\.webp\\?v=`));
  const res = await gw.request.get(withLogo.logo);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
});

it('companies: our logo address or null (REST and GraphQL)', async () => {
  const expected = { Logoful: withLogo.logo, Logoless: null };
  const viaRest = await rest('/remote_companies');
  expect(viaRest.status).toBe(200);
  expect(Object.fromEntries(viaRest.body.data.map((c: { name: string; logo: string | null }) => [c.name, c.logo]))).toEqual(expected);
  expect((await rest(`/remote_companies/${without.companyId}`)).body.logo).toBeNull();

  const viaGraphql = await graphql<{ remoteCompanies: { data: { name: string; logo: string | null }[] } }>(`{ remoteCompanies { data { name logo } } }`);
  expect(Object.fromEntries(viaGraphql.remoteCompanies.data.map((c) => [c.name, c.logo]))).toEqual(expected);
  const one = await graphql<{ remoteCompany: { logo: string | null } }>(`query($id: ID!) { remoteCompany(id: $id) { logo } }`, { id: withLogo.companyId });
  expect(one.remoteCompany.logo).toBe(withLogo.logo);
});

it('job rows and the job detail: our logo address or null (REST and GraphQL)', async () => {
  const expected = { 'Logo Engineer': withLogo.logo, 'Plain Engineer': null };
  const viaRest = await gw.request.post(`/api/v1/users/${user.userId}/remotejobs/filter`).set(bearer(user)).send({});
  expect(Object.fromEntries(viaRest.body.data.map((j: { jobTitle: string; companyImage: string | null }) => [j.jobTitle, j.companyImage]))).toEqual(expected);
  expect((await rest(`/remotejobs/${withLogo.id}`)).body.companyImage).toBe(withLogo.logo);
  expect((await rest(`/remotejobs/${without.id}`)).body.companyImage).toBeNull();

  const viaGraphql = await graphql<{ jobs: { data: { jobTitle: string; companyImage: string | null }[] } }>(`{ jobs { data { jobTitle companyImage } } }`);
  expect(Object.fromEntries(viaGraphql.jobs.data.map((j) => [j.jobTitle, j.companyImage]))).toEqual(expected);
  const detail = await graphql<{ job: { companyImage: string | null } }>(`query($id: ID!) { job(id: $id) { companyImage } }`, { id: without.id });
  expect(detail.job.companyImage).toBeNull();
});

it('hidden companies: our logo address or null (REST and GraphQL)', async () => {
  expect((await gw.request.post(`/api/v1/users/${user.userId}/hidden_companies`).set(bearer(user)).send({ companyId: withLogo.companyId })).status).toBe(201);
  await graphql(`mutation($id: ID) { hideCompany(companyId: $id) { companyId } }`, { id: without.companyId });
  const expected = { Logoful: withLogo.logo, Logoless: null };
  const viaRest = await rest('/hidden_companies');
  expect(Object.fromEntries(viaRest.body.map((c: { name: string; logo: string | null }) => [c.name, c.logo]))).toEqual(expected);
  const viaGraphql = await graphql<{ hiddenCompanies: { name: string; logo: string | null }[] }>(`{ hiddenCompanies { name logo } }`);
  expect(Object.fromEntries(viaGraphql.hiddenCompanies.map((c) => [c.name, c.logo]))).toEqual(expected);
});

it("the job boards' logos and favicons are icons of our own (REST, GraphQL and the app's filters)", async () => {
  const ours = /^\/boards\/[a-z0-9-]+\.svg$/;
  const viaRest = await rest('/jobboards?limit=100');
  expect(viaRest.body.data.length).toBeGreaterThan(0);
  for (const board of viaRest.body.data) {
    expect(board.logo).toMatch(ours);
    expect(board.favicon).toMatch(ours);
    expect((await gw.request.get(board.favicon)).status).not.toBe(404);
  }
  const viaGraphql = await graphql<{ jobBoards: { data: { logo: string; favicon: string }[] } }>(`{ jobBoards(limit: 100) { data { logo favicon } } }`);
  for (const board of viaGraphql.jobBoards.data) expect([board.logo, board.favicon]).toEqual([expect.stringMatching(ours), expect.stringMatching(ours)]);
});
