// spec §3 Auth session: what the app keeps about the signed-in user.

export interface Permission {
  admin?: boolean;
  formLimit?: number;
  submissionLimit?: number;
  uploadLimit?: number;
  /** One allow flag per form-element type, and whatever else a role grants. */
  [key: string]: unknown;
}

export interface AuthSession {
  token: string;
  email: string;
  name: string;
  user_id: number | string;
  user_role: number | string | null;
  permission: Permission;
  admin: boolean;
  impersonate: boolean;
  /** Expiry, in seconds since the epoch. */
  exp: number;
  loggedIn: true;
}

/** True while the session's exp (seconds) lies in the future. */
export function isSessionActive(session: AuthSession, nowMs: number = Date.now()): boolean {
  return session.exp * 1000 > nowMs;
}

/**
 * Builds a session from stored data or a login answer; null when the shape is not
 * usable. `fallbackEmail` covers answers that leave the e-mail out.
 */
export function parseAuthSession(value: unknown, fallbackEmail?: string): AuthSession | null {
  if (!isRecord(value)) return null;
  const { token, email, name, user_id, user_role, permission, admin, impersonate, exp } = value;
  const sessionEmail = typeof email === 'string' && email ? email : fallbackEmail;

  if (typeof token !== 'string' || !token) return null;
  if (typeof sessionEmail !== 'string' || !sessionEmail) return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  if (!isId(user_id)) return null;

  return {
    token,
    email: sessionEmail,
    name: typeof name === 'string' ? name : '',
    user_id,
    user_role: isId(user_role) ? user_role : null,
    permission: isRecord(permission) ? permission : {},
    admin: admin === true,
    impersonate: impersonate === true,
    exp,
    loggedIn: true,
  };
}

/** 'Welcome,' shows the part of the e-mail before the at sign (spec §2 Profile menu). */
export function displayName(session: AuthSession): string {
  const at = session.email.indexOf('@');
  return at > 0 ? session.email.slice(0, at) : session.email;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is number | string {
  return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '');
}
