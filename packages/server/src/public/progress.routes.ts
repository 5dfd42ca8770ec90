import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DRAFT_VERSION, splitPages } from '@formbuilder/core';
import type { RoutesPlugin } from '../http/contract';
import type { RateLimiter } from '../http/rate-limit';
import { badRequest, notFound } from '../http/errors';
import type { Progress } from '../responses/progress';
import type { FormTargetFinder } from './form-target';

export interface ProgressRoutesDeps {
  findTarget: FormTargetFinder;
  progress: Progress;
  limiter: RateLimiter;
  /** Beacons a minute per client IP and form; 0 turns the limit off. */
  perMinute: number;
}

/** Beacons a minute per client IP and form: a visit sends one at its first answer and one per page. */
export const PROGRESS_BEACONS_PER_MINUTE = 60;

const progressQuery = z
  .object({
    step: z.enum(['start', 'page'], { error: "step must be 'start' or 'page'." }),
    page: z
      .string()
      .regex(/^\d{1,4}$/, 'page must be a page number.')
      .transform(Number)
      .optional(),
    // A private form's access token, as its page's address carries it.
    access: z.string().max(512).optional(),
  })
  .strict();

// The visitor's script reports how far a visit gets (responses/progress.ts): POST
// /form/view/{uuid}/progress?step=start at the first answer, ?step=page&page=N on reaching page
// N (2 and on). Public like the form page, so checked strictly: a published form the visitor
// may see, a page the published version has, no body; never a preview. 204, nothing sent back.
export const progressRoutes: RoutesPlugin<ProgressRoutesDeps> = (
  fastify,
  { findTarget, progress, limiter, perMinute },
  done,
) => {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    '/form/view/:uuid/progress',
    {
      // navigator.sendBeacon sends nothing but the address; a body is refused before it is read.
      bodyLimit: 64,
      schema: { params: z.object({ uuid: z.string().max(64) }), querystring: progressQuery },
    },
    async (request, reply) => {
      const { step, page, access } = request.query;
      const target = await findTarget(request.params.uuid, access === undefined ? {} : { access });
      if (!target || target.version === DRAFT_VERSION) throw notFound('This form does not exist or is not available.');
      await limiter.hit(
        `progress:${request.ip}:${target.form.id}`,
        perMinute,
        60,
        'Too many progress reports from your network. Please wait a minute.',
      );
      if (step === 'start') {
        if (page !== undefined) throw badRequest('A start names no page.');
        progress.start(target.form.id);
      } else {
        const pages = splitPages(target.props.elements, target.props.autoPageBreak).length;
        if (pages < 2) throw badRequest('This form has a single page.');
        if (page === undefined || page < 2 || page > pages)
          throw badRequest(`page must be a page of this form after the first: 2 to ${String(pages)}.`);
        progress.reach(target.form.id, page);
      }
      return reply.status(204).send();
    },
  );
  done();
};
