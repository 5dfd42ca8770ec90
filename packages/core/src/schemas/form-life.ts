import { z } from 'zod';
import { stripHtml } from '../text';

// A form's life (docs/product.md, "A form's life"): whether it takes responses now (closed by
// its owner, before its opening time, after its closing time, at its response cap), what a
// closed form says, one response per visitor, and what follows a submission.

export const CLOSED_MESSAGE_MAX_LENGTH = 2000;
export const RESPONSE_CAP_MAX = 99_999_999;
export const REDIRECT_URL_MAX_LENGTH = 2000;
export const REDIRECT_ANSWERS_MAX = 20;

/** What a closed form's page shows when its owner wrote no message. */
export const DEFAULT_CLOSED_TITLE = 'This form is closed';
export const DEFAULT_CLOSED_MESSAGE = 'This form is no longer accepting responses.';
/** What the intake refuses a closed form's submission with (410). */
export const FORM_CLOSED_REFUSAL = 'This form is closed and no longer accepts responses. Your answers were not stored.';
/** A second response from a visitor of a one-response form (409), and what its page says. */
export const ALREADY_ANSWERED_TITLE = 'You have already answered';
export const ALREADY_ANSWERED_MESSAGE = 'This form takes one response per visitor, and yours has been received.';

/**
 * How "one response" is checked (docs/product.md, "A form's life"): a cookie in the visitor's
 * browser, or the address of one of the form's required Email questions, confirmed by a link
 * e-mailed to it before the response is stored (docs/decisions/011-verified-email-responses.md).
 */
export const ONE_RESPONSE_CHECKS = ['cookie', 'verified-email'] as const;
export type OneResponseCheck = (typeof ONE_RESPONSE_CHECKS)[number];

/** Refusals of the verified-email check's settings, in words (400). */
export const VERIFIED_EMAIL_NEEDS_QUESTION =
  'Choose the Email question whose address confirms each response (one response per verified e-mail address).';
export const VERIFIED_EMAIL_NOT_REQUIRED_EMAIL =
  'The question chosen for one response per verified e-mail address must be a required Email question of this form.';
export const VERIFIED_EMAIL_NEEDS_MAIL =
  'One response per verified e-mail address sends each visitor a confirmation e-mail, and this server has no mail settings (SMTP_URL and MAIL_FROM). Ask your administrator to set them up, or keep one response per browser.';

/**
 * Where a form's chosen Email question stands now: a question deleted (or no longer an Email
 * question) or made optional since it was chosen leaves the check unable to work, so the form is
 * not published that way (docs/product.md, "A form's life").
 */
export type VerifiedEmailQuestionState = 'fine' | 'missing' | 'not-required';

export function verifiedEmailQuestionState(
  elements: readonly { id: number; type: string; required?: boolean | undefined; label?: unknown }[],
  questionId: number,
): VerifiedEmailQuestionState {
  const question = elements.find((element) => element.id === questionId);
  if (question?.type !== 'Email') return 'missing';
  return question.required === true ? 'fine' : 'not-required';
}

/** Why `questionId` cannot carry the verified address of a form with these elements, or null when it can. */
export function verifiedEmailQuestionProblem(
  elements: readonly { id: number; type: string; required?: boolean | undefined }[],
  questionId: number | null,
): string | null {
  if (questionId === null) return VERIFIED_EMAIL_NEEDS_QUESTION;
  return verifiedEmailQuestionState(elements, questionId) === 'fine' ? null : VERIFIED_EMAIL_NOT_REQUIRED_EMAIL;
}

/** Why publishing is refused (400) while the check names a question that cannot carry the address. */
export const VERIFIED_EMAIL_QUESTION_GONE =
  'This form takes one response per verified e-mail address, and the Email question that carries the address was deleted. Choose another required Email question, or one response per browser, under Availability in Form Properties, then publish again.';
export const verifiedEmailQuestionOptional = (label: string) =>
  `This form takes one response per verified e-mail address, and its Email question "${label}" is no longer required, so a visitor could leave it empty. Make it required again, or choose another question under Availability in Form Properties, then publish again.`;

/** The publish refusal for a form whose verified-email check cannot work with these elements, or null. */
export function verifiedEmailPublishProblem(
  elements: readonly { id: number; type: string; required?: boolean | undefined; label?: unknown }[],
  questionId: number,
): string | null {
  const state = verifiedEmailQuestionState(elements, questionId);
  if (state === 'fine') return null;
  if (state === 'missing') return VERIFIED_EMAIL_QUESTION_GONE;
  const label = elements.find((element) => element.id === questionId)?.label;
  return verifiedEmailQuestionOptional(stripHtml(typeof label === 'string' ? label : '').trim() || `#${questionId}`);
}

/** The address as it is compared: trimmed and lower-cased (two spellings of one mailbox count once). */
export const normalisedEmail = (address: string) => address.trim().toLowerCase();

