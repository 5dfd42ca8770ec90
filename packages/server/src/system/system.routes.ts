import type { RoutesPlugin } from '../http/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  capabilitiesSchema,
  loadVariablesSchema,
  type Capabilities,
  type ConfiguredCapabilities,
} from '@formbuilder/core';
import type { Config } from '../config/config';
import type { SystemStore } from './system.store';

/** What this server can do, from its real configuration (docs/product.md §A3; also the admin Status tab). */
export function capabilitiesOf(config: Config, mailEnabled: boolean): ConfiguredCapabilities {
  return {
    mail: mailEnabled,
    sendgridApiKey: mailEnabled,
    googleCredentialsClientID: Boolean(config.google.clientId),
    // Drive and Sheets connect through this server's Google OAuth client.
    googleServiceAccountCredentials: Boolean(config.google.clientId && config.google.clientSecret),
    // Uploads are always possible: they go to the data folder or the S3 bucket.
    fileUploadBucket: true,
    signupMode: config.signupMode,
    firstAccountReserved: config.adminEmail !== undefined,
  };
}

/** What the admin console's Status page says of what is missing, in words (README, Configuration). */
export const MAIL_STATUS_NOTE =
  'Mail is not set up: no e-mail is sent, so e-mail notifications and confirmations cannot be turned on, new accounts are verified at sign-up and password recovery is off. Set SMTP_URL and MAIL_FROM to send mail.';
export const GOOGLE_STATUS_NOTE =
  'Google is not set up: Google sign-in and the Google Drive and Google Sheets integrations are hidden. Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to offer them.';

export function statusNotes(capabilities: Pick<Capabilities, 'mail' | 'googleServiceAccountCredentials'>): string[] {
  return [
    capabilities.mail ? null : MAIL_STATUS_NOTE,
    capabilities.googleServiceAccountCredentials ? null : GOOGLE_STATUS_NOTE,
  ].filter((note) => note !== null);
}

export interface SystemRoutesDeps {
  config: Config;
  store: SystemStore;
  /** Whether this server can send mail (SMTP_URL and MAIL_FROM set). */
  mailEnabled: boolean;
}

// docs/product.md §A3 (server capabilities) and §A7 (GET /api/loadvariables).
export const systemRoutes: RoutesPlugin<SystemRoutesDeps> = (fastify, { config, store, mailEnabled }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/server/capabilities', { schema: { response: { 200: capabilitiesSchema } } }, async () => {
    // A fresh install greets with 'Create the administrator account'. Once it
    // exists, and while it is the only account, sign-up says when it was created: whoever
    // meant to be the administrator learns that someone else came first.
    const firstAccounts = await store.firstAccounts();
    const [administrator] = firstAccounts;
    return {
      ...capabilitiesOf(config, mailEnabled),
      firstRun: administrator === undefined,
      administratorSince: firstAccounts.length === 1 && administrator ? administrator.created_at : null,
    };
  });

  app.get('/api/loadvariables', { schema: { response: { 200: loadVariablesSchema } } }, () => ({
    PUBLIC_URL: config.publicUrl,
    GOOGLE_CLIENT_ID: config.google.clientId ?? null,
    HELP_URL: config.helpUrl ?? null,
    TERMS_URL: config.termsUrl ?? null,
    HOME_URL: config.homeUrl ?? null,
  }));

  app.get(
    '/api/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ message: z.string() }) } } },
    async (_request, reply) => {
      try {
        await store.ping();
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ message: 'The database does not answer.' });
      }
    },
  );
  done();
};
