import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isAdmin } from '../auth/auth.plugin';
import { writeAudit } from '../users/audit.store';
import { addOnSendTo, isApiRoute } from '../http/route-hooks';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What administrators do to someone else's account is audited with the administrator's name
 * (docs/api.md, Sessions): each change made while acting as a user ('impersonation.write'), and
 * each call from their own session on /api/users/{userId}/… of another account, reads included
 * ('admin.act'). The row is written before the answer leaves, for each call that succeeded; the
 * console's own calls (/api/admin/…) write their own rows.
 */
export function registerActAudit(app: FastifyInstance, db: Kysely<Database>): void {
  // Sessions exist on the API's routes only (registered after this); public pages run none of it.
  addOnSendTo(app, isApiRoute, async (request, reply, payload) => {
    const session = request.session;
    const route = request.routeOptions.url ?? request.url;
    if (!session || reply.statusCode >= 400 || route.startsWith('/api/admin/')) return payload;
    const detail = `${request.method} ${route}`;
    if (session.impersonatorId !== undefined) {
      if (WRITES.has(request.method)) {
        await writeAudit(db, {
          action: 'impersonation.write',
          actorId: session.impersonatorId,
          targetId: session.user.id,
          detail,
          ip: request.ip,
        });
      }
      return payload;
    }
    const target = Number((request.params as { userId?: unknown } | undefined)?.userId);
    if (isAdmin(session.user) && Number.isInteger(target) && target !== session.user.id) {
      await writeAudit(db, { action: 'admin.act', actorId: session.user.id, targetId: target, detail, ip: request.ip });
    }
    return payload;
  });
}
