import { z } from 'zod';
import { rolePermissionSchema, roleLimitSchema } from './permission';

// docs/product.md §A3, permission {admin, formLimit, …}: the role's permission
// plus the admin flag, every part optional because a session may predate it.
export const sessionPermissionSchema = rolePermissionSchema.partial().extend({
  admin: z.boolean().optional(),
  formLimit: roleLimitSchema.optional(),
});
export type SessionPermission = z.infer<typeof sessionPermissionSchema>;

// docs/product.md §A3, Login response
export const loginResponseSchema = z.object({
  token: z.string(),
  name: z.string(),
  // seconds since the epoch (docs/product.md §A9, "Stored auth valid until exp (seconds)")
  exp: z.number(),
  user_id: z.number().int(),
  user_role: z.number().int(),
  permission: sessionPermissionSchema,
  admin: z.boolean(),
  email: z.string(),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * GET /api/users/{userId}/permission: the role and permission of the login answer as they are
 * now, so a signed-in app learns of a role change without signing in again.
 */
export const permissionAnswerSchema = loginResponseSchema.pick({ user_role: true, permission: true, admin: true });
export type PermissionAnswer = z.infer<typeof permissionAnswerSchema>;

/**
 * docs/product.md §A7 POST /api/users/signup → message. When the address needs no
 * verification (a server without mail) the answer is also the new account's session, so the
 * person is signed in at once.
 */
export const signupAnswerSchema = z.union([loginResponseSchema, z.object({ message: z.string() })]);
export type SignupAnswer = z.infer<typeof signupAnswerSchema>;

// docs/product.md §A3, Auth session kept in browser storage under the key auth
export const authSessionSchema = z.object({
  token: z.string(),
  email: z.string(),
  name: z.string(),
  user_id: z.number().int(),
  user_role: z.number().int(),
  permission: sessionPermissionSchema,
  admin: z.boolean(),
  impersonate: z.boolean().optional(),
  exp: z.number(),
  loggedIn: z.boolean(),
});
export type AuthSession = z.infer<typeof authSessionSchema>;

/** The session is used only until exp, in seconds (docs/product.md §A3). */
export function isSessionValid(session: Pick<AuthSession, 'exp'>, nowMs: number = Date.now()): boolean {
  return session.exp * 1000 > nowMs;
}

/** Reads stored auth; unparsable or expired data is ignored (docs/product.md §A3). */
export function parseStoredSession(raw: string | null, nowMs: number = Date.now()): AuthSession | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = authSessionSchema.safeParse(data);
  return parsed.success && isSessionValid(parsed.data, nowMs) ? parsed.data : null;
}
