import { parseRolePermission, type RolePermission } from '@formbuilder/core';
import { LRUCache } from 'lru-cache';

const readPermissions = new LRUCache<string, Partial<RolePermission>>({ max: 1_000 });

/**
 * A role's stored permission (its JSON text), read by core's parser; an unreadable one grants
 * no element type and sets no limit, as an empty permission does. Each text is parsed once (a
 * server has a handful of roles, and the intake reads one at every submission).
 */
export function rolePermission(stored: string): Readonly<Partial<RolePermission>> {
  let permission = readPermissions.get(stored);
  if (!permission) {
    permission = Object.freeze(parseRolePermission(stored) ?? {});
    readPermissions.set(stored, permission);
  }
  return permission;
}
