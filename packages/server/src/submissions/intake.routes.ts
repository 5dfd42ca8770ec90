import type { FastifyReply, FastifyRequest } from 'fastify';
import { DRAFT_VERSION, PARAMS_FIELD, PARTIAL_FIELD, STEP_FIELD } from '@formbuilder/core';
import multipart from '@fastify/multipart';
import formbody from '@fastify/formbody';
import type { FormsStore } from '../forms/forms.store';
import type { RoutesPlugin } from '../http/contract';
import type { RateLimiter } from '../http/rate-limit';
import { HttpError, sendRetryAfter } from '../http/errors';
import { unavailableRefusal } from '../http/unavailable';
import { HONEYPOT_FIELD, formPage, notFoundPage, sendFormPage, sendPage, type PublicSetup } from '../public/page-reply';
import { renderMessagePage } from '../public/public-pages';
import { thankYouTitle, thanksUrl } from '../public/thanks-page';
import { AnswersRefused, HiddenFileRefused, submissionTargetOf, type IntakeService } from './intake.service';
import type { FormTargetFinder, TargetQuery } from '../public/form-target';
import { attemptOf, readSubmittedFields } from './submitted-fields';
import { refusedView, stepProgress, takeStep, type PageView } from './page-steps';
import type { Progress } from '../responses/progress';
import { newIdempotencyKey } from '../public/idempotency-key';
import { FILE_SIZE_LIMIT_BYTES } from './upload-receiver';
import { submissionLanguage } from './submission-language';
import { languageAsked, visitorLanguage } from '../public/page-language';
import { resultRoutes } from '../public/result.routes';
import { createResultsService } from '../public/results.service';
import type { SubmissionsStore } from './submissions.store';
import { alreadyAnswered, answeredCookieHeader, targetClosedReason, verifiedEmailQuestion } from '../public/form-life';
import { afterSubmission } from './after-submission';
import { checkInboxUrl, confirmUrl, verifiedEmailRoutes } from './verified-email.routes';
import type { VerifiedEmailService } from './verified-email.service';
import { formClosed } from './owner-limits';
import { registerPartialSave, savedPage } from './partials.routes';
import { keptFilesOf, keptFilesView, postedToken, type PartialsService } from './partials.service';
import {
  clearedPartialCookie,
  cookieToken,
  keepsPartials,
  partialCookie,
  type PartialView,
} from '../public/partial-page';

type ViewRequest = FastifyRequest<{ Params: { uuid: string }; Querystring: TargetQuery }>;

const wantsJson = (request: FastifyRequest) =>
  !/text\/html/.test(request.headers.accept ?? '') && /json/.test(request.headers.accept ?? '');

export interface IntakeRoutesDeps {
  forms: FormsStore;
  findTarget: FormTargetFinder;
  intake: IntakeService;
  submissions: SubmissionsStore;
  limiter: RateLimiter;
  /** Submissions a minute per client IP (SUBMIT_RATE_LIMIT); 0 turns the limit off. */
  submitRateLimit: number;
  setup: PublicSetup;
  /** Starts and pages reached, counted here for pages posted without the script. */
  progress: Progress;
  /** Partial responses (docs/product.md, "Partial responses"): saved, resumed and taken over by the submission. */
  partials: PartialsService;
  /** One response per verified e-mail address (docs/product.md, "A form's life"). */
  verified: VerifiedEmailService;
}

