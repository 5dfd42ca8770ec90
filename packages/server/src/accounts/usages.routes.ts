import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Guards } from '../auth/auth.plugin';
import { sessionOf } from '../auth/auth.plugin';
import type { FormsStore } from '../forms/forms.store';
import { parseId } from './accounts.routes';
import { rolePermission } from './accounts.presenter';
import type { UsersStore } from './users.store';

export const currentMonth = (date = new Date()) => date.toISOString().slice(0, 7);

// spec: app-shell §7 GET /api/users/{userId}/usages, §6 limits (0 means unlimited).
export function registerUsageRoutes(app: FastifyInstance, guards: Guards, db: Kysely<Database>, users: UsersStore, forms: FormsStore): void {
  app.get<{ Params: { userId: string } }>('/api/users/:userId/usages', { preHandler: guards.requireSelf }, async (request) => {
    const userId = parseId(request.params.userId, 'user id');
    const usage = await db
      .selectFrom('usages')
      .select(['submissions', 'upload_bytes'])
      .where('user_id', '=', userId)
      .where('month', '=', currentMonth())
      .executeTakeFirst();
    const self = sessionOf(request).user;
    const owner = self.id === userId ? self : await users.findById(userId);
    const permission = owner ? rolePermission(owner) : {};
    return {
      month: currentMonth(),
      formCount: await forms.countByOwner(userId),
      submissionCount: Number(usage?.submissions ?? 0),
      uploadBytes: Number(usage?.upload_bytes ?? 0),
      formLimit: Number(permission.formLimit ?? 0),
      submissionLimit: Number(permission.submissionLimit ?? 0),
      uploadLimit: Number(permission.uploadLimit ?? 0),
    };
  });
}
