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
import { browserTimeZone, dateFormat, isoDate } from '../ui/date-format';

const ALERT_ID = 'signup-alert';
/** Said when this page asked for the administrator account but someone else's sign-up came first. */
export const ADMINISTRATOR_TAKEN_MESSAGE =
  "Someone else created this server's administrator account just before you: yours is an ordinary account, ready to log in. If you installed this server, stop it, remove its database and start it again with ADMIN_EMAIL set to your address.";
const WHY_ID = 'signup-why';

// docs/product.md §A2 Signup (initial, loading, done) and §A5: checked with core's signup form schema (the
// e-mail, then the password, then its confirmation). The server's answer decides the
// confirmation text: check your e-mail for a verification link, or (without mail) the
// account is ready.
export function SignupPage() {
  const { variables, capabilities } = useEnvironment();
  const auth = useAuth();
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
    if (capabilities.firstRun && !session.admin) setDone({ message: ADMINISTRATOR_TAKEN_MESSAGE });
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
      <AuthCard heading="Thank you for signing up!" title="Sign Up">
        <p className="auth-success" role="status">
          {done.message || 'Your account has been created.'}
        </p>
        <Link to="/login" className="button button--primary button--block">
          Go to login
        </Link>
      </AuthCard>
    );
  }

  const loading = form.pending;
  const { firstRun, firstAccountReserved, administratorSince } = capabilities;

  return (
    <AuthCard
      heading={firstRun ? 'Create the administrator account' : 'Create your account'}
      title="Sign Up"
      intro={
        firstRun ? (
          <>
            <p>
              This server has no account yet. The first one administers it: users, roles and plans. Then build forms,
              share them and collect submissions.
            </p>
            {firstAccountReserved && (
              <p>Only the e-mail address this server was set up with (ADMIN_EMAIL) can create it.</p>
            )}
          </>
        ) : (
          <>
            <p>Build forms, share them and collect submissions.</p>
            {administratorSince && <AdministratorClaimed since={administratorSince} />}
          </>
        )
      }
      footer={
        <div className="auth-links">
          <p>
            Already have an account? <Link to="/login">Log in</Link>
          </p>
          <SupportLink />
        </div>
      }
    >
      <form ref={formRef} className="auth-form" onSubmit={handleSubmit} noValidate>
        <TextField label="Email" type="email" name="email" autoComplete="email" required {...form.field('email')} />
        <NewPasswordFields password={form.field('password')} confirmPassword={form.field('confirmPassword')} />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={termsAccepted}
            onChange={(event) => form.set('termsAccepted', event.target.checked)}
          />
          {variables.TERMS_URL ? (
            <span>
              I agree to the{' '}
              <a href={variables.TERMS_URL} target="_blank" rel="noopener noreferrer">
                terms of use<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </span>
          ) : (
            'I agree to the terms of use'
          )}
        </label>
        <FormAlert id={ALERT_ID} message={form.alert} />
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={!termsAccepted || loading}
          aria-describedby={termsAccepted ? undefined : WHY_ID}
        >
          {loading ? 'Processing' : 'Sign Up'}
        </button>
        {/* A disabled button says why. */}
        {!termsAccepted && (
          <p id={WHY_ID} className="muted auth-why">
            Tick “I agree to the terms of use” to sign up.
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
  return (
    <div className="warning-box" role="note">
      <p>
        This server&apos;s administrator account was created on{' '}
        <time dateTime={isoDate(since)}>{dateFormat(browserTimeZone()).dateTime(since)}</time>.
      </p>
      <p>
        If you installed this server and that was not you, someone else signed up first: stop the server, remove its
        database and start it again with ADMIN_EMAIL set to your address, so that only you can create the administrator
        account.
      </p>
    </div>
  );
}
