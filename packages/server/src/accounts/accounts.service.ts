import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError, badRequest, forbidden } from '../http/errors';
import { enqueue } from '../outbox/outbox';
import { accountExistsMail, resetPasswordMail, verificationMail } from '../mail/account-mails';
import type { Sessions } from '../auth/sessions';
import { decoyHash, hashCode, hashPassword, newCode, verifyPassword, type PasswordCost } from '../auth/passwords';
import { isCommonPassword } from '../auth/common-passwords';
import type { GoogleVerifier } from './google';
import type { LoginThrottle } from './login-throttle';
import { normaliseEmail, type NewAccount, type UserWithRole, type UsersStore } from '../users/users.store';
import { COMMON_PASSWORD_MESSAGE, type SignupAnswer } from '@formbuilder/core';
import { presentLogin, type LoginAnswer } from './accounts.presenter';
import { removeApiKeys, setResetCode } from './accounts.store';

export const RESET_CODE_TTL_MS = 60 * 60 * 1000;

export const messages = {
  wrongCredentials:
    'Wrong e-mail or password, or the account is suspended or not verified yet (open the link we e-mailed you when you signed up).',
  suspended: 'This account has been suspended. Please contact support.',
  signupClosed: 'Sign-up is closed on this server. Please contact the administrator.',
  notWhitelisted: 'This e-mail address is not allowed to sign up here. Please contact the administrator.',
  awaitingAdministrator:
    "This server is waiting for its administrator: only the address it was set up with (ADMIN_EMAIL) can create the first account. Please sign up once the administrator's account exists.",
  signupMailSent:
    'Thank you for signing up! We have sent you an e-mail with a link to verify your address. Please check your inbox (and your spam folder).',
  signupReady: 'Thank you for signing up! Your account is ready: you can log in now.',
  accountExists: 'An account with this e-mail address already exists. Please log in.',
  verified: 'Your e-mail address has been verified. You can log in now.',
  badVerification: 'This verification link is not valid or has already been used.',
  forgotSent: 'If an account exists for this e-mail address, we have sent it a link to reset the password.',
  noMail: 'Password recovery by e-mail is not available on this server. Please contact the administrator.',
  badReset: 'This password reset link is not valid or has expired. Please ask for a new one.',
  passwordChanged: 'Your password has been changed. You can log in with it now.',
  googleOff: 'Google sign-in is not set up on this server.',
  badGoogleToken: 'Google sign-in failed: the sign-in token could not be verified.',
  loggedIn: 'Welcome back!',
};

/** The outbox job a password reset request becomes. */
export const PASSWORD_RESET_JOB = 'password-reset';
interface PasswordResetJob {
  email: string;
}

/**
 * Runs a queued password reset request: an active account at that address gets a new code
 * and its mail (queued in the same transaction); any other address gets nothing.
 */
export function passwordResetHandler(db: Kysely<Database>, users: UsersStore, publicUrl: string) {
  return async (payload: unknown): Promise<void> => {
    const { email } = payload as PasswordResetJob;
    const user = await users.findByEmail(email);
    if (user?.is_active !== 1) return;
    const { code, hash } = newCode();
    await db.transaction().execute(async (trx) => {
      await setResetCode(trx, user.id, hash, new Date(Date.now() + RESET_CODE_TTL_MS).toISOString());
      await enqueue(trx, 'mail', resetPasswordMail(user.email, `${publicUrl}/resetpassword/${user.id}/${code}`));
    });
  };
}

export interface AccountsDeps {
  db: Kysely<Database>;
  users: UsersStore;
  sessions: Sessions;
  mailEnabled: boolean;
  kickOutbox: () => void;
  publicUrl: string;
  signupMode: 'open' | 'whitelist' | 'closed';
  /** The only address that may create the first account (ADMIN_EMAIL); undefined: anyone's. */
  adminEmail?: string | undefined;
  verifyGoogle: GoogleVerifier | null;
  loginThrottle: LoginThrottle;
  /** scrypt's cost for new passwords; PASSWORD_COST unless the server was built with another. */
  passwordCost?: PasswordCost | undefined;
}

