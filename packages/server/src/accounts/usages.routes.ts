import type { Kysely } from 'kysely';
import { permissionAnswerSchema, usagesSchema } from '@formbuilder/core';
import type { Database } from '../db/schema';
import { sessionOf } from '../auth/auth.plugin';
import { notFound } from '../http/errors';
import { userParams, type ContractApp } from '../http/contract';
import type { FormsStore } from '../forms/forms.store';
import { presentPermission } from './accounts.presenter';
import { rolePermission } from './role-permission';
import type { UsersStore, UserWithRole } from './users.store';
import { currentMonth, usageOfMonth } from './usages.store';

// spec: app-shell §7 GET /api/users/{userId}/usages, §6 limits (0 means unlimited). Owner scope.
// GET …/permission answers the role as it is now, so an open app learns of a role change.
export function usageRoutes(db: Kysely<Database>, users: UsersStore, forms: FormsStore) {
  /** The account of the address: the signed-in user's own, or another one an admin looks at. */
  const accountOf = (userId: number, self: UserWithRole) => (self.id === userId ? self : users.findById(userId));

  return (app: ContractApp): void => {
    app.get('/permission', { schema: { params: userParams, response: { 200: permissionAnswerSchema } } }, async (request) => {
      const owner = await accountOf(request.params.userId, sessionOf(request).user);
      if (!owner) throw notFound('User not found.');
      return presentPermission(owner);
    });

    app.get('/usages', { schema: { params: userParams, response: { 200: usagesSchema } } }, async (request) => {
      const { userId } = request.params;
      const month = currentMonth();
      const usage = await usageOfMonth(db, userId, month);
      const owner = await accountOf(userId, sessionOf(request).user);
      const permission = owner ? rolePermission(owner.role_permission) : {};
      return {
        month,
        formCount: await forms.countByOwner(userId),
        submissionCount: usage.submissions,
        uploadBytes: usage.upload_bytes,
        formLimit: permission.formLimit ?? 0,
        submissionLimit: permission.submissionLimit ?? 0,
        uploadLimit: permission.uploadLimit ?? 0,
      };
    });
  };
}
