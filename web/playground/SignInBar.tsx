import { type FormEvent, useState } from 'react';
import { type Caller, signIn } from './playground-session';

const BAR = { display: 'flex', gap: 8, alignItems: 'center', padding: '8px 12px', borderBottom: '1px solid #ddd', font: '14px system-ui, sans-serif' };

interface SignInBarProps {
  caller: Caller | null;
  onSignedIn(token: string): void;
  onSignOut(): void;
}

/** Who the playground speaks as, and a sign-in form when nobody is signed in. */
export function SignInBar({ caller, onSignedIn, onSignOut }: SignInBarProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      onSignedIn(await signIn(email, password));
      setPassword('');
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Signing in failed, try again');
    }
  }

  if (caller) {
    return (
      <div style={BAR}>
        <strong>RemoteHunt GraphQL</strong>
        <span role="status">
          Signed in as {caller.email}
          {caller.isAdmin ? ' (admin)' : ''}
        </span>
        <button type="button" onClick={onSignOut}>
          Sign out
        </button>
      </div>
    );
  }
  return (
    <form style={BAR} onSubmit={submit}>
      <strong>RemoteHunt GraphQL</strong>
      <span>Sign in to send your token with every request:</span>
      <input aria-label="Email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <input
        aria-label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit">Sign in</button>
      {error && (
        <span role="alert" style={{ color: '#b00020' }}>
          {error}
        </span>
      )}
    </form>
  );
}
