import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FormTarget, FormTargetFinder, TargetQuery } from '../submissions/form-target';
import type { TemplatesStore } from '../templates/templates.store';
import { parseId } from '../accounts/accounts.routes';
import { HttpError } from '../http/errors';
import { embedScriptSource } from './embed-script';
import { IDEMPOTENCY_PLACEHOLDER, STARTED_PLACEHOLDER, newNonce, personalise, publicPageCsp } from './page-document';
import { renderFormPage, renderMessagePage, type PageInput } from './public-pages';
import { imageSourcesOf } from './image-sources';
import { guardThanksPage } from './thanks-page';
import { registerFavicon } from './favicon';
import { datasetsEdition } from '../datasets/form-datasets';

/**
 * Hidden fields of every public form: the attempt's idempotency key and start time
 * (filled per view), and the honeypot that people leave empty (issue #5).
 */
export const HONEYPOT_FIELD = '_hp';
const hiddenFields = { _idempotency: IDEMPOTENCY_PLACEHOLDER, _started: STARTED_PLACEHOLDER, [HONEYPOT_FIELD]: '' };

/** What every public form page shares: the visitor's script and the address service. */
export interface PublicSetup {
  scriptUrl: string | null;
  addressSearchUrl: string;
}

/** A page's HTML and the pictures its policy must allow, worked out once for a cached page. */
export interface RenderedPage {
  html: string;
  images: string[];
}

const rendered = (html: string): RenderedPage => ({ html, images: imageSourcesOf(html) });

export function sendPage(reply: FastifyReply, page: string | RenderedPage, status = 200, cache = 'no-cache', connectTo: string[] = []) {
  const { html, images } = typeof page === 'string' ? rendered(page) : page;
  const nonce = newNonce();
  return reply
    .status(status)
    .header('content-security-policy', publicPageCsp(nonce, connectTo, images))
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('cache-control', cache)
    .removeHeader('x-frame-options')
    .type('text/html; charset=utf-8')
    .send(personalise(html, nonce));
}

export const notFoundPage = (reply: FastifyReply) =>
  sendPage(reply, renderMessagePage('Form not found', 'This form does not exist or is not available.'), 404);

/** Renders the live form of a target, for a first view or after refused answers. */
export function formPage(setup: PublicSetup, uuid: string, target: FormTarget, page: Pick<PageInput, 'action' | 'hiddenFields' | 'answers' | 'errors' | 'formError'>): string {
  return renderFormPage({
    uuid,
    title: target.title,
    props: target.props,
    mode: 'renderer',
    ...page,
    client: { scriptUrl: setup.scriptUrl, addressSearchUrl: setup.addressSearchUrl, formId: target.form.id, version: target.version },
  });
}

/** Sends a live form page: its script may reach the address service. */
export const sendFormPage = (reply: FastifyReply, setup: PublicSetup, page: string | RenderedPage, status = 200) =>
  sendPage(reply, page, status, 'no-cache', [new URL(setup.addressSearchUrl).origin]);

export function registerPublicRoutes(app: FastifyInstance, findTarget: FormTargetFinder, templates: TemplatesStore, setup: PublicSetup): void {
  guardThanksPage(app, findTarget, notFoundPage);
  registerFavicon(app);
  // The page's policy (its pictures) is worked out with the page, not on every view.
  const cache = new Map<string, RenderedPage>();
  const cached = (key: string, render: () => string) => {
    let page = cache.get(key);
    if (page === undefined) {
      page = rendered(render());
      if (cache.size > 500) cache.clear();
      cache.set(key, page);
    }
    return page;
  };

  // spec: app-shell §2, {host}/form/view/{uuid}; ?preview=true shows the draft to its owner.
  app.get<{ Params: { uuid: string }; Querystring: TargetQuery }>('/form/view/:uuid', async (request, reply) => {
    const { uuid } = request.params;
    const target = await findTarget(uuid, request.query);
    if (!target) return notFoundPage(reply);
    if (target.version === 0) {
      const action = `/form/view/${uuid}?preview=true&token=${encodeURIComponent(request.query.token ?? '')}`;
      return sendFormPage(reply, setup, formPage(setup, uuid, target, { action, hiddenFields }));
    }
    // A private form posts back with its access token; its page is cached apart.
    const access = target.form.private === 1 && request.query.access ? `?access=${encodeURIComponent(request.query.access)}` : '';
    // Pages hold their datasets' items, which turn over with the year (form-datasets.ts).
    const page = cached(`form:${target.form.id}:${target.version}:${datasetsEdition()}:${access}`, () => formPage(setup, uuid, target, { action: `/form/view/${uuid}${access}`, hiddenFields }));
    return sendFormPage(reply, setup, page);
  });

  // The template gallery's live preview (spec: app-shell §2).
  app.get<{ Params: { templateId: string } }>('/templates/view/:templateId', async (request, reply) => {
    let template;
    try {
      template = await templates.get(parseId(request.params.templateId, 'template id'));
    } catch (error) {
      if (error instanceof HttpError) return notFoundPage(reply);
      throw error;
    }
    const page = cached(`template:${template.id}:${datasetsEdition()}`, () =>
      renderFormPage({ uuid: '00000000-0000-0000-0000-000000000000', title: template.title, props: template.props, mode: 'viewer' }),
    );
    return sendPage(reply, page, 200, 'public, max-age=300');
  });

  app.get('/embed.js', (_request, reply) =>
    reply
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=3600')
      .type('application/javascript; charset=utf-8')
      .send(embedScriptSource),
  );
}
