import { z } from 'zod';
import path from 'node:path';
import { SIGNUP_MODES, isValidEmail, trimTrailingSlashes, type SignupMode } from '@formbuilder/core';

// Configuration is environment variables only, read and validated once at start
// (docs/architecture.md, "Runtime and commands"). A bad value stops the start with a
// message naming the variable.

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const url = (variable: string) =>
  optionalText.refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), {
    message: `${variable} must be an http(s) URL`,
  });

const integer = (min: number, max: number, fallback: number) =>
  optionalText
    .refine((v) => v === undefined || /^\d+$/.test(v), { message: 'must be a whole number' })
    .transform((v) => (v === undefined ? fallback : Number(v)))
    .refine((v) => v >= min && v <= max, { message: `must be between ${min} and ${max}` });

const flag = (variable: string) =>
  optionalText
    .refine((v) => v === undefined || v === 'true' || v === 'false', { message: `${variable} must be true or false` })
    .transform((v) => (v === undefined ? undefined : v === 'true'));

/** Headers come first and are small: they get at most this long (or the request timeout). */
const HEADERS_TIMEOUT_MS = 20_000;

const envSchema = z
  .object({
    NODE_ENV: optionalText,
    PORT: integer(0, 65535, 3000),
    HOST: optionalText.default('0.0.0.0'),
    PUBLIC_URL: url('PUBLIC_URL'),
    DATA_DIR: optionalText.default('./data'),
    DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
      message: 'must start with postgres:// or postgresql://',
    }),
    JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
      message: 'must be at least 32 characters long',
    }),
    SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\/[^\s]+$/.test(v), {
      message: 'must look like smtp://user:pass@host:port',
    }),
    MAIL_FROM: optionalText,
    SIGNUP_MODE: z.enum(SIGNUP_MODES).default('open'),
    ADMIN_EMAIL: optionalText.refine((v) => v === undefined || isValidEmail(v), {
      message: 'must be an e-mail address',
    }),
    TRUSTED_PROXY_HOPS: integer(0, 10, 0),
    SUBMIT_RATE_LIMIT: integer(0, 1_000_000, 60),
    AUTH_RATE_LIMIT: integer(0, 1_000_000, 20),
    PUBLIC_CACHE_MS: integer(0, 60_000, 1000),
    REQUEST_TIMEOUT_SECONDS: integer(1, 3600, 120),
    IDLE_TIMEOUT_SECONDS: integer(1, 3600, 30),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_OAUTH_URL: url('GOOGLE_OAUTH_URL').default('https://oauth2.googleapis.com'),
    GOOGLE_API_URL: url('GOOGLE_API_URL').default('https://www.googleapis.com'),
    GOOGLE_CERTS_URL: url('GOOGLE_CERTS_URL'),
    GOOGLE_AUTH_URL: url('GOOGLE_AUTH_URL').default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_SHEETS_URL: url('GOOGLE_SHEETS_URL').default('https://sheets.googleapis.com'),
    ENCRYPTION_KEY: optionalText.refine((v) => v === undefined || v.length >= 32, {
      message: 'must be at least 32 characters long',
    }),
    WEBHOOK_ALLOW_HOSTS: optionalText.refine(
      (v) => v === undefined || v.split(',').every((host) => /^[A-Za-z0-9.:[\]_-]+$/.test(host.trim())),
      {
        message: 'must be host names or addresses separated by commas',
      },
    ),
    ADDRESS_SEARCH_URL: url('ADDRESS_SEARCH_URL').default('https://api-adresse.data.gouv.fr'),
    STORAGE: z.enum(['disk', 's3']).default('disk'),
    S3_ENDPOINT: url('S3_ENDPOINT'),
    S3_REGION: optionalText,
    S3_BUCKET: optionalText.refine((v) => v === undefined || /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,253}[a-zA-Z0-9]$/.test(v), {
      message: 'must be a bucket name (letters, digits, dots, hyphens)',
    }),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: flag('S3_FORCE_PATH_STYLE'),
    HELP_URL: url('HELP_URL'),
    TERMS_URL: url('TERMS_URL'),
    HOME_URL: url('HOME_URL'),
    WEB_DIST: optionalText,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BENCH_SUBMISSION_WRITER: z.enum(['statement', 'transaction']).default('statement'),
  })
  .superRefine((e, ctx) => {
    if (e.STORAGE !== 's3') return;
    for (const variable of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (e[variable] === undefined)
        ctx.addIssue({ code: 'custom', path: [variable], message: 'is required when STORAGE=s3' });
    }
  });

