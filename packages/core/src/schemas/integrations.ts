import { DB_ID_MAX } from '../limits';
import { z } from 'zod';
import { isValidEmail } from '../account-rules';
import { EVALUATION_LABEL_MAX_LENGTH, THANK_YOU_TEXT_MAX_LENGTH, THANK_YOU_TITLE_MAX_LENGTH } from '../limits';

// docs/product.md §B3, integration entries (props.integrations). Every entry has
// type, value, active and paused; entries are loose so extra fields survive.
const commonShape = {
  value: z.unknown().optional(),
  active: z.boolean().optional(),
  paused: z.boolean().optional(),
};

export const SUBMIT_BEHAVIOURS = ['Show Thank You Page', 'Evaluate Form'] as const;
export const submitBehaviourValueSchema = z.enum(SUBMIT_BEHAVIOURS);
export type SubmitBehaviourValue = z.infer<typeof submitBehaviourValueSchema>;
export const DEFAULT_SUBMIT_BEHAVIOUR: SubmitBehaviourValue = 'Show Thank You Page';

// Defaults for a new form's thank-you page; docs/product.md leaves the words open.
export const DEFAULT_THANK_YOU_TITLE = 'Thank you!';
export const DEFAULT_THANK_YOU_TEXT = 'Your submission has been received.';
// docs/product.md §B3, GoogleDrive submissionIdentifier default
export const DEFAULT_SUBMISSION_IDENTIFIER = '{submissionDate}';

// docs/product.md §B3, evaluationPageLabels keys and defaults
export const DEFAULT_EVALUATION_PAGE_LABELS = {
  questionCount: 'Questions',
  correctAnswers: 'Correct',
  incorrectAnswers: 'Incorrect',
  unansweredQuestions: 'Unanswered',
  score: 'Score',
  completionDate: 'Completed',
  completionTime: 'Time',
} as const;

// docs/product.md §B5, each evaluation label 16 characters
const label = (fallback: string) => z.string().max(EVALUATION_LABEL_MAX_LENGTH).default(fallback);
const labels = DEFAULT_EVALUATION_PAGE_LABELS;
export const evaluationPageLabelsSchema = z.object({
  questionCount: label(labels.questionCount),
  correctAnswers: label(labels.correctAnswers),
  incorrectAnswers: label(labels.incorrectAnswers),
  unansweredQuestions: label(labels.unansweredQuestions),
  score: label(labels.score),
  completionDate: label(labels.completionDate),
  completionTime: label(labels.completionTime),
});
export type EvaluationPageLabels = z.infer<typeof evaluationPageLabelsSchema>;

/** The owner's notification goes to at most this many addresses. */
export const EMAIL_RECIPIENTS_MAX = 5;

/** The addresses of an e-mail entry's `to`, written one per line or separated by commas or semicolons. */
export function emailRecipientsOf(to: string): string[] {
  return to
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter((address) => address !== '');
}

/** What is wrong with an e-mail entry's `to`, in words; null when nothing is (the panel and the server say the same). */
export function emailRecipientsProblem(to: string): string | null {
  const addresses = emailRecipientsOf(to);
  if (addresses.length > EMAIL_RECIPIENTS_MAX)
    return `At most ${EMAIL_RECIPIENTS_MAX} addresses can receive the e-mail.`;
  const wrong = addresses.find((address) => !isValidEmail(address));
  return wrong === undefined ? null : `'${wrong.slice(0, 60)}' is not a valid e-mail address.`;
}

const recipientsSchema = z
  .string()
  .max(EMAIL_RECIPIENTS_MAX * 260)
  .default('')
  .superRefine((to, ctx) => {
    const problem = emailRecipientsProblem(to);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });

export const CONFIRMATION_SUBJECT_MAX_LENGTH = 150;
export const CONFIRMATION_TEXT_MAX_LENGTH = 2000;
export const DEFAULT_CONFIRMATION_SUBJECT = 'Thank you for your answer';

/**
 * Beyond the product's core: a confirmation e-mail to the respondent, sent to the answer of
 * the named Email question, with the owner's subject and short text.
 */
