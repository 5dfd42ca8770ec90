import { ADMIN_ROLE_ID, type UserWithRole } from './users.store';
import { parseRolePermission, type RolePermission } from '@formbuilder/core';

export interface LoginAnswer {
  message: string;
  token: string;
  name: string;
  exp: number;
  user_id: number;
  user_role: number;
  permission: Record<string, unknown> & { admin: boolean };
  admin: boolean;
  email: string;
}

const readPermissions = new Map<string, Partial<RolePermission>>();

/**
 * A role's stored permission (its JSON text), read by core's parser; an unreadable one grants
 * no element type and sets no limit, as an empty permission does. Each text is parsed once (a
 * server has a handful of roles, and the intake reads one at every submission).
 */
export function rolePermission(stored: string): Readonly<Partial<RolePermission>> {
  let permission = readPermissions.get(stored);
  if (!permission) {
    if (readPermissions.size >= 1_000) readPermissions.clear();
    permission = Object.freeze(parseRolePermission(stored) ?? {});
    readPermissions.set(stored, permission);
  }
  return permission;
}

// spec: app-shell §3 — the login response: token, name, exp, user_id, user_role,
// permission, admin, email, message.
export function presentLogin(user: UserWithRole, token: string, exp: number, message: string): LoginAnswer {
  const admin = user.role_id === ADMIN_ROLE_ID;
  return {
    message,
    token,
    name: user.name,
    exp,
    user_id: user.id,
    user_role: user.role_id,
    permission: { ...rolePermission(user.role_permission), admin },
    admin,
    email: user.email,
  };
}
