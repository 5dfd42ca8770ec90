import { DRAFT_VERSION, ENGLISH, PARTIAL_FIELD, slugProblem } from '@formbuilder/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PREVIEW_MESSAGE } from '@formbuilder/renderer';
import type { RoutesPlugin } from '../http/contract';
import { LRUCache } from 'lru-cache';
import type { FormTargetFinder } from './form-target';
import type { TemplatesStore } from '../templates/templates.store';
import { embedScriptSource } from './embed-script';
import { logicQuery, queryAnswers } from './url-params';
import { renderFormPage, renderMessagePage } from './public-pages';
import {
  formPage,
  hiddenFields,
  notFoundPage,
  rendered,
  sendFormPage,
  sendPage,
  type PublicSetup,
  type RenderedPage,
} from './page-reply';
import { registerFavicon } from './favicon';
import { languageAsked, speaksSeveral, visitorLanguage } from './page-language';
import { registerShareImage } from './share-image';
import { isSingleSubmission, type ThanksQuery } from './thanks-page';
import { datasetsEdition } from '../datasets/form-datasets';
import { requireProps } from '../db/form-props';
import type { PageViews } from '../responses/page-views';
import { markFramedPages } from '../http/security-headers';
import { alreadyAnswered, renderAnsweredPage, renderClosedPage, targetClosedReason } from './form-life';
import type { FormSlugs } from '../forms/form-slugs';
import { clearedPartialCookie, cookieToken, keepsPartials, partialCookie, type PartialResumer } from './partial-page';

export interface PublicRoutesDeps {
  findTarget: FormTargetFinder;
  templates: TemplatesStore;
  setup: PublicSetup;
  pageViews: PageViews;
  slugs: Pick<FormSlugs, 'uuidOf'>;
  /** Partial responses (docs/product.md, "Partial responses"): a resume link or cookie draws the visitor's answers. */
  partials: PartialResumer;
}

/** `closed=true` on the owner's preview: the closed page visitors see, with the owner's message. */
type ViewQuery = ThanksQuery & { resume?: string; closed?: string };

