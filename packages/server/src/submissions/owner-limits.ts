import { FORM_CLOSED_REFUSAL, type PageWords } from '@formbuilder/core';
import { HttpError } from '../http/errors';
import { RESPONSE_CAP_CHECK } from '../db/migrations/018-form-life';
import { VERIFIED_RESPONSE_KEY } from '../db/migrations/025-verified-email-responses';
import { violates } from '../accounts/usages.store';
import type { OwnerState } from '../forms/forms.store';
import { rolePermission } from '../users/role-permission';

// The owner's plan, read from the state found with the form (no query of its own):
// docs/product.md §A6, limits per month, 0 meaning unlimited; uploadLimit in MB.

const MB = 1024 * 1024;

function permissionOf(owner: OwnerState): { submissionLimit: number; uploadLimit: number } {
  const { submissionLimit = 0, uploadLimit = 0 } = rolePermission(owner.permission);
  return { submissionLimit, uploadLimit };
}

/** The owner's monthly submission limit, 0 for none. */
export const submissionLimitOf = (owner: OwnerState) => permissionOf(owner).submissionLimit;

export const monthlyLimitReached = () =>
  new HttpError(
    403,
    'This form has reached its monthly submission limit and cannot accept more answers right now. Please try again later or contact the form owner.',
  );

/** Refuses before anything is read when the form cannot take a submission at all. */
export function assertAcceptingSubmissions(owner: OwnerState): void {
  // A suspended owner's forms do not accept submissions.
  if (!owner.active) throw new HttpError(403, 'This form is not accepting submissions at the moment.');
  const { submissionLimit } = permissionOf(owner);
  // A quick refusal from the state found with the form; the exact count is kept by the
  // usage row's CHECK in the submission's own transaction (usages.store.ts).
  if (submissionLimit > 0 && owner.submissions >= submissionLimit) throw monthlyLimitReached();
}

/** The owner's monthly upload limit in bytes, 0 for none. */
export const uploadLimitBytesOf = (owner: OwnerState) => permissionOf(owner).uploadLimit * MB;

/**
 * Bytes the owner may still receive this month; Infinity when the plan has no limit. A quick
 * refusal from the state found with the form; the exact count is kept by the usage row's
 * CHECK in the transaction that records the files (usages.store.ts).
 */
export function remainingUploadBytes(owner: OwnerState): number {
  const limit = uploadLimitBytesOf(owner);
  return limit > 0 ? limit - owner.uploadBytes : Number.POSITIVE_INFINITY;
}

export const uploadStorageFull = () =>
  new HttpError(
    403,
    "This form's storage for uploaded files is full. Please try again later or contact the form owner.",
  );

/**
 * A closed form's submission (docs/product.md, "A form's life"): 410, nothing stored; said in the
 * visitor's words when they are known (docs/product.md, "Languages").
 */
export const formClosed = (words?: PageWords) =>
  new HttpError(410, words === undefined ? FORM_CLOSED_REFUSAL : words.t('closed.refusal'));

/** Whether a write failed on the form's response cap (migration 018's CHECK; SQLite or PostgreSQL). */
export const isResponseCapViolation = (error: unknown) => violates(error, RESPONSE_CAP_CHECK);

/**
 * A second confirmed response for a form and address (docs/product.md, "A form's life"): the key
 * of verified_responses (migration 025) refused it in the submission's own transaction. The
 * confirmation route says so in the visitor's words.
 */
export class VerifiedAddressTaken extends HttpError {
  constructor(message = 'This address has already answered this form.') {
    super(409, message);
  }
}

/** Whether a write failed on verified_responses' key (SQLite names the table, PostgreSQL the key). */
export const isVerifiedAddressTaken = (error: unknown) =>
  violates(error, 'verified_responses.') || violates(error, VERIFIED_RESPONSE_KEY);
