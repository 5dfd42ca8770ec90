import type { FastifyRequest } from 'fastify';
import { ENGLISH, partialSettingsOf, type FormProps } from '@formbuilder/core';

// The visitor's page of a form that keeps partial responses (docs/product.md, "Partial
// responses"): the cookie that remembers the resume token on this browser, and what the page
// shows of a resumed partial. The intake saves and reads the partials (submissions/partials.service.ts).

/** What the page says of an unusable resume link, in English (the page says it in the visitor's language). */
export const RESUME_LINK_UNUSABLE = ENGLISH.t('partial.linkUnusable');

/** What the visitor's page shows of a partial (the renderer's PartialView, passed through). */
export interface PartialView {
  /** Kept files of the visitor's partial response, by File question id (as a string). */
  readonly keptFiles: Readonly<Record<string, readonly { readonly fileName: string; readonly size: number }[]>>;
  /** Said at the top of the form (role=status), not as an error: an unusable resume link. */
  readonly notice?: string;
}

/** Whether the form's live page keeps partials (never a preview: the draft saves nothing). */
export const keepsPartials = (props: FormProps) => partialSettingsOf(props).enabled;

/** The cookie that remembers the visitor's partial of one form. */
export const partialCookieName = (formId: number) => `fb_partial_${String(formId)}`;

/** The Set-Cookie that keeps the resume token on this browser for as long as the link works. */
export function partialCookie(uuid: string, formId: number, token: string, props: FormProps, secure: boolean): string {
  const maxAge = partialSettingsOf(props).resumeDays * 86_400;
  const attributes = [`Path=/form/view/${uuid}`, 'HttpOnly', 'SameSite=Lax', `Max-Age=${String(maxAge)}`];
  if (secure) attributes.push('Secure');
  return `${partialCookieName(formId)}=${token}; ${attributes.join('; ')}`;
}

/** The Set-Cookie that forgets the partial (it was submitted, or its link no longer works). */
export function clearedPartialCookie(uuid: string, formId: number, secure: boolean): string {
  return `${partialCookieName(formId)}=; Path=/form/view/${uuid}; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}

/** The resume token the browser's cookie holds for the form, if any. */
export function cookieToken(request: FastifyRequest, formId: number): string | null {
  const prefix = `${partialCookieName(formId)}=`;
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length);
  }
  return null;
}

/** A resumed partial as the page draws it. */
export interface ResumedPage {
  answers: Record<string, unknown>;
  currentPage: number;
  hiddenElementIds?: ReadonlySet<number>;
  /** A form with logic: the URL parameters the partial was saved with, for its `_params`. */
  query?: string;
  partial: PartialView;
}

/** Finds the partial a resume token names and how its page is drawn; null when the link no longer works. */
export interface PartialResumer {
  resume(formId: number, token: string, props: FormProps): Promise<ResumedPage | null>;
}
