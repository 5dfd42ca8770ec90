import { forgotPasswordBodySchema } from '@formbuilder/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSchemaForm } from '../ui/use-schema-form';
import { forgotPassword } from './auth-api';
import { AuthCard, FormAlert } from './auth-card';
import { TextField } from './text-field';

const ALERT_ID = 'forgot-alert';

// docs/product.md §A2 Forgot password: initial, then done with "we sent an e-mail to ..."; the address is
// checked with core's schema of the call's body (docs/product.md §A5, the signup e-mail rule).
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm({
    initial: { email: '' },
    schema: forgotPasswordBodySchema,
    prepare: ({ email }) => ({ email: email.trim() }),
  });

  const handleSubmit = form.handleSubmit(async ({ email }) => {
    await forgotPassword(email);
    setSentTo(email);
  });

  const footer = (
    <div className="auth-links">
      <p>
        Remembered it? <Link to="/login">Back to login</Link>
      </p>
    </div>
  );

  if (sentTo !== null) {
    return (
      <AuthCard heading="Check your e-mail" title="Forgot Password" footer={footer}>
        <p className="auth-success" role="status">
          We have sent an e-mail to <strong>{sentTo}</strong> with a link to reset your password. If it does not arrive
          in a few minutes, please check your spam folder.
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
      <form className="auth-form" onSubmit={handleSubmit} noValidate>
        <TextField label="Email" type="email" name="email" autoComplete="email" required {...form.field('email')} />
        <FormAlert id={ALERT_ID} message={form.alert} />
        <button type="submit" className="button button--primary button--block" disabled={form.pending}>
          {form.pending ? 'Processing' : 'Forgot Password'}
        </button>
      </form>
    </AuthCard>
  );
}
