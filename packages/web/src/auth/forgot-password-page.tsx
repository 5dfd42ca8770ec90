import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { forgotPassword } from './auth-api';
import { AuthCard, FormAlert } from './auth-card';
import { TextField } from './text-field';
import { validateForgotPassword } from './validation';

type ForgotStatus = 'initial' | 'loading' | 'done';

const ALERT_ID = 'forgot-alert';

// spec §2 Forgot password: initial, then done with "we sent an e-mail to ...".
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [status, setStatus] = useState<ForgotStatus>('initial');
  const [message, setMessage] = useState<string | null>(null);
  const [emailInvalid, setEmailInvalid] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    const problem = validateForgotPassword(address);
    setEmailInvalid(problem !== null);
    if (problem) {
      setMessage(problem.message);
      return;
    }
    setStatus('loading');
    setMessage(null);
    try {
      await forgotPassword(address);
      setSentTo(address);
      setStatus('done');
    } catch (error) {
      setStatus('initial');
      setMessage(errorMessage(error));
    }
  }

  const footer = (
    <div className="auth-links">
      <p>
        Remembered it? <Link to="/login">Back to login</Link>
      </p>
    </div>
  );

  if (status === 'done') {
    return (
      <AuthCard heading="Check your e-mail" title="Forgot Password" footer={footer}>
        <p className="auth-success" role="status">
          We have sent an e-mail to <strong>{sentTo}</strong> with a link to reset your password. If it does not
          arrive in a few minutes, please check your spam folder.
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      heading="Forgot your password?"
      title="Forgot Password"
      intro={<p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>}
      footer={footer}
    >
      <form className="auth-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
          errorId={emailInvalid ? ALERT_ID : null}
        />
        <FormAlert id={ALERT_ID} message={message} />
        <button type="submit" className="button button--primary button--block" disabled={status === 'loading'}>
          {status === 'loading' ? 'Processing' : 'Forgot Password'}
        </button>
      </form>
    </AuthCard>
  );
}