export const emailConfirmationSchema = z.object({
  active: z.boolean().default(false),
  questionId: z.number().int().nullable().default(null),
  subject: z
    .string()
    .trim()
    .max(CONFIRMATION_SUBJECT_MAX_LENGTH, `The subject can be at most ${CONFIRMATION_SUBJECT_MAX_LENGTH} characters.`)
    .default(DEFAULT_CONFIRMATION_SUBJECT),
  text: z
    .string()
    .max(CONFIRMATION_TEXT_MAX_LENGTH, `The text can be at most ${CONFIRMATION_TEXT_MAX_LENGTH} characters.`)
    .default(''),
});
export type EmailConfirmation = z.infer<typeof emailConfirmationSchema>;

export const emailIntegrationSchema = z.looseObject({
  ...commonShape,
  type: z.literal('email'),
  // docs/product.md §B3, to defaults to the user's e-mail (an empty `to` is the owner's address)
  to: recipientsSchema,
  confirmation: emailConfirmationSchema.optional(),
});

export const submitBehaviourIntegrationSchema = z.looseObject({
  ...commonShape,
  type: z.literal('submitBehaviour'),
  value: submitBehaviourValueSchema.default(DEFAULT_SUBMIT_BEHAVIOUR),
});

// docs/product.md §B5, thank-you title 128 and text 256 characters
export const tyPageTitleIntegrationSchema = z.looseObject({
  ...commonShape,
  type: z.literal('tyPageTitle'),
  value: z.string().max(THANK_YOU_TITLE_MAX_LENGTH).default(DEFAULT_THANK_YOU_TITLE),
});

export const tyPageTextIntegrationSchema = z.looseObject({
  ...commonShape,
  type: z.literal('tyPageText'),
  value: z.string().max(THANK_YOU_TEXT_MAX_LENGTH).default(DEFAULT_THANK_YOU_TEXT),
});

export const evaluationPageLabelsIntegrationSchema = z.looseObject({
  ...commonShape,
  type: z.literal('evaluationPageLabels'),
  value: evaluationPageLabelsSchema.default({ ...DEFAULT_EVALUATION_PAGE_LABELS }),
});

export const driveFolderSchema = z.object({ name: z.string(), id: z.string() });
export type DriveFolder = z.infer<typeof driveFolderSchema>;

export const googleDriveIntegrationSchema = z.looseObject({
  ...commonShape,
  type: z.literal('GoogleDrive'),
  targetFolder: driveFolderSchema.optional(),
  // docs/product.md §B3, file name pattern; other placeholders look like {Type_id}
  submissionIdentifier: z.string().default(DEFAULT_SUBMISSION_IDENTIFIER),
});

export const spreadsheetSchema = z.object({
  title: z.string(),
  id: z.string(),
  sheet: z.object({ title: z.string() }),
});
export type Spreadsheet = z.infer<typeof spreadsheetSchema>;

// docs/product.md §B3, fieldMapping: valuesRow; or advancedConfigEnabled with
// referenceRow and valuesRow. Mapping rows carry a title. Each value cell also says where its
// value comes from: one of the submission's metadata or a question's answer.
export const SHEET_METADATA = ['submissionId', 'submissionDate', 'formTitle'] as const;
export type SheetMetadata = (typeof SHEET_METADATA)[number];
export const SHEET_METADATA_TITLES: Record<SheetMetadata, string> = {
  submissionId: 'ID',
  submissionDate: 'Submission Date',
  formTitle: 'Form',
};
export const mappingSourceSchema = z.union([
  z.strictObject({ metadata: z.enum(SHEET_METADATA) }),
  z.strictObject({ questionId: z.number().int().nonnegative() }),
]);
export type MappingSource = z.infer<typeof mappingSourceSchema>;
const mappingCellSchema = z.looseObject({
  title: z.string().max(500).optional(),
  source: mappingSourceSchema.optional(),
});
export type MappingCell = z.infer<typeof mappingCellSchema>;
export const fieldMappingSchema = z.looseObject({
  advancedConfigEnabled: z.boolean().optional(),
  referenceRow: z.array(mappingCellSchema.nullable()).max(26).optional(),
  valuesRow: z.array(mappingCellSchema.nullable()).max(200).optional(),
});
export type FieldMapping = z.infer<typeof fieldMappingSchema>;

export const googleSheetsIntegrationSchema = z.looseObject({
  ...commonShape,
  type: z.literal('GoogleSheets'),
  targetSpreadsheet: spreadsheetSchema.optional(),
  fieldMapping: fieldMappingSchema.optional(),
});

