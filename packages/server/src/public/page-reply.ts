import { SHARE_IMAGE_PATH, shareImageQuery } from './share-image';
import type { FormProps } from '@formbuilder/core';
import type { FastifyReply } from 'fastify';
import type { FormTarget } from './form-target';
import {
  IDEMPOTENCY_PLACEHOLDER,
  STARTED_PLACEHOLDER,
  newNonce,
  personalise,
  preparePage,
  publicPageCsp,
  reuse,
  type PreparedPage,
} from './page-document';
import { renderFormPage, renderMessagePage, type PageInput } from './public-pages';
import { imageSourcesOf } from './image-sources';
import { speaksSeveral } from './page-language';

// How every public page leaves: its CSP with a fresh nonce, framing allowed, its cache
// policy. Shared by the public, intake and results routes.

/**
 * Hidden fields of every public form: the attempt's idempotency key and start time
 * (filled per view), and the honeypot that people leave empty.
 */
export const HONEYPOT_FIELD = '_hp';
export const hiddenFields = {
  _idempotency: IDEMPOTENCY_PLACEHOLDER,
  _started: STARTED_PLACEHOLDER,
  [HONEYPOT_FIELD]: '',
};

/** What every public form page shares: the visitor's script and the address service. */
export interface PublicSetup {
  scriptUrl: string | null;
  addressSearchUrl: string;
  /** Where a live form's script may connect besides this server: the address service's origin (worked out once). */
  connectTo: string[];
  /** The address visitors use ({host}): shared links preview with absolute addresses. */
  publicUrl: string;
}

/** A page's bytes and the pictures its policy must allow, worked out once for a cached page. */
export interface RenderedPage {
  page: PreparedPage;
  images: string[];
}

export const rendered = (html: string): RenderedPage => ({ page: preparePage(html), images: imageSourcesOf(html) });

export function sendPage(
  reply: FastifyReply,
  page: string | RenderedPage,
  status = 200,
  cache = 'no-cache',
  connectTo: string[] = [],
  formActions: string[] = [],
) {
  const { page: prepared, images } = typeof page === 'string' ? rendered(page) : page;
  const nonce = newNonce();
  const view = personalise(prepared, nonce);
  // A kept page's buffer serves its later views once this one is written (page-document.ts).
  if (typeof page !== 'string') reply.raw.on('finish', () => reuse(prepared, view));
  // X-Frame-Options: a framed page's route never had it (markFramedPages), the others' is removed.
  return reply
    .status(status)
    .header('content-security-policy', publicPageCsp(nonce, connectTo, images, formActions))
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('cache-control', cache)
    .removeHeader('x-frame-options')
    .type('text/html; charset=utf-8')
    .send(view.body);
}

export const notFoundPage = (reply: FastifyReply) =>
  sendPage(reply, renderMessagePage('Form not found', 'This form does not exist or is not available.'), 404);

/** Renders the live form of a target, for a first view or after refused answers. */
export function formPage(
  setup: PublicSetup,
  uuid: string,
  target: FormTarget,
  page: Pick<
    PageInput,
    | 'action'
    | 'hiddenFields'
    | 'answers'
    | 'errors'
    | 'formError'
    | 'currentPage'
    | 'hiddenElementIds'
    | 'query'
    | 'partial'
    | 'language'
  >,
): string {
  return renderFormPage({
    uuid,
    title: target.title,
    props: target.props,
    mode: 'renderer',
    ...page,
    share: {
      url: `${setup.publicUrl}/form/view/${uuid}`,
      image: `${setup.publicUrl}${SHARE_IMAGE_PATH}${shareImageQuery(target.props.design)}`,
    },
    client: {
      scriptUrl: setup.scriptUrl,
      addressSearchUrl: setup.addressSearchUrl,
      formId: target.form.id,
      version: target.version,
    },
  });
}

/** Sends a live form page: its script may reach the address service. */
export const sendFormPage = (
  reply: FastifyReply,
  setup: PublicSetup,
  page: string | RenderedPage,
  status = 200,
  props?: Pick<FormProps, 'afterSubmit' | 'logic' | 'languages'>,
  /** 'no-store' for a page that carries a visitor's resume token (docs/product.md, "Partial responses"). */
  cache = 'no-cache',
) => {
  // A form in several languages: its page depends on the visitor's Accept-Language (docs/product.md, "Languages").
  if (props !== undefined && speaksSeveral(props)) void reply.header('vary', 'Accept-Language');
  return sendPage(reply, page, status, cache, setup.connectTo, redirectOrigins(props));
};

const originOf = (url: string | undefined): string[] => {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
};

/**
 * The owner's sites a form redirects to after submitting (docs/product.md, "A form's life"), as
 * origins: the redirect after submitting, and the logic's redirect endings ("Logic").
 */
export function redirectOrigins(props: Pick<FormProps, 'afterSubmit' | 'logic'> | undefined): string[] {
  const after = props?.afterSubmit;
  const origins = after?.kind === 'redirect' ? originOf(after.url) : [];
  for (const ending of props?.logic?.endings ?? [])
    if (ending.kind === 'redirect') origins.push(...originOf(ending.url));
  return [...new Set(origins)];
}
