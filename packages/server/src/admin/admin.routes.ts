import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_PAGE_MAX,
  ADMIN_PAGE_SIZE,
  adminRoleListSchema,
  adminUserChangeSchema,
  adminUserFormListSchema,
  adminUserPageSchema,
  adminUserQuerySchema,
  adminUserSchema,
  auditPageSchema,
  auditQuerySchema,
  impersonationAnswerSchema,
  roleBodySchema,
  roleSavedSchema,
  serverStatusSchema,
  whitelistAddSchema,
  whitelistAnswerSchema,
  whitelistSchema,
  type ConfiguredCapabilities,
} from '@formbuilder/core';
import { sessionOf, type Guards } from '../auth/auth.plugin';
import { idParam, messageSchema, type ContractApp, type RoutesPlugin } from '../http/contract';
import type { AdminService, Actor } from './admin.service';
import type { AdminStore } from './admin.store';
import { readAudit } from '../users/audit.store';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { statusNotes } from '../system/system.routes';

export interface AdminRoutesDeps {
  guards: Guards;
  service: AdminService;
  store: AdminStore;
  db: Kysely<Database>;
  capabilities: () => ConfiguredCapabilities;
}

const userParams = z.object({ id: idParam('user id') });
const entryParams = z.object({ entryId: idParam('whitelist entry id') });
// docs/product.md §A7, PUT /api/admin/roles/{id}: id 0 creates a role.
const roleParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'The role id is not valid.')
    .transform(Number),
});

const actorOf = (request: FastifyRequest): Actor => ({ id: sessionOf(request).user.id, ip: request.ip });

/** A page of `limit` rows read as `limit + 1`: the extra row says whether a next page exists. */
function pageOf<T>(rows: T[], limit: number, cursor: (row: T) => string) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last !== undefined ? cursor(last) : null };
}

// docs/product.md §A7, the admin calls. Every route but 'logout as user' lives in one
// scope whose hook lets only administrators in (401 for a visitor, 403 for anyone else); API
// keys never reach it.
export const adminRoutes: RoutesPlugin<AdminRoutesDeps> = (
  fastify,
  { guards, service, store, db, capabilities },
  done,
) => {
  void fastify.register(
    (scope, _options, done) => {
      scope.addHook('onRequest', guards.requireAdmin);
      adminScopeRoutes(scope.withTypeProvider<ZodTypeProvider>(), { service, store, db, capabilities });
      done();
    },
    { prefix: '/api/admin' },
  );

  // The impersonated session is the user's, not an admin's: this one call is open to it alone.
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/admin/users/logout-as-user',
      { onRequest: guards.requireUser, schema: { response: { 200: impersonationAnswerSchema } } },
      (request) => service.endImpersonation(sessionOf(request), request.ip),
    );
  done();
};

function adminScopeRoutes(
  app: ContractApp,
  { service, store, db, capabilities }: Omit<AdminRoutesDeps, 'guards'>,
): void {
  app.get(
    '/users',
    {
      schema: {
        querystring: adminUserQuerySchema,
        response: { 200: z.union([adminUserPageSchema, z.array(adminUserSchema)]) },
      },
    },
    async (request) => {
      const { limit, after, q } = request.query;
      // Without paging parameters the product's bare list.
      if (limit === undefined && after === undefined && !q) return store.users({ limit: ADMIN_PAGE_MAX });
      const size = limit ?? ADMIN_PAGE_SIZE;
      return pageOf(await store.users({ q, after, limit: size + 1 }), size, (user) => user.email);
    },
  );

  app.get(
    '/users/:id/forms',
    { schema: { params: userParams, response: { 200: adminUserFormListSchema } } },
    (request) => store.userForms(request.params.id),
  );

  app.put(
    '/users/:id',
    { schema: { params: userParams, body: adminUserChangeSchema, response: { 200: messageSchema } } },
    (request) => service.saveUser(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/users/:id/login-as-user',
    { schema: { params: userParams, response: { 200: impersonationAnswerSchema } } },
    (request) => service.impersonate(actorOf(request), request.params.id),
  );

  app.get('/roles', { schema: { response: { 200: adminRoleListSchema } } }, () => store.roles());

  app.put(
    '/roles/:id',
    { schema: { params: roleParams, body: roleBodySchema, response: { 200: roleSavedSchema } } },
    (request) => service.saveRole(actorOf(request), request.params.id, request.body),
  );

  app.get('/whitelist', { schema: { response: { 200: whitelistSchema } } }, () => store.whitelist());

  // docs/product.md §A7 POST /api/admin/whitelist/{id}: the user's address, from the Users tab.
  app.post('/whitelist/:id', { schema: { params: userParams, response: { 200: whitelistAnswerSchema } } }, (request) =>
    service.whitelistUser(actorOf(request), request.params.id),
  );

  // Beyond the product's core: an address typed in the Whitelist tab, for someone who has no account yet.
  app.post(
    '/whitelist',
    { schema: { body: whitelistAddSchema, response: { 200: whitelistAnswerSchema } } },
    (request) => service.whitelist(actorOf(request), request.body.email, null),
  );

  app.delete(
    '/whitelist/entries/:entryId',
    { schema: { params: entryParams, response: { 200: messageSchema } } },
    (request) => service.removeFromWhitelist(actorOf(request), request.params.entryId),
  );

  // docs/product.md §A2 Status, the four capabilities from the real configuration.
  app.get('/status', { schema: { response: { 200: serverStatusSchema } } }, () => {
    const configured = capabilities();
    const { googleServiceAccountCredentials, sendgridApiKey, googleCredentialsClientID, fileUploadBucket } = configured;
    return {
      googleServiceAccountCredentials,
      sendgridApiKey,
      googleCredentialsClientID,
      fileUploadBucket,
      notes: statusNotes(configured),
    };
  });

  app.get(
    '/audit',
    { schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
    async (request) => {
      const size = request.query.limit ?? ADMIN_PAGE_SIZE;
      return pageOf(await readAudit(db, size + 1, request.query.after), size, (entry) => String(entry.id));
    },
  );
}
