import { GraphiQL } from 'graphiql';
import { type ComponentProps, useCallback, useEffect, useMemo, useState } from 'react';
import { SignInBar } from './SignInBar';
import { type Caller, currentToken, postGraphQL, rememberToken, whoAmI } from './playground-session';

const DEFAULT_QUERY = `# Sign in above: your token goes with every request.
# Ctrl-Enter runs the query; Docs shows the schema.
query Me {
  me {
    _id
    email
    isAdmin
  }
}
`;

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

export function PlaygroundApp() {
  const [token, setToken] = useState<string | null>(currentToken);
  const [caller, setCaller] = useState<Caller | null>(null);

  useEffect(() => {
    let current = true;
    void whoAmI(token).then((who) => {
      if (current) setCaller(who);
    });
    return () => {
      current = false;
    };
  }, [token]);

  const changeToken = useCallback((next: string | null) => {
    rememberToken(next);
    setToken(next ?? currentToken());
  }, []);

  // A new fetcher per token: GraphiQL fetches the schema again with it.
  const fetcher = useMemo<Fetcher>(() => (params) => postGraphQL(params, token) as ReturnType<Fetcher>, [token]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <SignInBar caller={caller} onSignedIn={changeToken} onSignOut={() => changeToken(null)} />
      <div style={{ flex: 1, minHeight: 0 }}>
        <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
      </div>
    </div>
  );
}
