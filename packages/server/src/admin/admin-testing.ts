import type { TestServer } from '../test/test-server';
import type { TestUser } from '../test/factories';

// Shared by the admin console's API tests.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function caller(server: TestServer) {
  return (method: Method, url: string, user: TestUser | null, payload?: object) =>
    server.app.inject({ method, url, headers: user ? user.headers : {}, ...(payload ? { payload } : {}) });
}

/** A session from a login answer (login as user, logout as user, password change). */
export function userOf(answer: { token: string; user_id: number }): TestUser {
  return { id: answer.user_id, token: answer.token, headers: { authorization: `Bearer ${answer.token}` } };
}

/** The audit rows, oldest first, as actions with their detail. */
export async function auditTrail(server: TestServer): Promise<{ action: string; user_id: number | null; target_id: number | null; detail: string | null }[]> {
  return server.db.kysely.selectFrom('audit_log').select(['action', 'user_id', 'target_id', 'detail']).where('action', '!=', 'signup').orderBy('id').execute();
}

export const freePermission = async (server: TestServer) => {
  const role = await server.db.kysely.selectFrom('roles').select('permission').where('id', '=', 2).executeTakeFirstOrThrow();
  return JSON.parse(role.permission) as Record<string, number | boolean>;
};
