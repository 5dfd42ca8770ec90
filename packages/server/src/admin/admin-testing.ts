import type { TestServer } from '../test/test-server';

// Shared by the admin console's API tests.

/** The audit rows, oldest first, as actions with their detail. */
export async function auditTrail(
  server: TestServer,
): Promise<{ action: string; user_id: number | null; target_id: number | null; detail: string | null }[]> {
  return server.db.kysely
    .selectFrom('audit_log')
    .select(['action', 'user_id', 'target_id', 'detail'])
    .where('action', '!=', 'signup')
    .orderBy('id')
    .execute();
}

export const freePermission = async (server: TestServer) => {
  const role = await server.db.kysely
    .selectFrom('roles')
    .select('permission')
    .where('id', '=', 2)
    .executeTakeFirstOrThrow();
  return JSON.parse(role.permission) as Record<string, number | boolean>;
};
