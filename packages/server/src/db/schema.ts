import type { Generated } from 'kysely';

// Table shapes as Kysely sees them. Timestamps are ISO-8601 UTC text and JSON is
// text on both SQLite and PostgreSQL, so one set of queries serves both dialects.

export interface RolesTable {
  id: number;
  name: string;
  permission: string;
  created_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string | null;
  google_sub: string | null;
  role_id: number;
  email_verified: number;
  is_active: number;
  verification_code_hash: string | null;
  reset_code_hash: string | null;
  reset_expires_at: string | null;
  /** Bumped by a password reset or change and by a suspension; older sessions are refused. */
  session_generation: Generated<number>;
  /** Preferences JSON (core preferencesSchema); null for the defaults. */
  preferences: Generated<string | null>;
  created_at: string;
  updated_at: string;
  /** The saved theme new forms start with (019); null for the product's default look. */
  default_theme_id: Generated<number | null>;
}

export interface WhitelistTable {
  id: Generated<number>;
  email: string;
  created_at: string;
}

export interface FormsTable {
  id: Generated<number>;
  uuid: string;
  user_id: number;
  title: string;
  private: number;
  props: string;
  published_version: number | null;
  /** Secret of the private access link; changed by 'Regenerate link'. */
  access_secret: string | null;
  created_at: string;
  updated_at: string;
  /** A form's life (migration 018): closed by its owner, its schedule (ISO UTC), cap, closed message (sanitised HTML), one response per visitor. */
  closed: Generated<number>;
  opens_at: string | null;
  closes_at: string | null;
  response_cap: number | null;
  closed_message: Generated<string>;
  one_response: Generated<number>;
  /** How one response is checked (025): 'cookie' or 'verified-email', and the latter's Email question id. */
  one_response_check: Generated<string>;
  one_response_email: number | null;
  /** The short address {host}/f/{slug} (migration 020), unique; null: none. */
  slug: string | null;
}

export interface FormVersionsTable {
  id: Generated<number>;
  form_id: number;
  version: number;
  title: string;
  props: string;
  created_at: string;
}

export interface SubmissionsTable {
  id: Generated<number>;
  form_id: number;
  version: number;
  created_at: string;
  read: number;
  completion_time: number | null;
  idempotency_key: string | null;
  result_token: string | null;
  /** SHA-256 of the request body sent with the idempotency key. */
  body_hash: string | null;
  /** The form's calculated values for this submission, JSON by value id; null without any (migration 022). */
  variables: string | null;
  /** The id of the logic's ending chosen; null when the form has no endings (migration 022). */
  ending: string | null;
  /** The language it was given in, a code among the form's languages; null before migration 024 (the form's default). */
  language: string | null;
  /** The URL parameters the form names, JSON by name; null without any (migration 026). */
  params: string | null;
}

export interface EntriesTable {
  id: Generated<number>;
  submission_id: number;
  question_id: number;
  value: string | null;
  /** The form whose statistics count this answer; null for a preview's (migration 005). */
  form_id: number | null;
  /** Generated: the value's first characters, which statistics group by (migration 005). */
  value_key: Generated<string | null>;
}

export interface FormStatsTable {
  form_id: number;
  submissions: number;
  unread: number;
  views: number;
  /** Sum and count of the counted submissions' completion times, in seconds (migration 009). */
  completion_sum: Generated<number>;
  completion_count: Generated<number>;
  /** The form's response cap as the last counted submission carried it, 0 for none; a CHECK keeps submissions within it (migration 018). */
  response_cap: Generated<number>;
}

/** How far visits got (migration 017): page 1 counts the visits that gave a first answer, page 2 and on those that reached it. */
export interface FormProgressTable {
  form_id: number;
  page: number;
  n: number;
}

/**
 * How many counted answers of a charted question (not a free-text one) start with
 * `value_key`, per form, kept by the writes (migration 009).
 */
export interface AnswerCountsTable {
  form_id: number;
  question_id: number;
  /** The answer as entries.value_key has it: its first STATISTIC_VALUE_CHARS characters. */
  value_key: string;
  n: number;
}

export interface FilesTable {
  id: Generated<number>;
  user_id: number;
  form_id: number;
  submission_id: number | null;
  question_id: number;
  storage_key: string;
  file_name: string;
  mime_type: string;
  size: number;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  /** The form an integration's row delivers for (migration 010); null for account mails. */
  form_id: Generated<number | null>;
  /** The integration ('email', 'GoogleDrive', 'GoogleSheets', 'webhook:<id>': core's integrationKey) whose deliveries this row is one of. */
  integration: Generated<string | null>;
  payload: string;
  status: string;
  attempts: number;
  run_at: string;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** Who did it (null: nobody signed in, e.g. a sign-up). */
  user_id: number | null;
  /** Whom it was done to, when it concerns another account (migration 008). */
  target_id: Generated<number | null>;
  action: string;
  detail: string | null;
  ip: string | null;
  created_at: string;
}