export const publicRoutes: RoutesPlugin<PublicRoutesDeps> = (
  app,
  { findTarget, templates, setup, pageViews, slugs, partials },
  done,
) => {
  const secure = setup.publicUrl.startsWith('https:');
  registerFavicon(app);
  registerShareImage(app);
  // Pages any site may frame: sent without X-Frame-Options from the start, not removed per view.
  markFramedPages(app, ['/form/view/:uuid', '/templates/view/:templateId', '/f/:slug']);
  // The page's policy (its pictures) is worked out with the page, not on every view; the
  // 500 most recently viewed pages are kept.
  const cache = new LRUCache<string, RenderedPage>({ max: 500 });
  const cached = (key: string, render: () => string) => {
    let page = cache.get(key);
    if (page === undefined) {
      page = rendered(render());
      cache.set(key, page);
    }
    return page;
  };

  // docs/product.md §A2, {host}/form/view/{uuid}; ?preview=true shows the draft to its owner.
  const showForm = async (uuid: string, request: FastifyRequest<{ Querystring: ViewQuery }>, reply: FastifyReply) => {
    const target = await findTarget(uuid, request.query);
    if (!target) return notFoundPage(reply);
    // docs/product.md, "Languages": the page in the visitor's language (?lang=, Accept-Language, the default).
    const language = visitorLanguage(target.props, languageAsked(request));
    if (speaksSeveral(target.props)) void reply.header('vary', 'Accept-Language');
    // docs/product.md, "A form's life": a closed form shows its message, 410 like its intake.
    // The owner's preview shows the form, or with ?closed=true the closed page as visitors get it.
    const closedPreview = target.version === DRAFT_VERSION && request.query.closed === 'true';
    if (closedPreview || targetClosedReason(target) !== null)
      return sendPage(reply, renderClosedPage(uuid, target, language), 410);
    if (alreadyAnswered(request, target)) return sendPage(reply, renderAnsweredPage(uuid, target, language));
    // URL Parameter questions filled from this address: a page drawn for this view alone.
    const answers = queryAnswers(target.props, request.query);
    // A form with logic carries the address's query in `_params`: a page drawn for this view too.
    const query = logicQuery(target.props, request.url);
    const filled = { ...(answers === null ? {} : { answers }), ...(query === null ? {} : { query }) };
    if (target.version === DRAFT_VERSION) {
      const action = `/form/view/${uuid}?preview=true&token=${encodeURIComponent(request.query.token ?? '')}`;
      return sendFormPage(
        reply,
        setup,
        formPage(setup, uuid, target, { action, hiddenFields, ...filled, language }),
        200,
        target.props,
      );
    }
    pageViews.count(target.form.id);
    // A private form posts back with its access token, a single-submission embed with its flag
    // (its Thank You page offers no second response); such pages are cached apart.
    const access =
      target.form.private === 1 && request.query.access ? `?access=${encodeURIComponent(request.query.access)}` : '';
    const search = isSingleSubmission(request.query) ? `${access}${access === '' ? '?' : '&'}single=true` : access;
    // Pages hold their datasets' items, which turn over with the year (form-datasets.ts).
    const action = `/form/view/${uuid}${search}`;
    // A form that keeps partial responses: its page carries the visitor's resume token, '' before
    // the first save; a resume link or the browser's cookie draws the answers saved, on a page
    // that is the visitor's alone (never cached).
    const partialOn = keepsPartials(target.props);
    const pageFields = partialOn ? { ...hiddenFields, [PARTIAL_FIELD]: '' } : hiddenFields;
    const token = partialOn ? (request.query.resume ?? cookieToken(request, target.form.id)) : null;
    if (token !== null) {
      const resumed = await partials.resume(target.form.id, token, target.props);
      if (!resumed) {
        void reply.header('set-cookie', clearedPartialCookie(uuid, target.form.id, secure));
        const fresh = {
          language,
          action,
          hiddenFields: pageFields,
          ...filled,
          partial: { keptFiles: {}, notice: (language?.words ?? ENGLISH).t('partial.linkUnusable') },
        };
        return sendFormPage(reply, setup, formPage(setup, uuid, target, fresh), 200, target.props, 'no-store');
      }
      void reply.header('set-cookie', partialCookie(uuid, target.form.id, token, target.props, secure));
      const page = {
        language,
        action,
        hiddenFields: { ...pageFields, [PARTIAL_FIELD]: token },
        ...(query === null ? {} : { query }),
        ...resumed,
      };
      return sendFormPage(reply, setup, formPage(setup, uuid, target, page), 200, target.props, 'no-store');
    }
    if (answers !== null || query !== null)
      return sendFormPage(
        reply,
        setup,
        formPage(setup, uuid, target, { action, hiddenFields: pageFields, ...filled, language }),
        200,
        target.props,
      );
    const page = cached(
      `form:${target.form.id}:${target.version}:${datasetsEdition()}:${search}:${language?.lang ?? ''}`,
      () => formPage(setup, uuid, target, { action, hiddenFields: pageFields, language }),
    );
    return sendFormPage(reply, setup, page, 200, target.props);
  };
  app.get<{ Params: { uuid: string }; Querystring: ViewQuery }>('/form/view/:uuid', (request, reply) =>
    showForm(request.params.uuid, request, reply),
  );
  // docs/product.md "Reach": the short address shows the same page; it posts to /form/view/{uuid}.
  app.get<{ Params: { slug: string }; Querystring: ViewQuery }>('/f/:slug', async (request, reply) => {
    const { slug } = request.params;
    const uuid = slugProblem(slug) === null ? await slugs.uuidOf(slug) : undefined;
    return uuid === undefined ? notFoundPage(reply) : showForm(uuid, request, reply);
  });

  // The template gallery's live preview (docs/product.md §A2): the template as a live form, its
  // rules run by the visitor's script, but with no form id: its script keeps and sends no
  // answers, and a valid Submit says it is a preview (renderer's client/submit-flow.ts).
  const templatePath = (id: number) => `/templates/view/${String(id)}`;
  app.get<{ Params: { templateId: string } }>('/templates/view/:templateId', async (request, reply) => {
    const template = await templates.find(request.params.templateId);
    if (!template) return notFoundPage(reply);
    const page = cached(`template:${template.id}:${datasetsEdition()}`, () =>
      renderFormPage({
        uuid: '00000000-0000-0000-0000-000000000000',
        title: template.title,
        props: requireProps(template.props, `template ${template.id}`),
        mode: 'renderer',
        action: templatePath(template.id),
        serverSteps: false,
        client: { scriptUrl: setup.scriptUrl, addressSearchUrl: setup.addressSearchUrl, formId: null, version: 0 },
      }),
    );
    return sendFormPage(reply, setup, page);
  });

  // Without the script, a preview's Submit still posts: its body is dropped unread, and the
  // page says it is a preview, with the way back to it.
  void app.register((scope, _options, registered) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => {
      done(null);
    });
    scope.post<{ Params: { templateId: string } }>('/templates/view/:templateId', async (request, reply) => {
      const template = await templates.find(request.params.templateId);
      if (!template) return notFoundPage(reply);
      const page = renderMessagePage(template.title, PREVIEW_MESSAGE, {
        action: { href: templatePath(template.id), text: 'Back to the preview' },
      });
      return sendPage(reply, page, 403);
    });
    registered();
  });

  app.get('/embed.js', (_request, reply) =>
    reply
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=3600')
      .type('application/javascript; charset=utf-8')
      .send(embedScriptSource),
  );
  done();
};