const isoInstant = z.iso.datetime({ offset: true, message: 'Give the date and time as an ISO 8601 instant.' });

/** What the owner sets: `PUT …/forms/{formId}/availability`. Instants are UTC; the builder shows them in the owner's zone. */
export const availabilitySettingsSchema = z
  .strictObject({
    closed: z.boolean(),
    opensAt: isoInstant.nullable(),
    closesAt: isoInstant.nullable(),
    responseCap: z
      .number()
      .int('The response limit must be a whole number.')
      .min(1, 'The response limit must be at least 1 (leave it empty for none).')
      .max(RESPONSE_CAP_MAX, `The response limit can be at most ${RESPONSE_CAP_MAX}.`)
      .nullable(),
    closedMessage: z
      .string()
      .max(CLOSED_MESSAGE_MAX_LENGTH, `The closed message can be at most ${CLOSED_MESSAGE_MAX_LENGTH} characters.`),
    oneResponsePerVisitor: z.boolean(),
    // Optional, so that clients that predate them keep working: absent keeps what is stored.
    oneResponseCheck: z
      .enum(ONE_RESPONSE_CHECKS, { message: "How one response is checked must be 'cookie' or 'verified-email'." })
      .optional(),
    oneResponseEmailQuestion: z
      .number()
      .int('The Email question must be named by its element id.')
      .nonnegative('The Email question must be named by its element id.')
      .nullable()
      .optional(),
  })
  .refine((s) => s.opensAt === null || s.closesAt === null || Date.parse(s.opensAt) < Date.parse(s.closesAt), {
    message: 'The closing time must come after the opening time.',
    path: ['closesAt'],
  });
export type AvailabilitySettings = z.infer<typeof availabilitySettingsSchema>;

export const CLOSED_REASONS = ['closed', 'not-open-yet', 'closing-time-passed', 'response-cap'] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

/** `GET` and `PUT …/availability`: the settings, where the form stands now and its response count. */
export const availabilitySchema = z.object({
  settings: z.object({
    closed: z.boolean(),
    opensAt: z.string().nullable(),
    closesAt: z.string().nullable(),
    responseCap: z.number().int().nullable(),
    closedMessage: z.string(),
    oneResponsePerVisitor: z.boolean(),
    oneResponseCheck: z.enum(ONE_RESPONSE_CHECKS),
    /** The Email question carrying the verified address; null with the cookie check. */
    oneResponseEmailQuestion: z.number().int().nullable(),
  }),
  /** Whether this server can send mail: the verified-email check needs it. */
  mailEnabled: z.boolean(),
  /** null while the form takes responses. */
  closedReason: z.enum(CLOSED_REASONS).nullable(),
  responses: z.number().int().nonnegative(),
  published: z.boolean(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** Why the form takes no response at `now`, or null when it does; `responses` is its stored count. */
export function closedReason(
  life: Pick<AvailabilitySettings, 'closed' | 'opensAt' | 'closesAt' | 'responseCap'>,
  now: Date,
  responses: number,
): ClosedReason | null {
  if (life.closed) return 'closed';
  if (life.opensAt !== null && now.getTime() < Date.parse(life.opensAt)) return 'not-open-yet';
  if (life.closesAt !== null && now.getTime() >= Date.parse(life.closesAt)) return 'closing-time-passed';
  if (life.responseCap !== null && responses >= life.responseCap) return 'response-cap';
  return null;
}

/** Why a form is closed, as the builder says it after 'Closed: '. */
export const CLOSED_REASON_TEXT: Record<ClosedReason, string> = {
  closed: 'closed by you.',
  'not-open-yet': 'its opening time has not come yet.',
  'closing-time-passed': 'its closing time has passed.',
  'response-cap': 'it has reached its response limit.',
};

const HTTP_URL = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;

/** What a redirect address is refused with, in words; null when it is a usable http(s) address. */
export function redirectUrlProblem(url: string): string | null {
  if (url.length > REDIRECT_URL_MAX_LENGTH)
    return `The redirect address can be at most ${REDIRECT_URL_MAX_LENGTH} characters.`;
  return HTTP_URL.test(url) ? null : 'The redirect address must start with http:// or https:// and name a host.';
}

/**
 * props.afterSubmit: the Thank You page (the default), or a redirect to the owner's address
 * with the chosen questions' answers appended as query parameters (`passAnswers`: question ids).
 */
export const afterSubmitSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('thanks') }),
  z.object({
    kind: z.literal('redirect'),
    // Empty while the owner is still to write it: the Thank You page shows meanwhile.
    url: z.string().superRefine((url, ctx) => {
      const problem = url === '' ? null : redirectUrlProblem(url);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    }),
    passAnswers: z
      .array(z.number().int().nonnegative())
      .max(REDIRECT_ANSWERS_MAX, `At most ${REDIRECT_ANSWERS_MAX} answers can be passed to the redirect address.`)
      .default([]),
  }),
]);
export type AfterSubmit = z.infer<typeof afterSubmitSchema>;