export function createAccountsService(deps: AccountsDeps) {
  const { db, users, sessions, publicUrl } = deps;

  async function assertMaySignUp(email: string): Promise<void> {
    // The very first account may always be created, by the address set for it if there is one:
    // it becomes the administrator.
    if (!(await users.hasAnyUser())) {
      if (deps.adminEmail !== undefined && email !== deps.adminEmail) throw forbidden(messages.awaitingAdministrator);
      return;
    }
    if (deps.signupMode === 'closed') throw forbidden(messages.signupClosed);
    if (deps.signupMode === 'whitelist' && !(await users.isWhitelisted(email)))
      throw forbidden(messages.notWhitelisted);
  }

  /** A new account; `mail`: the e-mail its sign-up sends, enqueued in the same transaction. */
  function insertUser({
    mail,
    ...account
  }: NewAccount & { mail?: (userId: number) => { kind: string; payload: unknown } }): Promise<number> {
    return users.create(
      account,
      mail &&
        ((trx, id) => {
          const { kind, payload } = mail(id);
          return enqueue(trx, kind, payload);
        }),
    );
  }

  /** A new stored session for `user`; with `impersonator`, the administrator acting as them. */
  async function session(user: UserWithRole, impersonator?: UserWithRole): Promise<LoginAnswer> {
    if (user.is_active !== 1) throw forbidden(messages.suspended);
    const { token, exp } = await sessions.start(user, impersonator);
    return presentLogin(user, token, exp, messages.loggedIn);
  }

  /** A new password's hash, once it is known not to be one of the most common. */
  async function newPasswordHash(password: string): Promise<string> {
    if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
    return hashPassword(password, deps.passwordCost);
  }

  return {
    async signup(rawEmail: string, password: string): Promise<{ status: 201; answer: SignupAnswer }> {
      const email = normaliseEmail(rawEmail);
      await assertMaySignUp(email);
      // Hashed on both paths, so a known address gets its response as slowly as a new one.
      const passwordHash = await newPasswordHash(password);
      const existing = await users.findByEmail(email);
      if (existing) {
        // With mail, a known address gets the same answer as a new one, and its owner an e-mail.
        if (!deps.mailEnabled) throw new HttpError(409, messages.accountExists);
        await enqueue(db, 'mail', accountExistsMail(email, `${publicUrl}/login`, `${publicUrl}/forgotpassword`));
        deps.kickOutbox();
        return { status: 201, answer: { message: messages.signupMailSent } };
      }
      if (!deps.mailEnabled) {
        // Nothing to verify: the new account is signed in at once.
        const id = await insertUser({
          email,
          passwordHash,
          googleSub: null,
          verified: true,
          verificationCodeHash: null,
        });
        const user = await users.findById(id);
        return {
          status: 201,
          answer: user
            ? { ...(await session(user)), message: messages.signupReady }
            : { message: messages.signupReady },
        };
      }
      const { code, hash } = newCode();
      await insertUser({
        email,
        passwordHash,
        googleSub: null,
        verified: false,
        verificationCodeHash: hash,
        mail: (id) => ({ kind: 'mail', payload: verificationMail(email, `${publicUrl}/verify/${id}/${code}`) }),
      });
      deps.kickOutbox();
      return { status: 201, answer: { message: messages.signupMailSent } };
    },

    async verify(userId: number, code: string): Promise<string> {
      const user = await users.findById(userId);
      if (!user?.verification_code_hash || user.verification_code_hash !== hashCode(code))
        throw badRequest(messages.badVerification);
      await users.update(user.id, { email_verified: 1, verification_code_hash: null });
      return messages.verified;
    },

    /** `client` tells apart who is failing: failures slow that client down on that account. */
    async login(rawEmail: string, password: string, client: string): Promise<LoginAnswer> {
      const account = normaliseEmail(rawEmail);
      await deps.loginThrottle.check(account, client);
      const user = await users.findByEmail(account);
      // An unknown address costs the same scrypt work as a known one.
      const ok = await verifyPassword(password, user?.password_hash ?? (await decoyHash(deps.passwordCost)));
      // A suspended or unverified account's login is refused as a wrong password is, and counts as
      // a failure, so neither the answer nor the throttle confirms its password (sign-up with mail
      // does not tell whether an address has an account either).
      if (!user?.password_hash || !ok || user.is_active !== 1 || user.email_verified !== 1) {
        await deps.loginThrottle.failed(account, client);
        throw new HttpError(401, messages.wrongCredentials);
      }
      await deps.loginThrottle.succeeded(account, client);
      return session(user);
    },

    async loginWithGoogle(idToken: string): Promise<LoginAnswer> {
      if (!deps.verifyGoogle) throw badRequest(messages.googleOff);
      const identity = await deps.verifyGoogle(idToken);
      if (!identity) throw new HttpError(401, messages.badGoogleToken);
      const email = normaliseEmail(identity.email);
      let user = (await users.findByGoogleSub(identity.sub)) ?? (await users.findByEmail(email));
      if (user && user.google_sub !== identity.sub) {
        // Google vouches for the address, so the account may be linked and is verified.
        await users.update(user.id, { google_sub: identity.sub, email_verified: 1, verification_code_hash: null });
      }
      if (!user) {
        await assertMaySignUp(email);
        await insertUser({
          email,
          passwordHash: null,
          googleSub: identity.sub,
          verified: true,
          verificationCodeHash: null,
        });
      }
      user = await users.findByGoogleSub(identity.sub);
      if (!user) throw new HttpError(500, 'The account could not be created.');
      return session(user);
    },

    /**
     * The answer does the same work for every address: it queues the request and returns. Whether
     * an account exists is looked up later, by the outbox (passwordResetHandler), so the time of
     * the answer cannot tell a known address from an unknown one.
     */
    async forgotPassword(rawEmail: string): Promise<string> {
      if (!deps.mailEnabled) throw new HttpError(503, messages.noMail);
      await enqueue(db, PASSWORD_RESET_JOB, { email: normaliseEmail(rawEmail) } satisfies PasswordResetJob);
      deps.kickOutbox();
      return messages.forgotSent;
    },

    /**
     * Sets the new password from a reset link. Every session ends with it, and so do the account's
     * API keys unless `keepApiKeys`: whoever could read the mail may not be whoever made them.
     */
    async resetPassword(userId: number, code: string, password: string, keepApiKeys = false): Promise<string> {
      const user = await users.findById(userId);
      const valid =
        user?.reset_code_hash === hashCode(code) &&
        user.reset_expires_at !== null &&
        Date.parse(user.reset_expires_at) > Date.now();
      if (!user || !valid) throw badRequest(messages.badReset);
      // Single use: the code is cleared with the change. Opening the mail proved the address.
      // Every session signed before the change ends with it.
      const passwordHash = await newPasswordHash(password);
      await db.transaction().execute(async (trx) => {
        await users.update(
          user.id,
          {
            password_hash: passwordHash,
            reset_code_hash: null,
            reset_expires_at: null,
            email_verified: 1,
            verification_code_hash: null,
          },
          { endSessions: true, executor: trx },
        );
        if (!keepApiKeys) await removeApiKeys(trx, user.id);
      });
      return messages.passwordChanged;
    },
    session,
    newPasswordHash,
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
