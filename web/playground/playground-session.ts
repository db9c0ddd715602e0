import { XSRF_COOKIE, XSRF_HEADER, readCookie } from '../src/lib/xsrf';
import { TOKEN_KEY } from '../src/lib/session-storage';

/** The playground's own sign-in lives for the tab; without one, the app's session in this browser is used. */
const PLAYGROUND_TOKEN_KEY = 'playgroundToken';

export function currentToken(): string | null {
  try {
    return window.sessionStorage.getItem(PLAYGROUND_TOKEN_KEY) ?? window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function rememberToken(token: string | null): void {
  if (token) window.sessionStorage.setItem(PLAYGROUND_TOKEN_KEY, token);
  else window.sessionStorage.removeItem(PLAYGROUND_TOKEN_KEY);
}

/** The headers every request to /graphql needs: JSON (Apollo's CSRF prevention), the XSRF echo, the token. */
export function requestHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string }[];
}

export async function postGraphQL(body: unknown, token: string | null): Promise<GraphQLAnswer> {
  const res = await fetch('/graphql', { method: 'POST', headers: requestHeaders(token), body: JSON.stringify(body), credentials: 'same-origin' });
  return (await res.json()) as GraphQLAnswer;
}

export interface Caller {
  email: string;
  isAdmin: boolean;
}

/** Who the token belongs to; null when it is missing or no longer valid. */
export async function whoAmI(token: string | null): Promise<Caller | null> {
  if (!token) return null;
  const answer = await postGraphQL({ query: 'query PlaygroundCaller { me { email isAdmin } }' }, token).catch(() => null);
  return (answer?.data?.me as Caller | undefined) ?? null;
}

/** Signs in with email and password; answers the token, or throws the server's message. */
export async function signIn(email: string, password: string): Promise<string> {
  const answer = await postGraphQL(
    {
      query: 'mutation PlaygroundSignIn($input: SignInInput!) { signIn(input: $input) { token } }',
      variables: { input: { email, password } },
    },
    null,
  );
  const token = (answer.data?.signIn as { token?: string } | undefined)?.token;
  if (!token) throw new Error(answer.errors?.[0]?.message ?? 'Signing in failed, try again');
  return token;
}
