import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config/config';
import { createSecretBox, resolveJwtSecret } from './config/secrets';
import { migrate, openDatabase, type Db } from './db/database';
import { createRateLimiter } from './http/rate-limit';
import { createHttpApp } from './http/http-app';
import { registerWebApp } from './http/web-app';
import { createTokenService } from './auth/tokens';
import { createGuards } from './auth/auth.plugin';
import { createSessions, sessionRoutes } from './auth/sessions';
import type { PasswordCost } from './auth/passwords';
import { createUsersStore } from './users/users.store';
import { createAccountsService, passwordResetHandler, PASSWORD_RESET_JOB } from './accounts/accounts.service';
import { createLoginThrottle } from './accounts/login-throttle';
import { accountRoutes } from './accounts/accounts.routes';
import { usageRoutes } from './accounts/usages.routes';
import { settingsListRoute, settingsRoutes } from './accounts/settings.routes';
import { createSettingsService } from './accounts/settings.service';
import { createGoogleVerifier } from './accounts/google';
import { createMailer, type Mailer, type MailMessage } from './mail/mailer';
import { startOutboxWorker, type OutboxWorker } from './outbox/outbox';
import { capabilitiesOf, systemRoutes } from './system/system.routes';
import { createSystemStore } from './system/system.store';
import { adminRoutes } from './admin/admin.routes';
import { createAdminService } from './admin/admin.service';
import { registerActAudit } from './admin/act-audit';
import { createAdminStore } from './admin/admin.store';
import { createFormsStore } from './forms/forms.store';
import { formRoutes } from './forms/forms.routes';
import { lifeRoutes } from './forms/life.routes';
import { createLifeService } from './forms/life.service';
import { createLifeStore } from './forms/life.store';
import { createFormSlugs } from './forms/form-slugs';
import { slugRoutes } from './forms/slug.routes';
import { createOwnership, registerFormScope } from './forms/ownership';
import { createApiKeysStore } from './users/api-keys.store';
import { deliveryRoutes } from './forms/deliveries.routes';
import { releaseResumed } from './outbox/deliveries';
import { apiKeyRoutes } from './apikeys/api-keys.routes';
import { ownerRoutes, registerOwnerScope } from './auth/owner-scope';
import { createFormsService } from './forms/forms.service';
import { createTemplatesStore } from './templates/templates.store';
import { templateRoutes } from './templates/templates.routes';
import { publicRoutes } from './public/public.routes';
import { clientScriptRoute, loadClientScript } from './public/client-script';
import { fontRoutes } from './public/fonts.routes';
import { themeRoutes } from './themes/themes.routes';
import { createThemesStore } from './users/themes.store';
import { datasetRoutes } from './datasets/datasets.routes';
import { intakeRoutes } from './submissions/intake.routes';
import { createPartialsService, startPartialSweep } from './submissions/partials.service';
import { createPartialsStore } from './submissions/partials.store';
import { createIntakeService } from './submissions/intake.service';
import { createVerifiedEmailService } from './submissions/verified-email.service';
import { createVerifiedEmailStore } from './submissions/verified-email.store';
import { createSubmissionsStore } from './submissions/submissions.store';
import { createFormTargetFinder } from './public/form-target';
import { createDiskStorage } from './storage/file-storage';
import { createS3Storage } from './storage/s3-storage';
import { fileRoutes } from './submissions/files.routes';
import { createFilesStore } from './storage/files.store';
import { fileCheckRoute, responseRoutes } from './responses/responses.routes';
import { partialListRoutes } from './submissions/partial-list.routes';
import { createDataColumnsStore, dataColumnsRoutes } from './responses/data-columns';
import { createResponsesStore } from './responses/responses.store';
import { createStatistics } from './responses/statistics';
import { createCsvExport } from './responses/csv-export';
import { createJsonExport } from './responses/json-export';
import { createXlsxExport } from './responses/xlsx-export';
import { createZipExport } from './responses/zip-export';
import { createPageViews, type PageViews } from './responses/page-views';
import { createProgress, type Progress } from './responses/progress';
import { startAnswerIndexer, type AnswerIndexer } from './responses/answer-search';
import { PROGRESS_BEACONS_PER_MINUTE, progressRoutes } from './public/progress.routes';
import { uploadRoutes } from './uploads/uploads.routes';
import { createSubmissionMailHandlers } from './integrations/email/submission-mail';
import { createWebhookHandlers } from './integrations/webhooks/webhook-delivery';
import { webhookRoutes } from './integrations/webhooks/webhooks.routes';
import { createWebhooksService } from './integrations/webhooks/webhooks.service';
import { createWebhooksStore } from './integrations/webhooks/webhooks.store';
import { createGoogleAccess } from './integrations/google/google-access';
import { createGoogleHandlers } from './integrations/google/google-deliveries';
import { createGoogleGrantsStore } from './integrations/google/google-grants.store';
import { googleRoutes } from './integrations/google/google.routes';
import { createGoogleService } from './integrations/google/google.service';

