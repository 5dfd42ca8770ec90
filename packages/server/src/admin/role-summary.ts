import { elementTypes, getElementBehaviour, type RolePermission } from '@formbuilder/core';

const limitText = (limit: number, unit = '') => (limit === 0 ? 'unlimited' : `${limit}${unit}`);

/** A role edit as the audit log shows it: its name, limits and the element types it leaves out. */
export function describeRole(name: string, permission: RolePermission): string {
  const left = elementTypes
    .filter((type) => permission[type] !== true)
    .map((type) => getElementBehaviour(type).displayName);
  const limits = `forms ${limitText(permission.formLimit)}, submissions ${limitText(permission.submissionLimit)}/month, uploads ${limitText(permission.uploadLimit, ' MB')}`;
  return `${name}: ${limits}; ${left.length === 0 ? 'every element type' : `without ${left.join(', ')}`}`;
}
