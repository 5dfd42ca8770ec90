import { ADMIN_ROLE_ID, type UserWithRole } from '../users/users.store';
import { rolePermission } from '../users/role-permission';

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

// docs/product.md §A3 — the login response: token, name, exp, user_id, user_role,
// permission, admin, email, message.
export function presentLogin(user: UserWithRole, token: string, exp: number, message: string): LoginAnswer {
  return { message, token, name: user.name, exp, user_id: user.id, ...presentPermission(user), email: user.email };
}

/** The role part of the login answer, as GET /api/users/{userId}/permission answers it. */
export function presentPermission(user: UserWithRole): Pick<LoginAnswer, 'user_role' | 'permission' | 'admin'> {
  const admin = user.role_id === ADMIN_ROLE_ID;
  return { user_role: user.role_id, permission: { ...rolePermission(user.role_permission), admin }, admin };
}