export interface Config {
  production: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  signupMode: SignupMode;
  /** The only address that may create the first account, the administrator's (lower case); undefined: anyone's. */
  adminEmail: string | undefined;
  trustedProxyHops: number;
  submitRateLimit: number;
  /** Attempts per minute per client IP on login, signup, forgot and reset; 0 turns it off. */
  authRateLimit: number;
  /** How long a public form lookup is kept (ms); other processes see changes within it. */
  publicCacheMs: number;
  /**
   * A request must arrive whole within `requestMs` (its headers within
   * `headersMs`), and a connection that sends nothing for `idleMs` is closed, so stalled
   * bodies cannot pile up until the server refuses everyone.
   */
  timeouts: { requestMs: number; headersMs: number; idleMs: number };
  google: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    /** The token endpoint's base (configurable, so tests talk to a stand-in). */
    oauthUrl: string;
    /** The consent page the popup opens. */
    authUrl: string;
    /** Drive's root (www.googleapis.com). */
    apiUrl: string;
    /** Sheets' root (sheets.googleapis.com). */
    sheetsUrl: string;
    certsUrl: string;
  };
  /** Encrypts stored secrets (Google credentials, webhook secrets); generated into DATA_DIR when unset. */
  encryptionKey: string | undefined;
  /** Hosts a webhook may reach although they are private (WEBHOOK_ALLOW_HOSTS); lower case. */
  webhookAllowHosts: string[];
  addressSearchUrl: string;
  storage: 'disk' | 's3';
  /** Where uploads go when storage is 's3'; undefined on disk. */
  s3:
    | {
        /** undefined means AWS itself */
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      }
    | undefined;
  helpUrl: string | undefined;
  /** The terms of use the sign-up box links to; no link when unset. */
  termsUrl: string | undefined;
  homeUrl: string | undefined;
  webDist: string | undefined;
  logLevel: string;
  /**
   * How PostgreSQL stores a batch of submissions: in one statement (always, but for the intake
   * bench, which sets BENCH_SUBMISSION_WRITER=transaction to measure the general path beside it;
   * docs/decisions/007-postgresql-submission-writer.md). Not a setting for running servers.
   */
  submissionWriter: 'statement' | 'transaction';
}

export class ConfigError extends Error {}

/** Reads and checks the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const publicUrl = trimTrailingSlashes(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Form Builder <no-reply@${new URL(publicUrl).hostname}>`,
    signupMode: e.SIGNUP_MODE,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    submitRateLimit: e.SUBMIT_RATE_LIMIT,
    authRateLimit: e.AUTH_RATE_LIMIT,
    publicCacheMs: e.PUBLIC_CACHE_MS,
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      headersMs: Math.min(HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_SECONDS * 1000),
      idleMs: e.IDLE_TIMEOUT_SECONDS * 1000,
    },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      oauthUrl: trimTrailingSlashes(e.GOOGLE_OAUTH_URL),
      authUrl: e.GOOGLE_AUTH_URL,
      apiUrl: trimTrailingSlashes(e.GOOGLE_API_URL),
      sheetsUrl: trimTrailingSlashes(e.GOOGLE_SHEETS_URL),
      certsUrl: e.GOOGLE_CERTS_URL ?? `${trimTrailingSlashes(e.GOOGLE_API_URL)}/oauth2/v3/certs`,
    },
    encryptionKey: e.ENCRYPTION_KEY,
    webhookAllowHosts: (e.WEBHOOK_ALLOW_HOSTS ?? '')
      .split(',')
      .map((host) =>
        host
          .trim()
          .toLowerCase()
          .replace(/^\[(.*)\]$/, '$1'),
      )
      .filter((host) => host !== ''),
    addressSearchUrl: trimTrailingSlashes(e.ADDRESS_SEARCH_URL),
    storage: e.STORAGE,
    s3:
      e.STORAGE === 's3' && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION ?? 'us-east-1',
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            // Self-hosted services rarely have a DNS name per bucket; AWS prefers one.
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
          }
        : undefined,
    helpUrl: e.HELP_URL,
    termsUrl: e.TERMS_URL,
    homeUrl: e.HOME_URL,
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    submissionWriter: e.BENCH_SUBMISSION_WRITER,
  };
}
