import type { FastifyRequest } from 'fastify';
import {
  ALREADY_ANSWERED_MESSAGE,
  ALREADY_ANSWERED_TITLE,
  DEFAULT_CLOSED_MESSAGE,
  DEFAULT_CLOSED_TITLE,
  DRAFT_VERSION,
  answerList,
  closedReason,
  type AfterSubmit,
  type ClosedReason,
} from '@formbuilder/core';
import type { FormSummary } from '../forms/forms.store';
import type { FormTarget } from './form-target';
import { renderMessagePage } from './public-pages';
import { sanitizeRichText } from '../forms/sanitize';
import type { VisitorLanguage } from './page-language';

// A form's life on the public side (docs/product.md, "A form's life"): whether a published
// form takes responses now, its closed page, the one-response cookie and the redirect after
// a submission. The owner's preview is never closed: it is how the owner sees the form.

/** The form's life as its row stores it. */
export const lifeOf = (form: FormSummary) => ({
  closed: form.closed === 1,
  opensAt: form.opens_at,
  closesAt: form.closes_at,
  responseCap: form.response_cap,
});

/** Why the target takes no response now, or null; always null for the owner's preview. */
export function targetClosedReason(target: FormTarget, now = new Date()): ClosedReason | null {
  if (target.version === DRAFT_VERSION) return null;
  return closedReason(lifeOf(target.form), now, target.responses);
}

/**
 * The closed page: the owner's message (sanitised on save), or the default one; in the visitor's
 * language, the message's translation (sanitised here) and the page's words (docs/product.md, "Languages").
 */
export function renderClosedPage(uuid: string, target: FormTarget, language: VisitorLanguage | null = null): string {
  const own = target.form.closed_message;
  const html = own === '' ? '' : translatedHtml(language, 'closedMessage', own);
  const title = language ? language.words.t('closed.title') : DEFAULT_CLOSED_TITLE;
  const message = language ? language.words.t('closed.message') : DEFAULT_CLOSED_MESSAGE;
  return renderMessagePage(title, html === '' ? message : '', {
    uuid,
    props: target.props,
    language,
    ...(html === '' ? {} : { html }),
  });
}

export const renderAnsweredPage = (uuid: string, target: FormTarget, language: VisitorLanguage | null = null) =>
  renderMessagePage(
    language ? language.words.t('answered.title') : ALREADY_ANSWERED_TITLE,
    language ? language.words.t('answered.message') : ALREADY_ANSWERED_MESSAGE,
    { uuid, props: target.props, language },
  );

/** A rich text's translation, sanitised as the text is on save; the text itself without one. */
function translatedHtml(language: VisitorLanguage | null, key: string, html: string): string {
  const translation = language?.translations?.[key];
  return translation === undefined || translation.trim() === '' ? html : sanitizeRichText(translation).trim();
}

/** The cookie a one-response form leaves after a submission: per form, for a year. */
const answeredCookie = (target: FormTarget) => `fb_answered_${String(target.form.id)}`;

/** Whether the target's one response is checked by the cookie (never for the owner's preview). */
const cookieChecked = (target: FormTarget) =>
  target.form.one_response === 1 &&
  target.form.one_response_check !== 'verified-email' &&
  target.version !== DRAFT_VERSION;

/**
 * The Email question whose confirmed address a response of the target needs (one response per
 * verified e-mail address), or null; the owner's preview is stored as before.
 */
export function verifiedEmailQuestion(target: FormTarget): number | null {
  if (target.form.one_response !== 1 || target.form.one_response_check !== 'verified-email') return null;
  return target.version === DRAFT_VERSION ? null : target.form.one_response_email;
}

/** Whether this visitor already answered a one-response form (never for the owner's preview). */
export function alreadyAnswered(request: FastifyRequest, target: FormTarget): boolean {
  if (!cookieChecked(target)) return false;
  const name = answeredCookie(target);
  return (request.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/** The Set-Cookie value that marks the visitor as answered; null when the form does not ask for it. */
export function answeredCookieHeader(uuid: string, target: FormTarget, secure: boolean): string | null {
  if (!cookieChecked(target)) return null;
  const attributes = [`Path=/form/view/${uuid}`, 'Max-Age=31536000', 'HttpOnly'];
  // Framed on another site, the cookie is sent only with SameSite=None, which needs https.
  attributes.push(secure ? 'SameSite=None; Secure' : 'SameSite=Lax');
  return `${answeredCookie(target)}=1; ${attributes.join('; ')}`;
}

/**
 * The owner's redirect address after a submission with the chosen answers appended as
 * `q_{questionId}` parameters (a list answer repeats its parameter); null for the Thank You page.
 */
export function redirectAfterSubmit(
  afterSubmit: AfterSubmit | undefined,
  kept: Record<string, unknown>,
): string | null {
  if (afterSubmit?.kind !== 'redirect' || afterSubmit.url === '') return null;
  const url = new URL(afterSubmit.url);
  for (const id of afterSubmit.passAnswers)
    for (const text of answerList(kept[String(id)]) ?? []) url.searchParams.append(`q_${String(id)}`, text);
  return url.toString();
}
