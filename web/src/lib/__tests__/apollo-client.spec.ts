import { BootstrapDocument, SignInDocument } from '../../generated/graphql';
import { createUser, storeLogin } from '../../test/factories';
import { createApolloClient } from '../apollo-client';
import { setLoginRequiredNavigator } from '../login-required';

const graphqlAnswer = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const unauthenticated = { errors: [{ message: 'Please sign in', extensions: { code: 'UNAUTHENTICATED', status: 401 } }], data: null };

describe('Apollo client', () => {
  let fetchMock: jest.SpyInstance;
  const navigateToSignIn = jest.fn();
  let stopNavigating: () => void;

  beforeEach(() => {
    fetchMock = jest.spyOn(globalThis, 'fetch');
    stopNavigating = setLoginRequiredNavigator(navigateToSignIn);
    storeLogin(createUser());
  });
  afterEach(() => {
    fetchMock.mockRestore();
    stopNavigating();
    navigateToSignIn.mockReset();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends the bearer token and copies the XSRF cookie into the header', async () => {
    document.cookie = 'XSRF-TOKEN=cookie%2Fvalue';
    fetchMock.mockResolvedValue(graphqlAnswer(unauthenticated));

    await createApolloClient().query({ query: BootstrapDocument }).catch(() => undefined);

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ authorization: 'Bearer token-of-user-1', 'x-xsrf-token': 'cookie/value' });
  });

  it('ends the session and goes to sign in on an UNAUTHENTICATED error', async () => {
    fetchMock.mockResolvedValue(graphqlAnswer(unauthenticated));

    await expect(createApolloClient().query({ query: BootstrapDocument })).rejects.toThrow('Please sign in');

    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('userInfo')).toBeNull();
    expect(navigateToSignIn).toHaveBeenCalledTimes(1);
  });

  it('does the same on an HTTP 401', async () => {
    fetchMock.mockResolvedValue(graphqlAnswer({ message: 'Unauthorized' }, 401));

    await expect(createApolloClient().query({ query: BootstrapDocument })).rejects.toBeTruthy();

    expect(window.localStorage.getItem('token')).toBeNull();
    expect(navigateToSignIn).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed sign in to the form', async () => {
    fetchMock.mockResolvedValue(
      graphqlAnswer({ errors: [{ message: 'Incorrect email or password', extensions: { code: 'UNAUTHENTICATED', status: 401 } }], data: null }),
    );

    await expect(
      createApolloClient().mutate({ mutation: SignInDocument, variables: { input: { email: 'a@b.co', password: 'nope' } } }),
    ).rejects.toThrow('Incorrect email or password');

    expect(window.localStorage.getItem('token')).not.toBeNull();
    expect(navigateToSignIn).not.toHaveBeenCalled();
  });

  it('keeps the session on other errors', async () => {
    fetchMock.mockResolvedValue(graphqlAnswer({ errors: [{ message: 'No', extensions: { code: 'FORBIDDEN', status: 403 } }], data: null }));

    await expect(createApolloClient().query({ query: BootstrapDocument })).rejects.toThrow('No');

    expect(window.localStorage.getItem('token')).not.toBeNull();
    expect(navigateToSignIn).not.toHaveBeenCalled();
  });
});
