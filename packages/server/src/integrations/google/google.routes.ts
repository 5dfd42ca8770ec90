import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createFolderSchema,
  driveFolderSchema,
  generateAuthUrlSchema,
  getMappingSchema,
  googleDataSchema,
  googleStatusSchema,
  initSheetSchema,
  sheetListSchema,
  spreadsheetSchema,
} from '@formbuilder/core';
import { sessionOf, type Guards } from '../../auth/auth.plugin';
import type { RoutesPlugin } from '../../http/contract';
import { CALLBACK_PATH } from './google-access';
import type { GoogleService } from './google.service';

// docs/product.md §B7, the Google calls, returning {data}; the OAuth callback and the
// connection status. Each needs a signed-in session (never an API key: these act on the
// person's Google account); the callback is public, its signed state names the person.

export interface GoogleRoutesDeps {
  guards: Guards;
  google: GoogleService;
}

/** Google's answer on the callback: a code, or an error such as access_denied. A browser lands here: whatever came, it goes on to the googleAuth page. */
const text = z.string().max(4000).optional().catch(undefined);
const callbackQuery = z.looseObject({ code: text, state: text, error: text });

export const googleRoutes: RoutesPlugin<GoogleRoutesDeps> = (fastify, { guards, google }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: guards.requireUser };
  const userId = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;

  app.post(
    '/api/services/google/generateAuthURL',
    { ...guarded, schema: { body: generateAuthUrlSchema, response: { 200: googleDataSchema(z.string()) } } },
    async (request) => ({
      data: await google.consentUrl(userId(request), request.body.scope),
    }),
  );

  // The popup must keep its opener on its way back (app.ts: the opener policy).
  app.get(CALLBACK_PATH, { schema: { querystring: callbackQuery } }, async (request, reply) =>
    reply.header('cross-origin-opener-policy', 'unsafe-none').redirect(await google.callback(request.query), 302),
  );

  app.get('/api/services/google/status', { ...guarded, schema: { response: { 200: googleStatusSchema } } }, (request) =>
    google.status(userId(request)),
  );

  app.post(
    '/api/integrations/googledrive/createFolder',
    { ...guarded, schema: { body: createFolderSchema, response: { 200: googleDataSchema(driveFolderSchema) } } },
    async (request) => ({
      data: await google.createFolder(userId(request), request.body.token, request.body.targetFolder.name),
    }),
  );

  app.post(
    '/api/googlesheets/getmapping',
    { ...guarded, schema: { body: getMappingSchema, response: { 200: googleDataSchema(sheetListSchema) } } },
    async (request) => ({
      data: await google.sheets(userId(request), request.body.token, request.body.spreadsheetId),
    }),
  );

  app.post(
    '/api/googlesheets/init',
    {
      ...guarded,
      schema: {
        body: initSheetSchema,
        response: { 200: googleDataSchema(z.object({ targetSpreadsheet: spreadsheetSchema })) },
      },
    },
    async (request) => ({
      data: {
        targetSpreadsheet: await google.init(
          userId(request),
          request.body.token,
          request.body.targetSpreadsheet,
          request.body.fieldMapping,
          request.body.values,
        ),
      },
    }),
  );
  done();
};