/** Beyond the product's core: a form posts each submission to at most this many webhooks. */
export const WEBHOOKS_MAX = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** Webhook ids are made by the server when the webhook is added (its secret is kept there). */
export const webhookIdSchema = z.string().regex(/^wh_[A-Za-z0-9_-]{8,64}$/, 'That is not a webhook id.');
/** An address the server may post to: http or https, with a host. */
const HTTP_URL = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;
export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the address that receives the webhook.')
  .max(WEBHOOK_URL_MAX_LENGTH, `The webhook address can be at most ${WEBHOOK_URL_MAX_LENGTH} characters.`)
  .regex(HTTP_URL, 'The webhook address must start with http:// or https:// and name a host.');

/**
 * The form's "send submissions to an external URL" (props.url and props.method): each submission
 * is sent there through the outbox like a webhook, unsigned (docs/api.md). Its deliveries are
 * listed under this key.
 */
export const EXTERNAL_URL_DELIVERIES = 'url';

/** What is wrong with a form's external URL, in words; null when it is empty (none) or usable (the builder and the server say the same). */
export function externalUrlProblem(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '') return null;
  if (trimmed.length > WEBHOOK_URL_MAX_LENGTH)
    return `The external URL can be at most ${WEBHOOK_URL_MAX_LENGTH} characters.`;
  return HTTP_URL.test(trimmed) ? null : 'The external URL must start with http:// or https:// and name a host.';
}

export const webhookIntegrationSchema = z.looseObject({
  ...commonShape,
  type: z.literal('webhook'),
  id: webhookIdSchema,
  url: webhookUrlSchema,
});

export const integrationSchema = z.discriminatedUnion('type', [
  emailIntegrationSchema,
  submitBehaviourIntegrationSchema,
  tyPageTitleIntegrationSchema,
  tyPageTextIntegrationSchema,
  evaluationPageLabelsIntegrationSchema,
  googleDriveIntegrationSchema,
  googleSheetsIntegrationSchema,
  webhookIntegrationSchema,
]);
export type Integration = z.infer<typeof integrationSchema>;
export type IntegrationType = Integration['type'];
export type IntegrationOf<T extends IntegrationType> = Extract<Integration, { type: T }>;
export type EmailIntegration = IntegrationOf<'email'>;

/** The first integration entry of a type, typed by that type. */
export function findIntegration<T extends IntegrationType>(
  integrations: readonly Integration[],
  type: T,
): IntegrationOf<T> | undefined {
  return integrations.find((entry): entry is IntegrationOf<T> => entry.type === type);
}

/** 'Show Thank You Page' unless the form asks to be evaluated (docs/product.md §B4). */
export function getSubmitBehaviour(integrations: readonly Integration[]): SubmitBehaviourValue {
  return findIntegration(integrations, 'submitBehaviour')?.value ?? DEFAULT_SUBMIT_BEHAVIOUR;
}

/**
 * What names one integration of a form in its deliveries: the type, or 'webhook:<id>' since a
 * form can have several webhooks.
 */
export function integrationKey(entry: Integration): string {
  return entry.type === 'webhook' ? `webhook:${entry.id}` : entry.type;
}

/** The integration entry a delivery key names. */
export function findIntegrationByKey(integrations: readonly Integration[], key: string): Integration | undefined {
  return integrations.find((entry) => integrationKey(entry) === key);
}

// An integration's recent deliveries, which the owner reads and retries.
export const DELIVERY_STATUSES = ['pending', 'running', 'done', 'failed', 'paused', 'dropped'] as const;
export const deliverySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  error: z.string().nullable(),
  submissionId: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryListSchema = z.array(deliverySchema);
/** The integrations whose deliveries the owner reads: e-mail, Drive, Sheets, each webhook and the form's external URL. */
export const deliveryIntegrationSchema = z
  .string()
  .regex(/^(?:email|GoogleDrive|GoogleSheets|url|webhook:wh_[A-Za-z0-9_-]{8,64})$/, {
    error: 'integration must be email, GoogleDrive, GoogleSheets, url or webhook:<id>.',
  });
export type DeliveryIntegration = z.infer<typeof deliveryIntegrationSchema>;
export const deliveryQuerySchema = z.object({ integration: deliveryIntegrationSchema });
export const retryDeliveriesSchema = z.strictObject({
  integration: deliveryIntegrationSchema,
  /** These failed deliveries; every failed one of the integration when absent. */
  ids: z.array(z.number().int().positive().max(DB_ID_MAX, 'That is not a delivery id.')).max(100).optional(),
});

