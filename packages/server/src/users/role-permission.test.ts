import { describe, expect, it } from 'vitest';
import { createFreePermission } from '@formbuilder/core';
import { rolePermission } from './role-permission';

// One reader of a role's stored permission for login answers, usages, form and upload limits and
// the intake: core's parser.
describe('a role’s stored permission', () => {
  it('is read by core’s schema, once per text', () => {
    const stored = JSON.stringify({ ...createFreePermission(), extra: 'ignored' });
    const permission = rolePermission(stored);
    expect(permission).toEqual(createFreePermission());
    expect(rolePermission(stored)).toBe(permission);
  });

  it('grants nothing when it cannot be read or breaks the schema', () => {
    expect(rolePermission('{oops')).toEqual({});
    expect(rolePermission(JSON.stringify({ formLimit: -1 }))).toEqual({});
  });
});