export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  key_hash: string;
  created_at: string;
  name: Generated<string>;
  prefix: Generated<string>;
  last_used_at: string | null;
}

export interface UsagesTable {
  user_id: number;
  month: string;
  submissions: number;
  upload_bytes: number;
  /** The limit in force at the last submission (0 = none): a CHECK keeps submissions within it. */
  submission_limit: Generated<number>;
  /** The upload limit in bytes in force when bytes were last added (0 = none): a CHECK keeps upload_bytes within it. */
  upload_limit: Generated<number>;
}

export interface TemplatesTable {
  id: Generated<number>;
  title: string;
  props: string;
  created_at: string;
  /** Forms made from it (migration 012). */
  uses: Generated<number>;
  /** The order among equally used templates, lowest first (migration 012). */
  suggested: Generated<number>;
}

export interface IntegrationCredentialsTable {
  id: Generated<number>;
  user_id: number;
  /** 'google'; one row per owner and provider (migration 011). */
  provider: string;
  /** The credentials as JSON, sealed by the secret box (config/secrets.ts). */
  secret: string;
  created_at: string;
  updated_at: string | null;
}

/** A form's webhook; the form's integrations name it by id. */
export interface WebhooksTable {
  id: string;
  form_id: number;
  url: string;
  /** The signing secret ('whsec_…'), sealed by the secret box. */
  secret: string;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
  /** Epoch seconds after which the row can be pruned. */
  expires_at: Generated<number>;
}

export interface LoginFailuresTable {
  /** A hash of the account (and client) the failures count for. */
  key: string;
  failures: number;
  /** Epoch seconds. */
  last_failure_at: number;
}

/** A session a token names (its `sid`); deleted when it ends (migration 014). */
export interface SessionsTable {
  id: string;
  user_id: number;
  /** Set while an administrator acts as this user: the administrator's id. */
  impersonator_id: number | null;
  /** The administrator's session generation when the acting began. */
  impersonator_generation: number | null;
  created_at: string;
  /** Epoch seconds, the token's `exp`. */
  expires_at: number;
}

/** An owner's Data table columns for one form (016): `columns` is JSON, [{ key, hidden }]. */
export interface DataColumnsTable {
  user_id: number;
  form_id: number;
  columns: string;
  updated_at: string;
}

export interface Database {
  roles: RolesTable;
  users: UsersTable;
  whitelist: WhitelistTable;
  forms: FormsTable;
  form_versions: FormVersionsTable;
  submissions: SubmissionsTable;
  entries: EntriesTable;
  files: FilesTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  api_keys: ApiKeysTable;
  usages: UsagesTable;
  form_stats: FormStatsTable;
  answer_counts: AnswerCountsTable;
  form_progress: FormProgressTable;
  templates: TemplatesTable;
  integration_credentials: IntegrationCredentialsTable;
  webhooks: WebhooksTable;
  rate_limits: RateLimitsTable;
  login_failures: LoginFailuresTable;
  sessions: SessionsTable;
  data_columns: DataColumnsTable;
  themes: ThemesTable;
  partial_responses: PartialResponsesTable;
  pending_responses: PendingResponsesTable;
  verified_responses: VerifiedResponsesTable;
  answer_search_state: AnswerSearchStateTable;
}

/** SQLite only (028): the highest entries id in answer_trigrams, the index of the answers' text. */
export interface AnswerSearchStateTable {
  id: number;
  indexed_up_to: number;
}

/** A checked submission waiting for its e-mailed confirmation link (025; docs/product.md, "A form's life"). */
export interface PendingResponsesTable {
  id: Generated<number>;
  form_id: number;
  /** SHA-256 (hex) of the link's token. */
  token_hash: string;
  /** SHA-256 (hex) of the form id and the normalised address. */
  email_hash: string;
  /** JSON: the submission as the writer takes it; '{}' once confirmed. */
  payload: string;
  created_at: string;
  expires_at: string;
  confirmed_at: string | null;
}

/** One confirmed response per form and address (025): the primary key refuses a second. */
export interface VerifiedResponsesTable {
  form_id: number;
  email_hash: string;
  submission_id: number;
  created_at: string;
}

/** An owner's saved theme (019): `design` is JSON, core's savedThemeDesignSchema. */
export interface ThemesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  design: string;
  created_at: string;
  updated_at: string;
}

/** A visitor's answers before Submit, of a form that keeps them (023; docs/product.md, "Partial responses"). */
export interface PartialResponsesTable {
  id: Generated<number>;
  form_id: number;
  version: number;
  /** SHA-256 (hex) of the resume token. */
  token_hash: string;
  /** JSON: the posted answer fields, { "q_1": ["…"] }. */
  fields: string;
  /** JSON: the kept files, [{ field, questionId, fileName, size, mimeType, storageKey }]. */
  files: string;
  /** The last page reached, 1-based. */
  page: number;
  created_at: string;
  updated_at: string;
  /** Deleted after this (last save + keepDays). */
  expires_at: string;
  /** The resume link works until this (last save + resumeDays). */
  resume_until: string;
}
