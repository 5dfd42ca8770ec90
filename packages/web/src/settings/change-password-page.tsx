import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { changePasswordBodySchema, MIN_PASSWORD_LENGTH, PASSWORD_CONFIRM_MESSAGE } from '@formbuilder/core';
import { errorMessage, UNEXPECTED_ANSWER_MESSAGE } from '../api/client';
import { useAuth } from '../auth/auth-context';
import { sessionOf } from '../auth/auth-session';
import { isStoredAuthRemembered } from '../auth/browser-storage';
import { TextField } from '../auth/text-field';
import { en } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import { PageTitle } from '../shell/page-title';
import { LiveMessage, type Notice } from '../ui/live-message';
import { useChangePassword } from './settings-api';

export const PASSWORD_CHANGED_MESSAGE = en['settings.password.changed'];

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

// docs/product.md §A2 Settings area, Change password; §A5 signup's rules, checked with core's
// schema in the server's words before anything is sent. The server returns a fresh session
// and ends every other one, so the answer replaces the stored session.
export function ChangePasswordPage() {
  const { auth, login } = useAuth();
  const change = useChangePassword();
  const t = useT();
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [message, setMessage] = useState<Notice | null>(null);
  const [invalid, setInvalid] = useState<Field | null>(null);
  const rulesId = useId();
  const messageId = useId();

  const set = (field: Field) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));
  function fail(text: string, field: Field | null = null) {
    setMessage({ tone: 'error', text });
    setInvalid(field);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = changePasswordBodySchema.safeParse({
      currentPassword: values.currentPassword || undefined,
      newPassword: values.newPassword,
    });
    if (!body.success) return fail(body.error.issues[0]?.message ?? UNEXPECTED_ANSWER_MESSAGE, 'newPassword');
    if (values.newPassword !== values.confirmPassword) return fail(PASSWORD_CONFIRM_MESSAGE, 'confirmPassword');
    setMessage(null);
    setInvalid(null);
    change.mutate(body.data, {
      onSuccess: (answer) => {
        login(sessionOf(answer), isStoredAuthRemembered());
        setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
        setMessage({ tone: 'success', text: t('settings.password.changed') });
      },
      onError: (error) => fail(errorMessage(error)),
    });
  }

  const errorFor = (field: Field) => (invalid === field ? messageId : null);
  return (
    <section className="settings-section" aria-labelledby="password-heading">
      <PageTitle title={t('settings.changePassword')} />
      <h2 id="password-heading">{t('settings.changePassword')}</h2>
      <div id={rulesId} className="settings-note">
        <p>{t('settings.password.must')}</p>
        <ul>
          <li>{t('settings.password.ruleLength', { min: MIN_PASSWORD_LENGTH })}</li>
          <li>{t('settings.password.ruleCommon')}</li>
        </ul>
        <p>{t('settings.password.signsOut')}</p>
      </div>
      <form className="settings-form" onSubmit={handleSubmit} noValidate>
        {/* For password managers: whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={auth?.email ?? ''} readOnly hidden />
        <TextField
          label={t('settings.password.current')}
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onValueChange={set('currentPassword')}
          errorId={errorFor('currentPassword')}
        />
        <TextField
          label={t('settings.password.new')}
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onValueChange={set('newPassword')}
          errorId={errorFor('newPassword')}
          aria-describedby={rulesId}
        />
        <TextField
          label={t('settings.password.confirm')}
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onValueChange={set('confirmPassword')}
          errorId={errorFor('confirmPassword')}
        />
        <div className="settings-form__actions">
          <button type="submit" className="button button--primary" disabled={change.isPending}>
            {change.isPending ? t('settings.password.changing') : t('settings.changePassword')}
          </button>
        </div>
        <LiveMessage notice={message} id={messageId} />
      </form>
    </section>
  );
}
