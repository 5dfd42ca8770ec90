import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { useEnvironment } from '../shell/environment-context';
import { loginWithGoogle, signup } from './auth-api';
import { useAuth } from './auth-context';
import { AuthCard, FormAlert } from './auth-card';
import { GoogleButton } from './google/google-button';
import { SupportLink } from './support-link';
import { TextField } from './text-field';
import { validateSignup } from './validation';
import type { SignupField } from './validation';

type SignupStatus = 'initial' | 'loading' | 'done';

const ALERT_ID = 'signup-alert';

// spec §2 Signup. The server's answer decides the confirmation text: check your
// e-mail for a verification link, or (without mail) the account is ready.
export function SignupPage() {
  const { variables } = useEnvironment();
  const auth = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [status, setStatus] = useState<SignupStatus>('initial');
  const [message, setMessage] = useState<string | null>(null);
  const [invalidField, setInvalidField] = useState<SignupField | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmPasswordRef = useRef<HTMLInputElement>(null);

  function showError(text: string, field: SignupField | null = null) {
    setStatus('initial');
    setMessage(text);
    setInvalidField(field);
    // spec §2: after an error the page scrolls to the form.
    const form = formRef.current;
    if (typeof form?.scrollIntoView === 'function') form.scrollIntoView({ behavior: 'smooth', block: 'start' });
    const fieldRefs = { email: emailRef, password: passwordRef, confirmPassword: confirmPasswordRef };
    if (field) fieldRefs[field].current?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!termsAccepted) return;
    const problem = validateSignup({ email: email.trim(), password, confirmPassword });
    if (problem) {
      showError(problem.message, problem.field);
      return;
    }
    setStatus('loading');
    setMessage(null);
    setInvalidField(null);
    try {
      setMessage(await signup(email.trim(), password));
      setStatus('done');
    } catch (error) {
      showError(errorMessage(error));
    }
  }

  async function handleGoogleCredential(credential: string) {
    setStatus('loading');
    setMessage(null);
    try {
      const { session } = await loginWithGoogle(credential);
      auth.login(session, false);
    } catch (error) {
      showError(errorMessage(error));
    }
  }

  if (status === 'done') {
    return (
      <AuthCard heading="Thank you for signing up!" title="Sign Up">
        <p className="auth-success" role="status">
          {message || 'Your account has been created.'}
        </p>
        <Link to="/login" className="button button--primary button--block">
          Go to login
        </Link>
      </AuthCard>
    );
  }

  const loading = status === 'loading';
  const errorFor = (field: SignupField) => (invalidField === field ? ALERT_ID : null);

  return (
    <AuthCard
      heading="Create your account"
      title="Sign Up"
      intro={<p>Build forms, share them and collect submissions.</p>}
      footer={
        <div className="auth-links">
          <p>
            Already have an account? <Link to="/login">Log in</Link>
          </p>
          <SupportLink />
        </div>
      }
    >
      <form ref={formRef} className="auth-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextField ref={emailRef} label="Email" type="email" name="email" autoComplete="email" required
          value={email} onValueChange={setEmail} errorId={errorFor('email')} />
        <TextField ref={passwordRef} label="Password" type="password" name="password" autoComplete="new-password"
          required value={password} onValueChange={setPassword} errorId={errorFor('password')} />
        <TextField ref={confirmPasswordRef} label="Confirm Password" type="password" name="confirmPassword"
          autoComplete="new-password" required value={confirmPassword} onValueChange={setConfirmPassword}
          errorId={errorFor('confirmPassword')} />
        <label className="checkbox">
          <input type="checkbox" checked={termsAccepted} onChange={(event) => setTermsAccepted(event.target.checked)} />
          I agree to the terms of use
        </label>
        <FormAlert id={ALERT_ID} message={message} />
        <button type="submit" className="button button--primary button--block" disabled={!termsAccepted || loading}>
          {loading ? 'Processing' : 'Sign Up'}
        </button>
      </form>
      {variables.GOOGLE_CLIENT_ID && (
        <div className="auth-alternative">
          <p className="separator">
            <span>or</span>
          </p>
          <GoogleButton
            clientId={variables.GOOGLE_CLIENT_ID}
            disabled={!termsAccepted || loading}
            onCredential={(credential) => void handleGoogleCredential(credential)}
            onError={(googleMessage) => showError(googleMessage)}
          />
        </div>
      )}
    </AuthCard>
  );
}
