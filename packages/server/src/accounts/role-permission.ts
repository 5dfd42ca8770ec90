import { parseRolePermission, type RolePermission } from '@formbuilder/core';

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