// docs/product.md §B7 — one submit endpoint for the page (with or without
// JavaScript) and any HTTP client; answers are fields named q_{questionId}.
export const intakeRoutes: RoutesPlugin<IntakeRoutesDeps> = (
  app,
  { forms, findTarget, intake, submissions, limiter, submitRateLimit, setup, progress, partials, verified },
  done,
) => {
  const secure = setup.publicUrl.startsWith('https:');
  void app.register(async (scope) => {
    await scope.register(formbody);
    await scope.register(multipart, { limits: { fileSize: FILE_SIZE_LIMIT_BYTES + 1 } });
    registerPartialSave(scope, {
      findTarget,
      intake,
      partials,
      limiter,
      rateLimit: submitRateLimit,
      publicUrl: setup.publicUrl,
    });

    scope.post('/form/view/:uuid', async (request: ViewRequest, reply: FastifyReply) => {
      const { uuid } = request.params;
      const json = wantsJson(request);
      const target = await findTarget(uuid, request.query);
      if (!target)
        return json
          ? reply.status(404).send({ message: 'This form does not exist or is not available.' })
          : notFoundPage(reply);
      let startedField = String(Date.now());
      // The visitor's language (docs/product.md, "Languages"): what the address and Accept-Language
      // ask for until the body is read, then the `_lang` the page posts. Refusals are in it.
      const asked = languageAsked(request);
      let language = submissionLanguage(target.props, null, asked);
      const submission = submissionTargetOf(target);
      const uploads = intake.receiver(submission, language.words);
      // Files streamed to storage belong only to a submission that was stored: any other
      // outcome removes them before the response (which is sent after `finally`).
      let kept = false;
      // A form with logic: the page's URL parameters as posted, kept on a page drawn again.
      let postedQuery: string | undefined;
      // A live form that keeps partial responses: its pages carry the visitor's resume token.
      const partialOn = keepsPartials(target.props) && target.version !== DRAFT_VERSION;
      let partialToken = '';
      let partialView: PartialView | undefined;
      // Pages drawn with a resume token are the visitor's own: never kept by a cache.
      const pageCache = () => (partialToken === '' ? 'no-cache' : 'no-store');
      const refusal = (error: HttpError): FastifyReply => {
        // This route sends its own errors, so it sends the limiter's wait itself.
        sendRetryAfter(reply, error);
        if (json)
          return reply
            .status(error.statusCode)
            .send(
              error instanceof AnswersRefused
                ? { message: error.message, errors: error.errors }
                : { message: error.message },
            );
        if (error instanceof HiddenFileRefused) {
          const errors = { [String(error.questionId)]: error.message };
          return drawAgain(
            refusedView(target.props, error.answers, errors, error.message, postedQuery, language.words),
            newIdempotencyKey(),
            400,
          );
        }
        if (!(error instanceof AnswersRefused))
          return sendPage(
            reply,
            renderMessagePage(language.words.t('submit.notSentTitle'), error.message, {
              language: visitorLanguage(target.props, language),
            }),
            error.statusCode,
          );
        return drawAgain(
          refusedView(target.props, error.answers, error.errors, error.message, postedQuery, language.words),
          newIdempotencyKey(),
          400,
        );
      };
      // The form page again, with the visitor's answers: refused, or a page of a form taken page by page.
      let progressFields: Record<string, string> = {};
      const drawAgain = ({ formError, ...view }: PageView, key: string, status: number): FastifyReply => {
        const hiddenFields = {
          _idempotency: key,
          _started: startedField,
          [HONEYPOT_FIELD]: '',
          ...progressFields,
          ...(partialOn ? { [PARTIAL_FIELD]: partialToken } : {}),
        };
        const page = formPage(setup, uuid, target, {
          action: request.url,
          hiddenFields,
          ...view,
          ...(formError === undefined ? {} : { formError }),
          ...(partialView ? { partial: partialView } : {}),
          language: visitorLanguage(target.props, language),
        });
        return sendFormPage(reply, setup, page, status, target.props, pageCache());
      };
      let answer: () => FastifyReply;
      try {
        await limiter.hit(
          `submit:${request.ip}:${target.form.id}`,
          submitRateLimit,
          60,
          language.words.t('submit.tooMany'),
        );
        // A closed form says so before a byte of the body is read (docs/product.md, "A form's life").
        if (targetClosedReason(target) !== null) throw formClosed(language.words);
        if (alreadyAnswered(request, target)) throw new HttpError(409, language.words.t('answered.message'));
        intake.assertOpen(submission);
        const fields = await readSubmittedFields(request, uploads);
        language = submissionLanguage(target.props, fields, asked);
        postedQuery = fields.values.get(PARAMS_FIELD)?.[0];
        if (partialOn) partialToken = postedToken(fields) ?? '';
        /** Saves the partial of a page posted without the script; its files are the partial's from then on. */
        const savePartial = async (page: number | undefined, emailLink: boolean) => {
          const saved = await partials.save(
            { ...submission, uuid, title: target.title, access: request.query.access },
            fields,
            { ...(page === undefined ? {} : { page }), emailLink },
          );
          kept = true;
          partialToken = saved.token;
          partialView = { keptFiles: saved.answer.files };
          void reply.header('set-cookie', partialCookie(uuid, target.form.id, saved.token, target.props, secure));
          return saved;
        };
        const thanks = thanksUrl(
          uuid,
          target,
          request.query,
          target.props.languages === undefined ? undefined : language.lang,
        );
        const attempt = attemptOf(fields, request.headers['idempotency-key']);
        // Next or Previous on a page without the script: the next page, nothing stored (but the
        // partial of a form that keeps them, docs/product.md "Partial responses").
        const step = json ? null : takeStep(target.props, fields, language.words);
        const saveAndLeave = !json && partialOn && fields.values.get(STEP_FIELD)?.[0] === 'save';
        if (saveAndLeave) {
          const saved = await savePartial(undefined, true);
          answer = () => sendPage(reply, savedPage(uuid, target.props, target.title, saved.answer), 200, 'no-store');
        } else if (step) {
          if (partialOn) await savePartial(step.currentPage, false);
          startedField = String(attempt.startedAt ?? startedField);
          const moved = stepProgress(fields, step);
          progressFields = moved.hiddenFields;
          // An owner's preview is never counted.
          if (target.version !== DRAFT_VERSION) {
            if (moved.start) progress.start(target.form.id);
            if (moved.reached !== null) progress.reach(target.form.id, moved.reached);
          }
          const key = attempt.key ?? newIdempotencyKey();
          answer = () => drawAgain(step, key, step.formError === undefined ? 200 : 400);
        } else if (attempt.robot) {
          answer = () =>
            json
              ? reply
                  .status(201)
                  .send({ message: thankYouTitle(target.props, visitorLanguage(target.props, language)) })
              : reply.redirect(thanks, 303);
        } else {
          startedField = String(attempt.startedAt ?? startedField);
          // The visitor's partial joins the submission: its kept files, and its row goes with it.
          const row = partialOn ? await partials.find(target.form.id, postedToken(fields)) : undefined;
          if (row) partialView = { keptFiles: keptFilesView(keptFilesOf(row, fields)) };
          const posted = {
            target: submission,
            fields,
            idempotencyKey: attempt.key,
            startedAt: attempt.startedAt,
            partial: row ? { id: row.id, files: keptFilesOf(row, fields), all: row.files } : null,
            language,
          };
          const verifiedQuestion = verifiedEmailQuestion(target);
          if (verifiedQuestion !== null) {
            // One response per verified e-mail address: kept until the e-mailed link is opened.
            const words = language.words;
            const lang = target.props.languages === undefined ? undefined : language.lang;
            const { emailedTo } = await intake.hold(posted, (write) =>
              verified.hold(write, verifiedQuestion, {
                title: target.title,
                link: (token) => `${setup.publicUrl}${confirmUrl(uuid, token, request.query.access, lang)}`,
                words,
              }),
            );
            // The files are the pending response's now.
            kept = true;
            const next = checkInboxUrl(uuid, emailedTo, request.query.access, lang);
            answer = () =>
              json
                ? reply.status(202).send({ message: words.t('verify.checkInbox', { address: emailedTo }), next })
                : reply.redirect(next, 303);
          } else {
            const stored = await intake.submit(posted);
            kept = !stored.replayed;
            if (partialOn && (partialToken !== '' || cookieToken(request, target.form.id) !== null))
              void reply.header('set-cookie', clearedPartialCookie(uuid, target.form.id, secure));
            // A form with a response cap is read afresh after each response, so that its page closes
            // as soon as the cap is reached (docs/product.md, "A form's life").
            if (submission.responseCap > 0) findTarget.forget(uuid);
            const cookie = answeredCookieHeader(uuid, target, setup.publicUrl.startsWith('https:'));
            if (cookie !== null) void reply.header('set-cookie', cookie);
            const next = afterSubmission(uuid, target.props, stored, thanks);
            const { ending } = stored;
            answer = () =>
              json
                ? reply.status(stored.replayed ? 200 : 201).send({
                    message: thankYouTitle(target.props, visitorLanguage(target.props, language)),
                    submissionId: stored.submissionId,
                    next,
                    ...(ending ? { ending: { id: ending.id, name: ending.name, kind: ending.kind } } : {}),
                  })
                : reply.redirect(next, 303);
          }
        }
      } catch (error) {
        // A database or disk fault is a 503 in words here too, as a page for a browser without script.
        const refused = error instanceof HttpError ? error : unavailableRefusal(error);
        if (!refused) throw error;
        if (!(error instanceof HttpError))
          request.log.error({ err: error }, 'submission refused: database or storage unavailable');
        answer = () => refusal(refused);
      } finally {
        if (!kept)
          await uploads
            .discard()
            .catch((error: unknown) =>
              request.log.error({ err: error }, 'could not remove the files of a refused submission'),
            );
      }
      return answer();
    });

    await scope.register(verifiedEmailRoutes, { findTarget, intake, verified });
    await scope.register(resultRoutes, { results: createResultsService(forms, findTarget, submissions) });
  });
  done();
};
