import { Link, Navigate } from 'react-router';
import { useT } from '../i18n/i18n-context';
import { useEnvironment } from '../shell/environment-context';
import { useSchemaForm } from '../ui/use-schema-form';
import { login, loginWithGoogle } from './auth-api';
import { useAuth } from './auth-context';
import { AuthCard, FormAlert } from './auth-card';
import { GoogleAlternative } from './google/google-button';
import { SupportLink } from './support-link';
import { TextField } from './text-field';

const ALERT_ID = 'login-alert';

// docs/product.md §A2 Login: initial, loading, done. On success the session is stored and the login
// route's guard sends the user to the originating path, or /forms. Any non-empty attempt
// goes to the server (accounts made before a rule change must still sign in), so the form
// has no schema of its own; the answer is parsed with core's login schema (auth-api.ts).
export function LoginPage() {
  const { capabilities, variables } = useEnvironment();
  const auth = useAuth();
  const t = useT();
  const form = useSchemaForm({ initial: { email: '', password: '', remember: false } });
  const { remember } = form.values;

  const handleSubmit = form.handleSubmit(async ({ email, password }) =>
    auth.login(await login(email.trim(), password), remember),
  );

  function handleGoogleCredential(credential: string) {
    form.run(async () => auth.login(await loginWithGoogle(credential), remember));
  }

  const loading = form.pending;
  // A fresh install has nobody to welcome back: its first account is made on the sign-up page.
  if (capabilities.firstRun) return <Navigate to="/signup" replace />;

  return (
    <AuthCard
      heading={t('auth.login.heading')}
      title={t('auth.login.title')}
      intro={<p>{t('auth.login.intro')}</p>}
      footer={
        <div className="auth-links">
          <p>
            {t('auth.login.noAccount')} <Link to="/signup">{t('auth.login.createAccount')}</Link>
          </p>
          <SupportLink />
        </div>
      }
    >
      <form className="auth-form" onSubmit={handleSubmit} noValidate>
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          {...form.field('email')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <div className="auth-form__row">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => form.set('remember', event.target.checked)}
            />
            {t('auth.login.remember')}
          </label>
          {capabilities.mail && <Link to="/forgotpassword">{t('auth.login.forgot')}</Link>}
        </div>
        <FormAlert id={ALERT_ID} message={form.alert} />
        <button type="submit" className="button button--primary button--block" disabled={loading}>
          {loading ? t('auth.login.pending') : t('auth.login.submit')}
        </button>
      </form>
      {variables.GOOGLE_CLIENT_ID && (
        <GoogleAlternative
          clientId={variables.GOOGLE_CLIENT_ID}
          disabled={loading}
          onCredential={handleGoogleCredential}
          onError={form.fail}
        />
      )}
    </AuthCard>
  );
}
