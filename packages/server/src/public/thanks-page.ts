import { DRAFT_VERSION } from '@formbuilder/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { FormTarget, FormTargetFinder, TargetQuery } from '../submissions/form-target';

// The Thank You page answers only when the form page would (issue #8, F10): an
// unpublished form's is the same 404, a private form's needs the same access token,
// and the owner's preview needs the preview token. Without this it showed any form's
// draft text to anyone who knew the uuid. Its handler lives with the results page
// (submissions/result.routes.ts); the guard is put in front of it here, by the
// route's address, so the rule stays beside the form page's own.

export const THANKS_ROUTE = '/form/view/:uuid/thanks';

type ThanksRequest = FastifyRequest<{ Params: { uuid: string }; Querystring: TargetQuery }>;

/** Where a submission ends: the Thank You page, carrying the proof the form page was opened with. */
export function thanksUrl(uuid: string, target: FormTarget, query: TargetQuery): string {
  const params = new URLSearchParams();
  if (target.version === DRAFT_VERSION) {
    params.set('preview', 'true');
    params.set('token', query.token ?? '');
  } else if (target.form.private === 1 && query.access) {
    params.set('access', query.access);
  }
  const search = params.toString();
  return `/form/view/${uuid}/thanks${search === '' ? '' : `?${search}`}`;
}

export function guardThanksPage(app: FastifyInstance, findTarget: FormTargetFinder, refuse: (reply: FastifyReply) => FastifyReply): void {
  const guard = async (request: ThanksRequest, reply: FastifyReply) => {
    if (!(await findTarget(request.params.uuid, request.query))) return refuse(reply);
  };
  // onRoute reaches the route wherever it is registered, including inside another plugin.
  app.addHook('onRoute', (route) => {
    if (route.url !== THANKS_ROUTE) return;
    const own = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [guard as preHandlerHookHandler, ...own];
  });
}
