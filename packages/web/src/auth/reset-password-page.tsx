import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../api/client';
import { resetPassword } from './auth-api';
import { AuthCard, FormAlert } from './auth-card';
import { TextField } from './text-field';
import { validateResetPassword } from './validation';

type ResetStatus = 'init' | 'loading' | 'success' | 'fail';

const ALERT_ID = 'reset-alert';

// spec §2 Reset password and §4: init, loading ('Processing'), success or fail.
export function ResetPasswordPage() {
  const { userId = '', passwordResetCode = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [status, setStatus] = useState<ResetStatus>('init');
  const [message, setMessage] = useState<string | null>(null);
  const [mismatch, setMismatch] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateResetPassword(password, confirmPassword);
    setMismatch(problem !== null);
    if (problem) {
      setMessage(problem.message);
      return;
    }
    setStatus('loading');
    setMessage(null);
    try {
      await resetPassword(userId, passwordResetCode, password);
      setStatus('success');
    } catch (error) {
      setStatus('fail');
      setMessage(errorMessage(error));
    }
  }

  if (status === 'success') {
    return (
      <AuthCard heading="Password changed" title="Reset Password">
        <p className="auth-success" role="status">
          Your password has been changed. You can now log in with your new password.
        </p>
        <Link to="/login" className="button button--primary button--block">
          Log in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      heading="Choose a new password"
      title="Reset Password"
      footer={
        <div className="auth-links">
          <p>
            <Link to="/login">Back to login</Link>
          </p>
        </div>
      }
    >
      <form className="auth-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onValueChange={setPassword}
        />
        <TextField
          label="Confirm Password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onValueChange={setConfirmPassword}
          errorId={mismatch ? ALERT_ID : null}
        />
        <FormAlert id={ALERT_ID} message={message} />
        <button type="submit" className="button button--primary button--block" disabled={status === 'loading'}>
          {status === 'loading' ? 'Processing' : 'RESET PASSWORD'}
        </button>
      </form>
    </AuthCard>
  );
}
