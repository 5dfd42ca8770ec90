import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES } from '../element-types';
import { canCreateForm, isAdmin, isElementAllowed, isWithinLimit } from '../access';
import { authSessionSchema, loginResponseSchema, parseStoredSession } from './auth';
import {
  createAdminPermission,
  createFreePermission,
  parseRolePermission,
  roleBodySchema,
  rolePermissionSchema,
} from './permission';

describe('role permissions (docs/product.md §A3, §A5, §A6)', () => {
  it('free: 5 forms, 1000 submissions, 100 MB and every element type', () => {
    const free = createFreePermission();
    expect(free).toMatchObject({ formLimit: 5, submissionLimit: 1000, uploadLimit: 100 });
    for (const type of ELEMENT_TYPES) expect(free[type]).toBe(true);
    expect(rolePermissionSchema.parse(free)).toEqual(free);
  });

  it('admin: unlimited (0) and every element type', () => {
    const admin = createAdminPermission();
    expect(admin).toMatchObject({ formLimit: 0, submissionLimit: 0, uploadLimit: 0 });
    expect(ELEMENT_TYPES.every((type) => admin[type])).toBe(true);
  });

  it('limits run from 0 to 99999999', () => {
    const free = createFreePermission();
    expect(rolePermissionSchema.safeParse({ ...free, formLimit: 99999999 }).success).toBe(true);
    expect(rolePermissionSchema.safeParse({ ...free, formLimit: 100000000 }).success).toBe(false);
    expect(rolePermissionSchema.safeParse({ ...free, uploadLimit: -1 }).success).toBe(false);
    expect(rolePermissionSchema.safeParse({ ...free, submissionLimit: 1.5 }).success).toBe(false);
  });

  it('a role body takes limits as digits too, as a text input holds them, and nothing else', () => {
    const free = createFreePermission();
    const body = (limits: object) => roleBodySchema.safeParse({ name: 'Pro', permissions: { ...free, ...limits } });
    expect(body({ formLimit: '7', submissionLimit: '0', uploadLimit: '99999999' }).data?.permissions).toMatchObject({
      formLimit: 7,
      submissionLimit: 0,
      uploadLimit: 99999999,
    });
    for (const bad of ['7.5', 'abc', '-1', '', ' 7', '100000000', 7.5, -1, true]) {
      const refused = body({ formLimit: bad });
      expect(refused.success, String(bad)).toBe(false);
      expect(refused.error?.issues[0]).toMatchObject({
        path: ['permissions', 'formLimit'],
        message: 'must be a whole number from 0 to 99999999.',
      });
    }
  });

  it('0 means unlimited; a missing flag means not allowed unless admin', () => {
    expect(isWithinLimit(0, 1_000_000)).toBe(true);
    expect(isWithinLimit(5, 4)).toBe(true);
    expect(isWithinLimit(5, 5)).toBe(false);
    expect(canCreateForm(5, undefined)).toBe(false);
    expect(canCreateForm(5, 5, true)).toBe(true);
    expect(isElementAllowed({ TextBox: true }, 'TextBox')).toBe(true);
    expect(isElementAllowed({ TextBox: true }, 'File')).toBe(false);
    expect(isElementAllowed({}, 'File', true)).toBe(true);
  });

  it('a role needs a name, and its stored JSON is read back', () => {
    const permissions = createFreePermission();
    const refused = roleBodySchema.safeParse({ name: ' ', permissions });
    expect(refused.error?.issues[0]?.message).toBe('Please set a role name');
    expect(roleBodySchema.safeParse({ name: 'Pro', permissions, admin: true }).success).toBe(false);
    expect(parseRolePermission(JSON.stringify(permissions))).toEqual(permissions);
    expect(parseRolePermission('{oops')).toBeNull();
  });
});

describe('auth session and login response (docs/product.md §A3)', () => {
  const login = {
    token: 'jwt',
    name: 'Ada',
    exp: 2_000_000_000,
    user_id: 7,
    user_role: 2,
    permission: { admin: false, formLimit: 5, TextBox: true },
    admin: false,
    email: 'ada@example.com',
    message: 'Login Successful',
  };

  it('parses a login response and builds a session from it', () => {
    const response = loginResponseSchema.parse(login);
    const { message: _message, ...fields } = response;
    const session = authSessionSchema.parse({ ...fields, impersonate: false, loggedIn: true });
    expect(session.permission.formLimit).toBe(5);
    expect(isAdmin(session)).toBe(false);
    expect(isAdmin({ admin: false, user_role: 1 })).toBe(true);
  });

  it('ignores unparsable or expired stored sessions', () => {
    const { message: _message, ...fields } = login;
    const stored = JSON.stringify({ ...fields, loggedIn: true });
    expect(parseStoredSession(stored, 1_000)?.email).toBe('ada@example.com');
    expect(parseStoredSession(stored, 2_000_000_000_000)).toBeNull();
    expect(parseStoredSession('{not json', 1_000)).toBeNull();
    expect(parseStoredSession(null)).toBeNull();
  });
});
