import { z } from 'zod';
import { isValidEmail } from '../account-rules';
import {
  EVALUATION_LABEL_MAX_LENGTH,
  THANK_YOU_TEXT_MAX_LENGTH,
  THANK_YOU_TITLE_MAX_LENGTH,
} from '../limits';

// spec: builder §3, integration entries (props.integrations). Every entry has
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

// Defaults for a new form's thank-you page; the spec leaves the words open.
export const DEFAULT_THANK_YOU_TITLE = 'Thank you!';
export const DEFAULT_THANK_YOU_TEXT = 'Your submission has been received.';
// spec: builder §3, GoogleDrive submissionIdentifier default
export const DEFAULT_SUBMISSION_IDENTIFIER = '{submissionDate}';

// spec: builder §3, evaluationPageLabels keys and defaults
export const DEFAULT_EVALUATION_PAGE_LABELS = {
  questionCount: 'Questions',
  correctAnswers: 'Correct',
  incorrectAnswers: 'Incorrect',
  unansweredQuestions: 'Unanswered',
  score: 'Score',
  completionDate: 'Completed',
  completionTime: 'Time',
} as const;

// spec: builder §5, each evaluation label 16 characters
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

/** Issue #13: the owner's notification goes to at most this many addresses. */
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
  if (addresses.length > EMAIL_RECIPIENTS_MAX) return `At most ${EMAIL_RECIPIENTS_MAX} addresses can receive the e-mail.`;
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
 * Issue #13, beyond the spec: a confirmation e-mail to the respondent, sent to the answer of
 * the named Email question, with the owner's subject and short text.
 */
export const emailConfirmationSchema = z.object({
  active: z.boolean().default(false),
  questionId: z.number().int().nullable().default(null),
  subject: z.string().trim().max(CONFIRMATION_SUBJECT_MAX_LENGTH, `The subject can be at most ${CONFIRMATION_SUBJECT_MAX_LENGTH} characters.`).default(DEFAULT_CONFIRMATION_SUBJECT),
  text: z.string().max(CONFIRMATION_TEXT_MAX_LENGTH, `The text can be at most ${CONFIRMATION_TEXT_MAX_LENGTH} characters.`).default(''),
});
export type EmailConfirmation = z.infer<typeof emailConfirmationSchema>;

export const emailIntegrationSchema = z.looseObject({
  ...commonShape,
  type: z.literal('email'),
  // spec: builder §3, to defaults to the user's e-mail (an empty `to` is the owner's address)
  to: recipientsSchema,
  confirmation: emailConfirmationSchema.optional(),
});

export const submitBehaviourIntegrationSchema = z.looseObject({
  ...commonShape,
  type: z.literal('submitBehaviour'),
  value: submitBehaviourValueSchema.default(DEFAULT_SUBMIT_BEHAVIOUR),
});

// spec: builder §5, thank-you title 128 and text 256 characters
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
  // spec: builder §3, file name pattern; other placeholders look like {Type_id}
  submissionIdentifier: z.string().default(DEFAULT_SUBMISSION_IDENTIFIER),
});

export const spreadsheetSchema = z.object({
  title: z.string(),
  id: z.string(),
  sheet: z.object({ title: z.string() }),
});
export type Spreadsheet = z.infer<typeof spreadsheetSchema>;

// spec: builder §3, fieldMapping: valuesRow; or advancedConfigEnabled with
// referenceRow and valuesRow. Mapping rows carry a title.
const mappingCellSchema = z.looseObject({ title: z.string().optional() });
export const fieldMappingSchema = z.looseObject({
  advancedConfigEnabled: z.boolean().optional(),
  referenceRow: z.array(mappingCellSchema.nullable()).optional(),
  valuesRow: z.array(mappingCellSchema.nullable()).optional(),
});
export type FieldMapping = z.infer<typeof fieldMappingSchema>;

export const googleSheetsIntegrationSchema = z.looseObject({
  ...commonShape,
  type: z.literal('GoogleSheets'),
  targetSpreadsheet: spreadsheetSchema.optional(),
  fieldMapping: fieldMappingSchema.optional(),
});

export const integrationSchema = z.discriminatedUnion('type', [
  emailIntegrationSchema,
  submitBehaviourIntegrationSchema,
  tyPageTitleIntegrationSchema,
  tyPageTextIntegrationSchema,
  evaluationPageLabelsIntegrationSchema,
  googleDriveIntegrationSchema,
  googleSheetsIntegrationSchema,
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

/** 'Show Thank You Page' unless the form asks to be evaluated (builder §4). */
export function getSubmitBehaviour(integrations: readonly Integration[]): SubmitBehaviourValue {
  return findIntegration(integrations, 'submitBehaviour')?.value ?? DEFAULT_SUBMIT_BEHAVIOUR;
}

// Issue #13: an integration's recent deliveries, which the owner reads and retries.
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
/** The integrations whose deliveries the owner can read today. */
export const DELIVERY_INTEGRATIONS = ['email'] as const;
export const deliveryQuerySchema = z.object({ integration: z.enum(DELIVERY_INTEGRATIONS, { error: 'integration must be one of: email.' }) });
export const retryDeliveriesSchema = z.strictObject({
  integration: z.enum(DELIVERY_INTEGRATIONS, { error: 'integration must be one of: email.' }),
  /** These failed deliveries; every failed one of the integration when absent. */
  ids: z.array(z.number().int().positive()).max(100).optional(),
});
