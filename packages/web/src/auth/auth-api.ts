import { loginResponseSchema, messageAnswerSchema, signupAnswerSchema } from '@formbuilder/core';
import { createApiClient, publicApi } from '../api/client';
import { sessionOf } from './auth-session';
import type { AuthSession } from './auth-session';
import { apiPaths } from '../api/paths';

// docs/product.md §A7 Calls for the account screens, each answer parsed with core's schema. None of them
// carries the session, but for the logout that ends it.

/**
 * POST /api/users/logout: the server ends the session, so the token is refused from now on
 * (docs/api.md, Sessions). The browser forgets it whatever the answer: a call that fails leaves
 * the token to expire at its exp.
 */
export async function endServerSession(token: string): Promise<void> {
  try {
    await createApiClient({ token }).call('POST', apiPaths.logout, messageAnswerSchema);
  } catch (error) {
    console.warn('The server could not end the session; it expires on its own.', error);
  }
}

/** POST /api/users/login {email, password} → { message, token, name, exp, user_id, user_role, permission, admin, email }. */
export async function login(email: string, password: string): Promise<AuthSession> {
  return sessionOf(await publicApi.call('POST', apiPaths.login, loginResponseSchema, { body: { email, password } }));
}

/** POST /api/users/loginwithgoogle {tokenID} → the same fields as login. */
export async function loginWithGoogle(tokenID: string): Promise<AuthSession> {
  return sessionOf(await publicApi.call('POST', apiPaths.loginWithGoogle, loginResponseSchema, { body: { tokenID } }));
}

/**
 * POST /api/users/signup {email, password} → 201 { message }, with the new account's session
 * when there is nothing to verify.
 */
export async function signup(
  email: string,
  password: string,
): Promise<{ message: string; session: AuthSession | null }> {
  const answer = await publicApi.call('POST', apiPaths.signup, signupAnswerSchema, { body: { email, password } });
  return { message: answer.message, session: 'token' in answer ? sessionOf(answer) : null };
}

/** POST /api/users/forgotpassword {email} → { message }. */
export async function forgotPassword(email: string): Promise<string> {
  return (await publicApi.call('POST', apiPaths.forgotPassword, messageAnswerSchema, { body: { email } })).message;
}

/** POST /api/users/{userId}/resetpassword/{passwordResetCode} {password} → { message }. */
export async function resetPassword(
  userId: string,
  passwordResetCode: string,
  password: string,
  keepApiKeys: boolean,
): Promise<string> {
  return (
    await publicApi.call('POST', apiPaths.resetPassword(userId, passwordResetCode), messageAnswerSchema, {
      body: { password, keepApiKeys },
    })
  ).message;
}

/** GET /api/users/{userId}/verify/{verificationCode} → { message }; a non-200 answer carries the reason. */
export async function verifyEmail(userId: string, verificationCode: string): Promise<string> {
  return (await publicApi.call('GET', apiPaths.verify(userId, verificationCode), messageAnswerSchema)).message;
}
