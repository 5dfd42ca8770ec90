import { signupFormSchema } from '@formbuilder/core';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useAccountCreated, useEnvironment } from '../shell/environment-context';
import { useSchemaForm } from '../ui/use-schema-form';
import { loginWithGoogle, signup } from './auth-api';
import { useAuth } from './auth-context';
import type { AuthSession } from './auth-session';
import { AuthCard, FormAlert } from './auth-card';
import { GoogleAlternative } from './google/google-button';
import { SupportLink } from './support-link';
import { refusedField } from './refused-field';
import { NewPasswordFields, TextField } from './text-field';
import { en } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import { browserTimeZone, dateFormat, isoDate } from '../ui/date-format';

const ALERT_ID = 'signup-alert';
/** Said when this page asked for the administrator account but someone else's sign-up came first. */
export const ADMINISTRATOR_TAKEN_MESSAGE = en['auth.signup.adminTaken'];
const WHY_ID = 'signup-why';

// docs/product.md §A2 Signup (initial, loading, done) and §A5: checked with core's signup form schema (the
// e-mail, then the password, then its confirmation). The server's answer decides the
// confirmation text: check your e-mail for a verification link, or (without mail) the
// account is ready.
export function SignupPage() {
  const { variables, capabilities } = useEnvironment();
  const auth = useAuth();
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const [done, setDone] = useState<{ message: string } | null>(null);
  const form = useSchemaForm({
    initial: { email: '', password: '', confirmPassword: '', termsAccepted: false },
    schema: signupFormSchema,
    order: ['email', 'password', 'confirmPassword'],
    prepare: (values) => ({ ...values, email: values.email.trim() }),
    fieldOfMessage: refusedField,
    // docs/product.md §A2: after an error the page scrolls to the form (and to the refused field).
    onProblem: () => {
      const element = formRef.current;
      if (typeof element?.scrollIntoView === 'function') element.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
    focusRefused: true,
  });
  const { termsAccepted } = form.values;
  const accountCreated = useAccountCreated();

  /** Signs the new account in, unless it was meant to be the administrator's and is not: that is said first. */
  function signIn(session: AuthSession) {
    if (capabilities.firstRun && !session.admin) setDone({ message: t('auth.signup.adminTaken') });
    else auth.login(session, false);
    accountCreated();
  }

  const submit = form.handleSubmit(async ({ email, password }) => {
    const { message, session } = await signup(email, password);
    // Nothing to verify: signed in at once, and this page's guard opens the forms.
    if (session) signIn(session);
    else {
      accountCreated();
      setDone({ message });
    }
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (termsAccepted) submit(event);
    else event.preventDefault();
  }

  function handleGoogleCredential(credential: string) {
    form.run(async () => {
      signIn(await loginWithGoogle(credential));
    });
  }

  if (done) {
    return (
      <AuthCard heading={t('auth.signup.thanks')} title={t('auth.signup.title')}>
        <p className="auth-success" role="status">
          {done.message || t('auth.signup.created')}
        </p>
        <Link to="/login" className="button button--primary button--block">
          {t('auth.signup.goToLogin')}
        </Link>
      </AuthCard>
    );
  }

  const loading = form.pending;
  const { firstRun, firstAccountReserved, administratorSince } = capabilities;

  return (
    <AuthCard
      heading={firstRun ? t('auth.signup.headingAdmin') : t('auth.signup.heading')}
      title={t('auth.signup.title')}
      intro={
        firstRun ? (
          <>
            <p>{t('auth.signup.introAdmin')}</p>
            {firstAccountReserved && <p>{t('auth.signup.reserved')}</p>}
          </>
        ) : (
          <>
            <p>{t('auth.signup.intro')}</p>
            {administratorSince && <AdministratorClaimed since={administratorSince} />}
          </>
        )
      }
      footer={
        <div className="auth-links">
          <p>
            {t('auth.signup.haveAccount')} <Link to="/login">{t('auth.logIn')}</Link>
          </p>
          <SupportLink />
        </div>
      }
    >
      <form ref={formRef} className="auth-form" onSubmit={handleSubmit} noValidate>
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <NewPasswordFields password={form.field('password')} confirmPassword={form.field('confirmPassword')} />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={termsAccepted}
            onChange={(event) => form.set('termsAccepted', event.target.checked)}
          />
          {variables.TERMS_URL ? (
            <span>
              {t.rich('auth.signup.termsLinked', {
                link: (chunks) => (
                  <a href={variables.TERMS_URL ?? undefined} target="_blank" rel="noopener noreferrer">
                    {chunks}
                    <span className="visually-hidden">{t('shell.newTab')}</span>
                  </a>
                ),
              })}
            </span>
          ) : (
            t('auth.signup.terms')
          )}
        </label>
        <FormAlert id={ALERT_ID} message={form.alert} />
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={!termsAccepted || loading}
          aria-describedby={termsAccepted ? undefined : WHY_ID}
        >
          {loading ? t('auth.processing') : t('auth.signup.submit')}
        </button>
        {/* A disabled button says why. */}
        {!termsAccepted && (
          <p id={WHY_ID} className="muted auth-why">
            {t('auth.signup.why')}
          </p>
        )}
      </form>
      {variables.GOOGLE_CLIENT_ID && (
        <GoogleAlternative
          clientId={variables.GOOGLE_CLIENT_ID}
          disabled={!termsAccepted || loading}
          onCredential={handleGoogleCredential}
          onError={form.fail}
        />
      )}
    </AuthCard>
  );
}

/**
 * On a fresh server, whoever signs up first becomes its administrator. While that is the only
 * account, sign-up says when it was created, so that the person who meant to be the
 * administrator learns that someone came first, and what to do.
 */
function AdministratorClaimed({ since }: { since: string }) {
  const t = useT();
  return (
    <div className="warning-box" role="note">
      <p>
        {t.rich('auth.signup.adminSince', {
          date: dateFormat(browserTimeZone(), t.locale).dateTime(since),
          time: (chunks) => <time dateTime={isoDate(since)}>{chunks}</time>,
        })}
      </p>
      <p>{t('auth.signup.adminSinceHelp')}</p>
    </div>
  );
}
