import { ApiError, publicApi } from '../api/client';
import { parseAuthSession } from './auth-session';
import type { AuthSession } from './auth-session';

// spec §7 Calls for the account screens. None of them carries the session.

interface MessageAnswer {
  message?: unknown;
}

export interface LoginResult {
  message: string;
  session: AuthSession;
}

const UNEXPECTED_ANSWER = 'The server sent an unexpected answer. Please try again.';

function messageOf(answer: unknown, fallback = ''): string {
  const { message } = (typeof answer === 'object' && answer !== null ? answer : {}) as MessageAnswer;
  return typeof message === 'string' ? message : fallback;
}

function toLoginResult(answer: unknown, email?: string): LoginResult {
  const session = parseAuthSession(answer, email);
  if (!session) throw new ApiError(0, UNEXPECTED_ANSWER);
  return { message: messageOf(answer), session };
}

/** POST /api/users/login {email, password} → { message, token, name, exp, user_id, user_role, permission, admin, email }. */
export async function login(email: string, password: string): Promise<LoginResult> {
  return toLoginResult(await publicApi.post<unknown>('/api/users/login', { email, password }), email);
}

/** POST /api/users/loginwithgoogle {tokenID} → the same fields as login. */
export async function loginWithGoogle(tokenID: string): Promise<LoginResult> {
  return toLoginResult(await publicApi.post<unknown>('/api/users/loginwithgoogle', { tokenID }));
}

/** POST /api/users/signup {email, password} → 201 { message }. */
export async function signup(email: string, password: string): Promise<string> {
  return messageOf(await publicApi.post<unknown>('/api/users/signup', { email, password }));
}

/** POST /api/users/forgotpassword {email} → { message }. */
export async function forgotPassword(email: string): Promise<string> {
  return messageOf(await publicApi.post<unknown>('/api/users/forgotpassword', { email }));
}

/** POST /api/users/{userId}/resetpassword/{passwordResetCode} {password} → { message }. */
export async function resetPassword(userId: string, passwordResetCode: string, password: string): Promise<string> {
  const path = `/api/users/${encodeURIComponent(userId)}/resetpassword/${encodeURIComponent(passwordResetCode)}`;
  return messageOf(await publicApi.post<unknown>(path, { password }));
}

// A verification code is single-use, so each one is sent once per page load,
// however often the screen mounts (React StrictMode runs effects twice).
const verifications = new Map<string, Promise<string>>();

/** GET /api/users/{userId}/verify/{verificationCode} → { message }; a non-200 answer carries the reason. */
export function verifyEmail(userId: string, verificationCode: string): Promise<string> {
  const path = `/api/users/${encodeURIComponent(userId)}/verify/${encodeURIComponent(verificationCode)}`;
  let pending = verifications.get(path);
  if (!pending) {
    pending = publicApi.get<unknown>(path).then((answer) => messageOf(answer));
    verifications.set(path, pending);
  }
  return pending;
}
