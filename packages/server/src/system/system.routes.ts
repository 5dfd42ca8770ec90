import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config/config';
import type { Database } from '../db/schema';

// spec: app-shell §3 (server capabilities) and §7 (GET /api/loadvariables).
export function registerSystemRoutes(app: FastifyInstance, config: Config, db: Kysely<Database>, mailEnabled: boolean): void {
  app.get('/api/server/capabilities', () => ({
    mail: mailEnabled,
    // The spec's name for "this server can send e-mail".
    sendgridApiKey: mailEnabled,
    googleCredentialsClientID: Boolean(config.google.clientId),
    // Drive/Sheets service credentials arrive with their issue.
    googleServiceAccountCredentials: false,
    // Uploads are always possible: they go to the data folder (STORAGE=disk).
    fileUploadBucket: true,
    signupMode: config.signupMode,
  }));

  app.get('/api/loadvariables', () => ({
    PUBLIC_URL: config.publicUrl,
    GOOGLE_CLIENT_ID: config.google.clientId ?? null,
    HELP_URL: config.helpUrl ?? null,
    HOME_URL: config.homeUrl ?? null,
  }));

  app.get('/api/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ message: 'The database does not answer.' });
    }
  });
}
