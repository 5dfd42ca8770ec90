import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { permissionAnswerSchema, usagesSchema } from '@formbuilder/core';
import type { Database } from '../db/schema';
import { sessionOf } from '../auth/auth.plugin';
import { notFound } from '../http/errors';
import { userParams, type RoutesPlugin } from '../http/contract';
import type { FormsStore } from '../forms/forms.store';
import { presentPermission } from './accounts.presenter';
import { rolePermission } from '../users/role-permission';
import type { UsersStore, UserWithRole } from '../users/users.store';
import { currentMonth, usageOfMonth } from './usages.store';

export interface UsageRoutesDeps {
  db: Kysely<Database>;
  users: UsersStore;
  forms: FormsStore;
}

// docs/product.md §A7 GET /api/users/{userId}/usages, §A6 limits (0 means unlimited). Owner scope.
// GET …/permission returns the role as it is now, so an open app learns of a role change.
export const usageRoutes: RoutesPlugin<UsageRoutesDeps> = (fastify, { db, users, forms }, done) => {
  /** The account of the address: the signed-in user's own, or another one an admin looks at. */
  const accountOf = (userId: number, self: UserWithRole) => (self.id === userId ? self : users.findById(userId));
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/permission',
    { schema: { params: userParams, response: { 200: permissionAnswerSchema } } },
    async (request) => {
      const owner = await accountOf(request.params.userId, sessionOf(request).user);
      if (!owner) throw notFound('User not found.');
      return presentPermission(owner);
    },
  );

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
  done();
};
