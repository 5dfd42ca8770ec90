import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import formbody from '@fastify/formbody';
import type { FormsStore } from '../forms/forms.store';
import type { RateLimiter } from '../http/rate-limit';
import { HttpError, sendRetryAfter } from '../http/errors';
import { unavailableRefusal } from '../http/unavailable';
import { HONEYPOT_FIELD, formPage, notFoundPage, sendFormPage, sendPage, type PublicSetup } from '../public/page-reply';
import { renderMessagePage } from '../public/public-pages';
import { thankYouTitle, thanksUrl } from '../public/thanks-page';
import { AnswersRefused, HiddenFileRefused, type IntakeService } from './intake.service';
import type { FormTargetFinder, TargetQuery } from './form-target';
import { attemptOf, readSubmittedFields } from './submitted-fields';
import { refusedView, takeStep, type PageView } from './page-steps';
import { newIdempotencyKey } from './idempotency-key';
import { FILE_SIZE_LIMIT_BYTES } from './upload-receiver';
import { registerResultRoutes } from './result.routes';
import { createResultsService } from './results.service';
import type { SubmissionsStore } from './submissions.store';

type ViewRequest = FastifyRequest<{ Params: { uuid: string }; Querystring: TargetQuery }>;

const wantsJson = (request: FastifyRequest) => !/text\/html/.test(request.headers.accept ?? '') && /json/.test(request.headers.accept ?? '');

// spec: builder §7 and issue #5 — one submit endpoint for the page (with or without
// JavaScript) and any HTTP client; answers are fields named q_{questionId}.
export function registerIntakeRoutes(
  app: FastifyInstance,
  forms: FormsStore,
  findTarget: FormTargetFinder,
  intake: IntakeService,
  submissions: SubmissionsStore,
  limiter: RateLimiter,
  submitRateLimit: number,
  setup: PublicSetup,
): void {
  void app.register(async (scope) => {
    await scope.register(formbody);
    await scope.register(multipart, { limits: { fileSize: FILE_SIZE_LIMIT_BYTES + 1 } });

    scope.post('/form/view/:uuid', async (request: ViewRequest, reply: FastifyReply) => {
      const { uuid } = request.params;
      const json = wantsJson(request);
      const target = await findTarget(uuid, request.query);
      if (!target) return json ? reply.status(404).send({ message: 'This form does not exist or is not available.' }) : notFoundPage(reply);
      let startedField = String(Date.now());
      const submission = { formId: target.form.id, ownerId: target.form.user_id, owner: target.owner, version: target.version, props: target.props };
      const uploads = intake.receiver(submission);
      // Files streamed to storage belong only to a submission that was stored: any other
      // outcome removes them before it is answered (the answer is sent after `finally`).
      let kept = false;
      const refusal = (error: HttpError): FastifyReply => {
        // This route answers its own errors, so it sends the limiter's wait itself (issue #9).
        sendRetryAfter(reply, error);
        if (json) return reply.status(error.statusCode).send(error instanceof AnswersRefused ? { message: error.message, errors: error.errors } : { message: error.message });
        if (error instanceof HiddenFileRefused) {
          const errors = { [String(error.questionId)]: error.message };
          return drawAgain(refusedView(target.props, error.answers, errors, error.message), newIdempotencyKey(), 400);
        }
        if (!(error instanceof AnswersRefused)) return sendPage(reply, renderMessagePage('Your answers were not sent', error.message), error.statusCode);
        return drawAgain(refusedView(target.props, error.answers, error.errors, error.message), newIdempotencyKey(), 400);
      };
      // The form page again, with the visitor's answers: refused, or a page of a form taken page by page.
      const drawAgain = ({ formError, ...view }: PageView, key: string, status: number): FastifyReply => {
        const hiddenFields = { _idempotency: key, _started: startedField, [HONEYPOT_FIELD]: '' };
        const page = formPage(setup, uuid, target, { action: request.url, hiddenFields, ...view, ...(formError === undefined ? {} : { formError }) });
        return sendFormPage(reply, setup, page, status);
      };
      let answer: () => FastifyReply;
      try {
        await limiter.hit(`submit:${request.ip}:${target.form.id}`, submitRateLimit, 60, 'Too many submissions from your network. Please wait a minute and try again.');
        // A closed form says so before a byte of the body is read (issue #8, F3).
        intake.assertOpen(submission);
        const fields = await readSubmittedFields(request, uploads);
        const thanks = thanksUrl(uuid, target, request.query);
        const attempt = attemptOf(fields, request.headers['idempotency-key']);
        // Next or Previous on a page without the script: the next page, nothing stored.
        const step = json ? null : takeStep(target.props, fields);
        if (step) {
          startedField = String(attempt.startedAt ?? startedField);
          const key = attempt.key ?? newIdempotencyKey();
          answer = () => drawAgain(step, key, step.formError === undefined ? 200 : 400);
        } else if (attempt.robot) {
          answer = () => (json ? reply.status(201).send({ message: thankYouTitle(target.props) }) : reply.redirect(thanks, 303));
        } else {
          startedField = String(attempt.startedAt ?? startedField);
          const stored = await intake.submit(submission, fields, attempt.key, attempt.startedAt);
          kept = !stored.replayed;
          const next = stored.resultToken ? `/form/view/${uuid}/result/${stored.resultToken}` : thanks;
          answer = () => (json ? reply.status(stored.replayed ? 200 : 201).send({ message: thankYouTitle(target.props), submissionId: stored.submissionId, next }) : reply.redirect(next, 303));
        }
      } catch (error) {
        // A database or disk fault is a 503 in words here too, as a page for a browser without script.
        const refused = error instanceof HttpError ? error : unavailableRefusal(error);
        if (!refused) throw error;
        if (!(error instanceof HttpError)) request.log.error({ err: error }, 'submission refused: database or storage unavailable');
        answer = () => refusal(refused);
      } finally {
        if (!kept) await uploads.discard().catch((error: unknown) => request.log.error({ err: error }, 'could not remove the files of a refused submission'));
      }
      return answer();
    });

    registerResultRoutes(scope, createResultsService(forms, findTarget, submissions));
  });
}