// Webhooks: POST …/forms/{formId}/webhooks adds one and answers its
// secret once; the builder then puts {type: 'webhook', id, url, active: true} in the form's
// draft integrations, which submissions follow once the form is published. POST …/webhooks/{webhookId}/test sends a signed test event.
export const createWebhookSchema = z.strictObject({ url: webhookUrlSchema });
export const createdWebhookSchema = z.object({ id: webhookIdSchema, url: z.string(), secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;
export const webhookTestResultSchema = z.object({
  ok: z.boolean(),
  /** The receiver's HTTP status; null when it could not be reached. */
  status: z.number().int().nullable(),
  message: z.string(),
});
export type WebhookTestResult = z.infer<typeof webhookTestResultSchema>;

// Google Drive and Sheets (docs/product.md §B4 and §B7). Calls answer {data}.
export const GOOGLE_SCOPES = {
  drive: 'https://www.googleapis.com/auth/drive.file',
  spreadsheets: 'https://www.googleapis.com/auth/spreadsheets',
} as const;
export const GOOGLE_AUTH_POPUP = { width: 450, height: 600 } as const;
export const GOOGLE_AUTH_MESSAGE_TYPE = 'googleAuthToken';
/** docs/product.md §B9 (the mapping label cut, MAPPING_LABEL_MAX_LENGTH, is in limits.ts) */
export const SHEET_COLUMNS = 26;
export const DEFAULT_SHEET_TITLE = 'Sheet 1';
export const NEW_SHEET_VALUE = 'newSheet';
export const NEW_SHEET_LABEL = 'New Sheet';
export const GOOGLE_NAME_MAX_LENGTH = 200;

/** docs/product.md §B5, reference cells are stripped of non-alphanumeric characters. */
export function stripReference(text: string): string {
  return text.replace(/[^\p{L}\p{N}]/gu, '');
}

/** The column letters A..Z of an advanced mapping (docs/product.md §B4). */
export const sheetColumn = (index: number) => String.fromCharCode(65 + index);

const googleName = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `The ${what} cannot be empty.`)
    .max(GOOGLE_NAME_MAX_LENGTH, `The ${what} can be at most ${GOOGLE_NAME_MAX_LENGTH} characters.`);

export const googleScopeListSchema = z
  .array(
    z.enum([GOOGLE_SCOPES.drive, GOOGLE_SCOPES.spreadsheets], {
      error: 'Only Drive (file) and Sheets access can be asked for.',
    }),
  )
  .min(1, 'Ask for at least one scope.')
  .max(2);
export const generateAuthUrlSchema = z.strictObject({ scope: googleScopeListSchema });
/** The base64 JSON the googleAuth page hands to the builder: which grant, with which scopes; never the credentials themselves. */
export const googleTokenSchema = z.string().trim().min(1, 'Authenticate with Google first.').max(4000);
export const googleGrantSchema = z.object({
  grant: z.number().int().positive().max(DB_ID_MAX, 'That is not a Google connection.'),
  scopes: z.array(z.string()),
});
export type GoogleGrant = z.infer<typeof googleGrantSchema>;
export const googleStatusSchema = z.object({ connected: z.boolean(), scopes: z.array(z.string()) });
export type GoogleStatus = z.infer<typeof googleStatusSchema>;
export const createFolderSchema = z.strictObject({
  token: googleTokenSchema,
  targetFolder: z.object({ name: googleName('folder name') }),
});
export const getMappingSchema = z.strictObject({
  token: googleTokenSchema,
  spreadsheetId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'That is not a spreadsheet id.'),
});
export const sheetListSchema = z.array(z.object({ title: z.string() }));
export const initSheetSchema = z.strictObject({
  token: googleTokenSchema,
  targetSpreadsheet: z.object({
    title: googleName('spreadsheet name'),
    /** Absent or empty: a new spreadsheet is made. */
    id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{0,200}$/, 'That is not a spreadsheet id.')
      .optional(),
    sheet: z.object({ title: googleName('sheet title') }),
  }),
  fieldMapping: fieldMappingSchema,
  /**
   * The names of the form's calculated values (docs/product.md, "Logic"): in simple mode, a
   * column each after the mapped ones, in the logic's order.
   */
  values: z.array(z.string().trim().max(100)).max(50).optional(),
});
export const googleDataSchema = <T extends z.ZodType>(data: T) => z.object({ data });
