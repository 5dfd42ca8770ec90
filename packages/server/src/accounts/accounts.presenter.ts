import { ADMIN_ROLE_ID, type UserWithRole } from './users.store';

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

export function rolePermission(user: UserWithRole): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(user.role_permission);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
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
    permission: { ...rolePermission(user), admin },
    admin,
    email: user.email,
  };
}
