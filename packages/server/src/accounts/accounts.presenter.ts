import { ADMIN_ROLE_ID, type UserWithRole } from './users.store';
import { rolePermission } from './role-permission';

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
