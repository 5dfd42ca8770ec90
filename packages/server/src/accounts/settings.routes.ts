import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SETTINGS_PAGES,
  changePasswordBodySchema,
  loginResponseSchema,
  preferencesSchema,
  settingsPageListSchema,
} from '@formbuilder/core';
import { sessionOf, type Guards } from '../auth/auth.plugin';
import { userParams, type RoutesPlugin } from '../http/contract';
import { notFound } from '../http/errors';
import type { SettingsService } from './settings.service';

export interface SettingsRoutesDeps {
  settings: SettingsService;
  /** HELP_URL: the page the app's support link opens. */
  helpUrl: string | undefined;
}

// The settings area. Owner scope, never with an API key.
export const settingsRoutes: RoutesPlugin<SettingsRoutesDeps> = (fastify, { settings, helpUrl }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The Help menu's address, opened in a new tab (docs/api.md). This server has no forum of its
  // own to sign in to: it returns HELP_URL, the page the app's support link opens.
  // A string answer is sent as text unless typed: the address goes out as a JSON string.
  app.get(
    '/talkyard-sso',
    { schema: { params: userParams, response: { 200: z.string() } } },
    async (_request, reply) => {
      if (!helpUrl) throw notFound('This server has no help page.');
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(helpUrl));
    },
  );

  app.get('/preferences', { schema: { params: userParams, response: { 200: preferencesSchema } } }, (request) =>
    settings.preferences(request.params.userId),
  );

  app.put(
    '/preferences',
    { schema: { params: userParams, body: preferencesSchema, response: { 200: preferencesSchema } } },
    (request) => settings.savePreferences(request.params.userId, request.body),
  );

  // Answers a fresh session: every other one ends with the change.
  app.put(
    '/password',
    { schema: { params: userParams, body: changePasswordBodySchema, response: { 200: loginResponseSchema } } },
    (request) => settings.changePassword(sessionOf(request), request.params.userId, request.body),
  );
  done();
};

/** docs/product.md §A7 GET /api/app/get/settingsPluginfileslist: the settings pages of the menu. */
export const settingsListRoute: RoutesPlugin<{ guards: Guards }> = (app, { guards }, done) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/app/get/settingsPluginfileslist',
      { onRequest: guards.requireUser, schema: { response: { 200: settingsPageListSchema } } },
      () => [...SETTINGS_PAGES],
    );
  done();
};
