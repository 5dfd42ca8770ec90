import { forgotPasswordBodySchema } from '@formbuilder/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/i18n-context';
import { useSchemaForm } from '../ui/use-schema-form';
import { forgotPassword } from './auth-api';
import { AuthCard, FormAlert } from './auth-card';
import { TextField } from './text-field';

const ALERT_ID = 'forgot-alert';

// docs/product.md §A2 Forgot password: initial, then done with "we sent an e-mail to ..."; the address is
// checked with core's schema of the call's body (docs/product.md §A5, the signup e-mail rule).
export function ForgotPasswordPage() {
  const t = useT();
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
        {t('auth.forgot.remembered')} <Link to="/login">{t('auth.backToLogin')}</Link>
      </p>
    </div>
  );

  if (sentTo !== null) {
    return (
      <AuthCard heading={t('auth.forgot.sentHeading')} title={t('auth.forgot.title')} footer={footer}>
        <p className="auth-success" role="status">
          {t.rich('auth.forgot.sent', { email: sentTo, strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      heading={t('auth.forgot.heading')}
      title={t('auth.forgot.title')}
      intro={<p>{t('auth.forgot.intro')}</p>}
      footer={footer}
    >
      <form className="auth-form" onSubmit={handleSubmit} noValidate>
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <FormAlert id={ALERT_ID} message={form.alert} />
        <button type="submit" className="button button--primary button--block" disabled={form.pending}>
          {form.pending ? t('auth.processing') : t('auth.forgot.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
