import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DRAFT_VERSION, RESUME_EMAIL_FIELD, type FormProps, type PartialSaved } from '@formbuilder/core';
import { renderMessagePage } from '../public/public-pages';
import type { RateLimiter } from '../http/rate-limit';
import { HttpError, sendRetryAfter } from '../http/errors';
import { unavailableRefusal } from '../http/unavailable';
import type { FormTargetFinder, TargetQuery } from '../public/form-target';
import { targetClosedReason } from '../public/form-life';
import { submissionTargetOf, type IntakeService } from './intake.service';
import { formClosed } from './owner-limits';
import { readSubmittedFields } from './submitted-fields';
import { assertSavesPartials, type PartialsService } from './partials.service';
import { partialCookie } from '../public/partial-page';

export interface PartialRouteDeps {
  findTarget: FormTargetFinder;
  intake: IntakeService;
  partials: PartialsService;
  limiter: RateLimiter;
  /** Saves a minute per client IP and form (SUBMIT_RATE_LIMIT, as submissions); 0 turns the limit off. */
  rateLimit: number;
  publicUrl: string;
}

type SaveRequest = FastifyRequest<{ Params: { uuid: string }; Querystring: TargetQuery }>;

/**
 * docs/product.md, "Partial responses": `POST /form/view/{uuid}/partial` saves the visitor's
 * answers so far, with the submission's bodies (multipart with files, or urlencoded), and answers
 * `partialSavedSchema` in JSON with the resume token, also set as a cookie. Registered in the
 * intake's scope, whose body parsers it shares.
 */
export function registerPartialSave(scope: FastifyInstance, deps: PartialRouteDeps): void {
  const { findTarget, intake, partials, limiter, rateLimit, publicUrl } = deps;
  scope.post('/form/view/:uuid/partial', async (request: SaveRequest, reply: FastifyReply) => {
    const target = await findTarget(request.params.uuid, request.query);
    if (!target) return reply.status(404).send({ message: 'This form does not exist or is not available.' });
    const submission = submissionTargetOf(target);
    const uploads = intake.receiver(submission);
    let kept = false;
    try {
      assertSavesPartials(target.props, target.version === DRAFT_VERSION);
      await limiter.hit(
        `partial:${request.ip}:${target.form.id}`,
        rateLimit,
        60,
        'Too many saves from your network. Please wait a minute and try again.',
      );
      if (targetClosedReason(target) !== null) throw formClosed();
      intake.assertOpen(submission);
      const fields = await readSubmittedFields(request, uploads);
      const saved = await partials.save(
        { ...submission, uuid: request.params.uuid, title: target.title, access: request.query.access },
        fields,
        { emailLink: fields.values.get(RESUME_EMAIL_FIELD)?.[0] === '1' },
      );
      kept = true;
      void reply.header(
        'set-cookie',
        partialCookie(request.params.uuid, target.form.id, saved.token, target.props, publicUrl.startsWith('https:')),
      );
      return await reply.header('cache-control', 'no-store').send(saved.answer);
    } catch (error) {
      const refused = error instanceof HttpError ? error : unavailableRefusal(error);
      if (!refused) throw error;
      if (!(error instanceof HttpError))
        request.log.error({ err: error }, 'partial save refused: database or storage unavailable');
      sendRetryAfter(reply, refused);
      return reply.status(refused.statusCode).send({ message: refused.message });
    } finally {
      if (!kept)
        await uploads
          .discard()
          .catch((error: unknown) => request.log.error({ err: error }, 'could not remove the files of a refused save'));
    }
  });
}

export const SAVED_TITLE = 'Your answers are saved';

/**
 * "Save and continue later" without the script: the page with the resume link (and where it was
 * e-mailed), and a link to go on now.
 */
export function savedPage(uuid: string, props: FormProps, title: string, saved: PartialSaved): string {
  const until = saved.expiresAt.slice(0, 10);
  const emailed = saved.emailedTo === null ? '' : ` We also sent it to ${saved.emailedTo}.`;
  return renderMessagePage(
    SAVED_TITLE,
    `Your answers to "${title}" are kept until ${until}. To continue, on this device or another, open this link: ${saved.resumeUrl}${emailed} Anyone with the link can see and change your answers.`,
    { uuid, props, action: { href: saved.resumeUrl, text: 'Continue now' } },
  );
}
