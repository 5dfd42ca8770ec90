import { resetPasswordFormSchema } from '@formbuilder/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { en } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import { useSchemaForm } from '../ui/use-schema-form';
import { resetPassword } from './auth-api';
import { AuthCard, FormAlert } from './auth-card';
import { refusedPassword } from './refused-field';
import { NewPasswordFields } from './text-field';

const ALERT_ID = 'reset-alert';
const KEYS_HINT_ID = 'reset-keys-hint';
export const API_KEYS_END = en['auth.reset.keysHint'];

// docs/product.md §A2 Reset password and §A4: init, loading ('Processing'), success or fail. Checked with
// core's reset form schema: both entries equal and non-empty first (§A5), then the new
// password's own rules, the server's words for them.
export function ResetPasswordPage() {
  const { userId = '', passwordResetCode = '' } = useParams();
  const t = useT();
  const [changed, setChanged] = useState(false);
  const form = useSchemaForm({
    initial: { password: '', confirmPassword: '', keepApiKeys: false },
    schema: resetPasswordFormSchema,
    order: ['confirmPassword', 'password'],
    fieldOfMessage: refusedPassword,
  });

  const handleSubmit = form.handleSubmit(async ({ password, keepApiKeys }) => {
    await resetPassword(userId, passwordResetCode, password, keepApiKeys);
    setChanged(true);
  });

  if (changed) {
    return (
      <AuthCard heading={t('auth.reset.doneHeading')} title={t('auth.reset.title')}>
        <p className="auth-success" role="status">
          {t('auth.reset.done')}
        </p>
        <Link to="/login" className="button button--primary button--block">
          {t('auth.logIn')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      heading={t('auth.reset.heading')}
      title={t('auth.reset.title')}
      footer={
        <div className="auth-links">
          <p>
            <Link to="/login">{t('auth.backToLogin')}</Link>
          </p>
        </div>
      }
    >
      <form className="auth-form" onSubmit={handleSubmit} noValidate>
        <NewPasswordFields password={form.field('password')} confirmPassword={form.field('confirmPassword')} />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.values.keepApiKeys}
            onChange={(event) => form.set('keepApiKeys', event.target.checked)}
            aria-describedby={KEYS_HINT_ID}
          />
          {t('auth.reset.keep')}
        </label>
        <p className="muted field__hint" id={KEYS_HINT_ID}>
          {t('auth.reset.keysHint')}
        </p>
        <FormAlert id={ALERT_ID} message={form.alert} />
        <button type="submit" className="button button--primary button--block" disabled={form.pending}>
          {form.pending ? t('auth.processing') : t('auth.reset.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
