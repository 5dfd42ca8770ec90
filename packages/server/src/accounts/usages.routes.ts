import type { Kysely } from 'kysely';
import { usagesSchema } from '@formbuilder/core';
import type { Database } from '../db/schema';
import { sessionOf } from '../auth/auth.plugin';
import { userParams, type ContractApp } from '../http/contract';
import type { FormsStore } from '../forms/forms.store';
import { rolePermission } from './role-permission';
import type { UsersStore } from './users.store';
import { currentMonth, usageOfMonth } from './usages.store';

// spec: app-shell §7 GET /api/users/{userId}/usages, §6 limits (0 means unlimited). Owner scope.
export function usageRoutes(db: Kysely<Database>, users: UsersStore, forms: FormsStore) {
  return (app: ContractApp): void => {
    app.get('/usages', { schema: { params: userParams, response: { 200: usagesSchema } } }, async (request) => {
      const { userId } = request.params;
      const month = currentMonth();
      const usage = await usageOfMonth(db, userId, month);
      const self = sessionOf(request).user;
      const owner = self.id === userId ? self : await users.findById(userId);
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
