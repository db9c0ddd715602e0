import { BootstrapDocument, JobsDocument } from '../../generated/graphql';
import { landingJobsVariables } from '../../features/jobs/utils/landing-jobs';
import { createUser, storeLogin } from '../../test/factories';

const OPERATIONS = { bootstrap: 'query Bootstrap { bootstrap { __typename } }', jobs: 'query Jobs { jobs { total } }' };

const graphqlAnswer = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function bootstrapAnswer({ freeAccess = false, active = true, admin = false, session = null as object | null } = {}) {
  const me = { ...createUser({ appSubscription: { active }, admin, isAdmin: admin }), session };
  return {
    bootstrap: {
      __typename: 'Bootstrap',
      me,
      appConfig: {
        __typename: 'AppConfig',
        fileTypes: [],
        emailTemplates: [],
        accessSwitches: { __typename: 'AccessSwitches', enableFreeAccessForApp: freeAccess, enableFreeAccessForNewsletter: false },
        filters: { __typename: 'FilterData', sources: [], categories: [] },
      },
      jobStatuses: [],
    },
  };
}

/** The boot script and an Apollo client sharing one fresh registry of early requests. */
async function freshModules() {
  jest.resetModules();
  const { startEarlyRequests } = await import('../early-requests');
  const { createApolloClient } = await import('../../lib/apollo-client');
  return { startEarlyRequests, createApolloClient };
}

const sentOperations = (fetchMock: jest.SpyInstance) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string) as { operationName: string; variables: object });

describe('early requests of the boot script', () => {
  let fetchMock: jest.SpyInstance;
  beforeEach(() => {
    fetchMock = jest.spyOn(globalThis, 'fetch');
  });
  afterEach(() => fetchMock.mockRestore());

  it('asks nothing for a visitor', async () => {
    const { startEarlyRequests } = await freshModules();
    startEarlyRequests(OPERATIONS, '#/remote-jobs');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks only for the bootstrap away from the remote-jobs list', async () => {
    storeLogin(createUser());
    fetchMock.mockResolvedValue(graphqlAnswer({ data: bootstrapAnswer() }));
    const { startEarlyRequests } = await freshModules();

    startEarlyRequests(OPERATIONS, '#/remote-jobs?companyName=Acme');
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(sentOperations(fetchMock).map((op) => op.operationName)).toEqual(['Bootstrap']);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/graphql');
    expect((init as RequestInit).headers).toMatchObject({ Authorization: 'Bearer token-of-user-1' });
  });

  it('asks for the first page of jobs with the saved filters once the bootstrap lets the user in', async () => {
    storeLogin(createUser());
    const session = { tags: ['react'], categories: ['Programming'], sources: [], hideViewedJobs: true, worldwide: false };
    fetchMock.mockResolvedValueOnce(graphqlAnswer({ data: bootstrapAnswer({ session }) }));
    fetchMock.mockResolvedValueOnce(graphqlAnswer({ data: { jobs: { __typename: 'JobPage', total: 0, data: [] } } }));
    const { startEarlyRequests } = await freshModules();

    startEarlyRequests(OPERATIONS, '#/remote-jobs');
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(sentOperations(fetchMock)).toEqual([
      expect.objectContaining({ operationName: 'Bootstrap', variables: {} }),
      expect.objectContaining({ operationName: 'Jobs', variables: landingJobsVariables(session, null) }),
    ]);
  });

  it('asks for no jobs when the subscription guard would not let the user in', async () => {
    storeLogin(createUser());
    fetchMock.mockResolvedValue(graphqlAnswer({ data: bootstrapAnswer({ active: false }) }));
    const { startEarlyRequests } = await freshModules();

    startEarlyRequests(OPERATIONS, '#/remote-jobs');
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(sentOperations(fetchMock).map((op) => op.operationName)).toEqual(['Bootstrap']);
  });

  it('asks for the jobs of an admin without a plan, whom the guard lets in', async () => {
    storeLogin(createUser({ admin: true, isAdmin: true }));
    fetchMock.mockResolvedValueOnce(graphqlAnswer({ data: bootstrapAnswer({ active: false, admin: true }) }));
    fetchMock.mockResolvedValueOnce(graphqlAnswer({ data: { jobs: { __typename: 'JobPage', total: 0, data: [] } } }));
    const { startEarlyRequests } = await freshModules();

    startEarlyRequests(OPERATIONS, '#/remote-jobs');
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(sentOperations(fetchMock).map((op) => op.operationName)).toEqual(['Bootstrap', 'Jobs']);
  });

  it('lets the Apollo client take the early answers instead of asking again', async () => {
    storeLogin(createUser());
    fetchMock.mockResolvedValueOnce(graphqlAnswer({ data: bootstrapAnswer() }));
    fetchMock.mockResolvedValueOnce(graphqlAnswer({ data: { jobs: { __typename: 'JobPage', total: 0, data: [] } } }));
    const { startEarlyRequests, createApolloClient } = await freshModules();

    startEarlyRequests(OPERATIONS, '#/remote-jobs');
    const client = createApolloClient();
    const { data } = await client.query({ query: BootstrapDocument, fetchPolicy: 'network-only' });
    await client.query({ query: JobsDocument, variables: landingJobsVariables(null, null), fetchPolicy: 'network-only' });

    expect(data?.bootstrap.me.userId).toBe('user-1');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves a failed early request to the Apollo client, which asks itself', async () => {
    storeLogin(createUser());
    fetchMock.mockResolvedValueOnce(graphqlAnswer({ message: 'unavailable' }, 503));
    fetchMock.mockResolvedValueOnce(graphqlAnswer({ data: bootstrapAnswer() }));
    const { startEarlyRequests, createApolloClient } = await freshModules();

    startEarlyRequests(OPERATIONS, '#/help');
    const { data } = await createApolloClient().query({ query: BootstrapDocument, fetchPolicy: 'network-only' });

    expect(data?.bootstrap.me.userId).toBe('user-1');
    expect(sentOperations(fetchMock).map((op) => op.operationName)).toEqual(['Bootstrap', 'Bootstrap']);
  });
});