export interface Server {
  app: FastifyInstance;
  db: Db;
  outbox: OutboxWorker;
  /** SQLite's indexer of the answers' text (answer-search.ts); null on PostgreSQL. */
  answerIndexer: AnswerIndexer | null;
  mailer: Mailer;
  /** Public page views, counted in memory and written every few seconds. */
  pageViews: PageViews;
  progress: Progress;
  close(): Promise<void>;
}

function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Works from src/ (tests, dev) and from dist/ (the built server).
  return path.resolve(here, '../../web/dist');
}

/** What only code that builds a server in process can choose: no configuration sets these. */
export interface ServerOptions {
  /** scrypt's cost for new passwords (PASSWORD_COST unless given): the API tests hash at a lower one. */
  passwordCost?: PasswordCost;
}

export async function createServer(config: Config, options: ServerOptions = {}): Promise<Server> {
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);

  const app = await createHttpApp(config);

  const mailer = createMailer(config.smtpUrl, config.mailFrom);
  // Scale-out: generated secrets live in this process's DATA_DIR; processes sharing a
  // PostgreSQL database each generate their own unless told, and cannot read each other's.
  const generated = [config.jwtSecret ? null : 'JWT_SECRET', config.encryptionKey ? null : 'ENCRYPTION_KEY'].filter(
    (name) => name !== null,
  );
  if (db.dialect === 'postgres' && generated.length > 0) {
    app.log.warn(
      `${generated.join(' and ')} not set: generated into DATA_DIR. Give every process that shares this database the same values.`,
    );
  }
  const secretBox = createSecretBox(config.encryptionKey, config.dataDir);
  const googleGrants = createGoogleGrantsStore(db.kysely, secretBox);
  const googleAccess = createGoogleAccess(config.google, config.publicUrl, googleGrants);
  const users = createUsersStore(db.kysely);
  const outbox = startOutboxWorker(
    db.kysely,
    db.dialect,
    {
      mail: (payload) => mailer.send(payload as MailMessage),
      ...createSubmissionMailHandlers(db.kysely, mailer, config.publicUrl),
      ...createWebhookHandlers(db.kysely, secretBox, config.webhookAllowHosts),
      ...createGoogleHandlers(db.kysely, googleAccess),
      [PASSWORD_RESET_JOB]: passwordResetHandler(db.kysely, users, config.publicUrl),
    },
    app.log,
  );
  const tokens = createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir));
  const apiKeys = createApiKeysStore(db.kysely);
  const sessions = createSessions(db.kysely, tokens);
  const guards = createGuards(tokens, sessions, users, apiKeys);
  const forms = createFormsStore(db.kysely);
  const limiter = createRateLimiter(db.kysely);
  const accounts = createAccountsService({
    db: db.kysely,
    users,
    sessions,
    mailEnabled: mailer.enabled,
    kickOutbox: () => outbox.kick(),
    publicUrl: config.publicUrl,
    signupMode: config.signupMode,
    adminEmail: config.adminEmail,
    verifyGoogle: createGoogleVerifier(config.google.clientId, config.google.certsUrl),
    loginThrottle: createLoginThrottle(db.kysely),
    passwordCost: options.passwordCost,
  });

  registerActAudit(app, db.kysely);
  await app.register(systemRoutes, { config, store: createSystemStore(db.kysely), mailEnabled: mailer.enabled });
  await app.register(accountRoutes, { accounts, limiter, perIpLimit: config.authRateLimit });
  await app.register(settingsListRoute, { guards });
  await app.register(sessionRoutes, { guards, sessions });
  const storage = config.s3 ? createS3Storage(config.s3) : createDiskStorage(config.dataDir);
  const templates = createTemplatesStore(db.kysely);
  const findTarget = createFormTargetFinder(forms, tokens, config.publicCacheMs);
  const ownership = createOwnership(forms);
  const files = createFilesStore(db.kysely);
  const formsService = createFormsService({
    db: db.kysely,
    forms,
    users,
    tokens,
    storage,
    mailEnabled: mailer.enabled,
    onFormChange: () => findTarget.forget(),
    // A resumed integration's held deliveries go out now; a removed one's are dropped.
    onPublish: async (formId) => {
      await releaseResumed(db.kysely, [formId]);
      outbox.kick();
    },
  });
  await app.register(templateRoutes, { templates });
  await app.register(datasetRoutes, {});
  const clientScript = loadClientScript();
  await app.register(clientScriptRoute, { script: clientScript });
  await app.register(fontRoutes, {});
  const publicSetup = {
    scriptUrl: clientScript?.url ?? null,
    addressSearchUrl: config.addressSearchUrl,
    connectTo: [new URL(config.addressSearchUrl).origin],
    publicUrl: config.publicUrl,
  };
  const pageViews = createPageViews(db.kysely);
  const slugs = createFormSlugs(db.kysely);
  const partials = createPartialsService(createPartialsStore(db.kysely), storage, {
    publicUrl: config.publicUrl,
    mailEnabled: mailer.enabled,
    kickOutbox: () => outbox.kick(),
  });
  // One response per verified e-mail address (docs/product.md, "A form's life"): its pending
  // responses are swept with the partial responses, by the same hourly sweep.
  const verified = createVerifiedEmailService(createVerifiedEmailStore(db.kysely), storage, () => outbox.kick());
  const partialSweep = startPartialSweep(
    { sweep: async () => (await partials.sweep()) + (await verified.sweep()) },
    app.log,
  );
  await app.register(publicRoutes, { findTarget, templates, setup: publicSetup, pageViews, slugs, partials });
  const progress = createProgress(db.kysely);
  await app.register(progressRoutes, {
    findTarget,
    progress,
    limiter,
    // Off where submissions are not limited either.
    perMinute: config.submitRateLimit === 0 ? 0 : PROGRESS_BEACONS_PER_MINUTE,
  });
  // The e-mail integration runs only where mail can be sent; webhooks always; Drive and Sheets
  // where this server has a Google OAuth client.
  const integrationKinds = new Set([
    'webhook',
    ...(mailer.enabled ? ['email'] : []),
    ...(googleAccess.enabled ? ['GoogleDrive', 'GoogleSheets'] : []),
  ]);
  const intake = createIntakeService(
    db.kysely,
    db.dialect,
    storage,
    () => outbox.kick(),
    integrationKinds,
    config.submissionWriter,
  );
  // docs/decisions/013-answer-search-behind-writes.md: SQLite's text index, written in the writer's lulls.
  const answerIndexer =
    db.dialect === 'sqlite' ? startAnswerIndexer(db.kysely, () => intake.writerIdleMs(), app.log) : null;
  const settings = createSettingsService(users, accounts);
  await registerOwnerScope(app, { guards, within: (scope) => registerFormScope(scope, ownership) }, [
    ownerRoutes(formRoutes, { service: formsService, templates }, { apiKeys: true }),
    ownerRoutes(fileRoutes, { files, storage }, { apiKeys: true }),
    ownerRoutes(
      responseRoutes,
      {
        forms,
        responses: createResponsesStore(db.kysely),
        statistics: createStatistics(db.kysely),
        partials: partials.store,
        csv: createCsvExport(db),
        xlsx: createXlsxExport(db),
        json: createJsonExport(db),
        zip: createZipExport(db, storage),
        storage,
        chosenTimeZone: async (userId) => (await settings.preferences(userId)).timeZone,
      },
      { apiKeys: true },
    ),
    ownerRoutes(partialListRoutes, { forms, partials }, { apiKeys: true }),
    ownerRoutes(dataColumnsRoutes, { store: createDataColumnsStore(db.kysely), forms }, { apiKeys: true }),
    ownerRoutes(deliveryRoutes, { db: db.kysely, kickOutbox: () => outbox.kick() }),
    ownerRoutes(webhookRoutes, {
      webhooks: createWebhooksService(createWebhooksStore(db.kysely, secretBox), {
        allowHosts: config.webhookAllowHosts,
      }),
    }),
    ownerRoutes(usageRoutes, { db: db.kysely, users, forms }),
    ownerRoutes(apiKeyRoutes, { keys: apiKeys }),
    ownerRoutes(settingsRoutes, { settings, helpUrl: config.helpUrl }),
    ownerRoutes(
      lifeRoutes,
      {
        service: createLifeService({
          store: createLifeStore(db.kysely),
          onFormChange: () => findTarget.forget(),
          mailEnabled: mailer.enabled,
        }),
      },
      { apiKeys: true },
    ),
    ownerRoutes(slugRoutes, { slugs }),
    ownerRoutes(themeRoutes, { themes: createThemesStore(db.kysely) }),
  ]);
  await app.register(uploadRoutes, { guards, forms, storage, db: db.kysely });
  await app.register(googleRoutes, {
    guards,
    google: createGoogleService({
      access: googleAccess,
      grants: googleGrants,
      tokens,
      users,
      publicUrl: config.publicUrl,
    }),
  });
  await app.register(intakeRoutes, {
    forms,
    findTarget,
    intake,
    submissions: createSubmissionsStore(db.kysely),
    limiter,
    submitRateLimit: config.submitRateLimit,
    setup: publicSetup,
    progress,
    partials,
    verified,
  });
  await app.register(fileCheckRoute, { guards, ownership, files, storage });
  const adminStore = createAdminStore(db.kysely);
  await app.register(adminRoutes, {
    guards,
    store: adminStore,
    db: db.kysely,
    // A suspended owner's cached public pages stop taking submissions at once in this process.
    service: createAdminService({
      db: db.kysely,
      store: adminStore,
      users,
      accounts,
      sessions,
      onAccountChange: () => findTarget.forget(),
    }),
    capabilities: () => capabilitiesOf(config, mailer.enabled),
  });
  await registerWebApp(app, config.webDist ?? defaultWebDist());

  return {
    app,
    db,
    outbox,
    answerIndexer,
    mailer,
    pageViews,
    progress,
    async close() {
      partialSweep.stop();
      await app.close();
      await pageViews.stop();
      await progress.stop();
      await outbox.stop();
      await answerIndexer?.stop();
      await mailer.close?.();
      await db.close();
    },
  };
}
