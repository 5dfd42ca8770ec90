import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { useEnvironment } from '../shell/environment-context';
import { login, loginWithGoogle } from './auth-api';
import type { LoginResult } from './auth-api';
import { useAuth } from './auth-context';
import { AuthCard, FormAlert } from './auth-card';
import { GoogleButton } from './google/google-button';
import { SupportLink } from './support-link';
import { TextField } from './text-field';

type LoginStatus = 'initial' | 'loading' | 'done';

const ALERT_ID = 'login-alert';

// spec §2 Login. On success the session is stored and the login route's guard
// sends the user to the originating path, or /forms.
export function LoginPage() {
  const { capabilities, variables } = useEnvironment();
  const auth = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [status, setStatus] = useState<LoginStatus>('initial');
  const [message, setMessage] = useState<string | null>(null);

  async function runLogin(attempt: () => Promise<LoginResult>) {
    setStatus('loading');
    setMessage(null);
    try {
      const { session } = await attempt();
      auth.login(session, remember);
    } catch (error) {
      setStatus('done');
      setMessage(errorMessage(error));
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void runLogin(() => login(email.trim(), password));
  }

  function handleGoogleCredential(credential: string) {
    void runLogin(() => loginWithGoogle(credential));
  }

  function handleGoogleError(googleMessage: string) {
    setStatus('done');
    setMessage(googleMessage);
  }

  const loading = status === 'loading';

  return (
    <AuthCard
      heading="Welcome back"
      title="Login"
      intro={<p>Log in to manage your forms and read their submissions.</p>}
      footer={
        <div className="auth-links">
          <p>
            Don&apos;t have an account? <Link to="/signup">Create an account</Link>
          </p>
          <SupportLink />
        </div>
      }
    >
      <form className="auth-form" onSubmit={handleSubmit} noValidate>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onValueChange={setEmail}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
        />
        <div className="auth-form__row">
          <label className="checkbox">
            <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
            Remember Me
          </label>
          {capabilities.mail && <Link to="/forgotpassword">Forgot password?</Link>}
        </div>
        <FormAlert id={ALERT_ID} message={message} />
        <button type="submit" className="button button--primary button--block" disabled={loading}>
          {loading ? 'Logging in...' : 'Login'}
        </button>
      </form>
      {variables.GOOGLE_CLIENT_ID && (
        <div className="auth-alternative">
          <p className="separator">
            <span>or</span>
          </p>
          <GoogleButton
            clientId={variables.GOOGLE_CLIENT_ID}
            disabled={loading}
            onCredential={handleGoogleCredential}
            onError={handleGoogleError}
          />
        </div>
      )}
    </AuthCard>
  );
}
