import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_PARAM, type MessageId } from '@formbuilder/core';
import type { RoutesPlugin } from '../http/contract';
import { HttpError } from '../http/errors';
import { unavailableRefusal } from '../http/unavailable';
import type { FormTargetFinder } from '../public/form-target';
import { renderClosedPage, targetClosedReason } from '../public/form-life';
import { languageAsked, visitorLanguage } from '../public/page-language';
import { notFoundPage, redirectOrigins, sendPage } from '../public/page-reply';
import { renderMessagePage, type SubmissionEnding } from '../public/public-pages';
import { thanksUrl } from '../public/thanks-page';
import { afterSubmission } from './after-submission';
import { storedSubmissionOf, submissionTargetOf, type IntakeService } from './intake.service';
import { formClosed } from './owner-limits';
import { submissionLanguage } from './submission-language';
import { isAddressTaken, type VerifiedEmailService } from './verified-email.service';

// One response per verified e-mail address (docs/product.md, "A form's life"): the page that
// says where the link went, the link's page, and its button, which stores the response. All are
// plain pages: they work without JavaScript, in the language the form was answered in.

export interface VerifiedEmailRoutesDeps {
  findTarget: FormTargetFinder;
  intake: IntakeService;
  verified: VerifiedEmailService;
}

/** A masked address as the intake makes it ('a•••@example.com'); anything else is not shown. */
const MASKED = /^[^\s@•]?•••@[^\s@]{1,253}$/u;

const search = (params: Record<string, string | undefined>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, value);
  return query.toString();
};

/** The confirmation link's path; a private form's carries its access token, a form with languages the visitor's. */
export const confirmUrl = (uuid: string, token: string, access?: string, lang?: string) =>
  `/form/view/${uuid}/confirm?${search({ token, access, [LANGUAGE_PARAM]: lang })}`;

/** Where the visitor goes once the link is sent: the page that says so. */
export const checkInboxUrl = (uuid: string, emailedTo: string, access?: string, lang?: string) =>
  `/form/view/${uuid}/check-inbox?${search({ to: emailedTo, access, [LANGUAGE_PARAM]: lang })}`;

type PageRequest = FastifyRequest<{
  Params: { uuid: string };
  Querystring: { token?: string; to?: string; access?: string; lang?: string };
}>;

export const verifiedEmailRoutes: RoutesPlugin<VerifiedEmailRoutesDeps> = (
  app,
  { findTarget, intake, verified },
  done,
) => {
  app.get('/form/view/:uuid/check-inbox', async (request: PageRequest, reply: FastifyReply) => {
    const { uuid } = request.params;
    const target = await findTarget(uuid, { ...(request.query.access ? { access: request.query.access } : {}) });
    if (!target) return notFoundPage(reply);
    const language = visitorLanguage(target.props, languageAsked(request));
    const words = submissionLanguage(target.props, null, languageAsked(request)).words;
    const to = request.query.to ?? '';
    const message = MASKED.test(to)
      ? `${words.t('verify.checkInbox', { address: to })} ${words.t('verify.checkLater')}`
      : words.t('verify.checkLater');
    return sendPage(
      reply,
      renderMessagePage(words.t('verify.checkTitle'), message, { uuid, props: target.props, language }),
      200,
      'no-store',
    );
  });

  /**
   * What a confirmation link finds, drawn in the language the form was answered in (else what the
   * address and the browser ask for): its pending response, or the page that says why not.
   */
  async function opened(request: PageRequest, reply: FastifyReply) {
    const { uuid } = request.params;
    const target = await findTarget(uuid, { ...(request.query.access ? { access: request.query.access } : {}) });
    if (!target) return { sent: notFoundPage(reply) };
    const found = await verified.lookup(target.form.id, request.query.token);
    const chosen = submissionLanguage(
      target.props,
      null,
      found.kind === 'ready' && found.language !== null ? { query: found.language } : languageAsked(request),
    );
    const language = visitorLanguage(target.props, chosen);
    const page = (title: MessageId, message: string, status: number, ending: Partial<SubmissionEnding> = {}) =>
      sendPage(
        reply,
        renderMessagePage(chosen.words.t(title), message, { uuid, props: target.props, language, ...ending }),
        status,
        'no-store',
        [],
        // The confirmation's 303 may lead to the owner's site, which the browser checks against form-action.
        redirectOrigins(target.props),
      );
    if (found.kind === 'invalid') return { sent: page('verify.invalidTitle', chosen.words.t('verify.invalid'), 404) };
    if (found.kind === 'used') return { sent: page('verify.usedTitle', chosen.words.t('verify.used'), 410) };
    if (found.kind === 'expired') return { sent: page('verify.expiredTitle', chosen.words.t('verify.expired'), 410) };
    // Confirmed only while the form takes responses, as a submission would be.
    if (targetClosedReason(target) !== null)
      return { sent: sendPage(reply, renderClosedPage(uuid, target, language), 410) };
    return { uuid, target, found, chosen, page };
  }

  // Opening the link changes nothing: mail scanners open every link of a message (with GET, and
  // HEAD, which Fastify answers with this route), so the visitor confirms with a button that
  // posts to the same address (docs/decisions/011-verified-email-responses.md).
  app.get('/form/view/:uuid/confirm', async (request: PageRequest, reply: FastifyReply) => {
    const link = await opened(request, reply);
    if ('sent' in link) return link.sent;
    const { uuid, chosen, page } = link;
    const { token = '', access, lang } = request.query;
    return page('verify.checkTitle', chosen.words.t('verify.confirmText'), 200, {
      post: { action: confirmUrl(uuid, token, access, lang), text: chosen.words.t('verify.confirmButton') },
    });
  });

  app.post('/form/view/:uuid/confirm', async (request: PageRequest, reply: FastifyReply) => {
    const link = await opened(request, reply);
    if ('sent' in link) return link.sent;
    const { uuid, target, found, chosen, page } = link;
    const access = request.query.access;
    const submission = submissionTargetOf(target);
    try {
      intake.assertOpen(submission);
      const write = found.write(submission);
      const submissionId = await intake.store(write);
      if (submission.responseCap > 0) findTarget.forget(uuid);
      const thanks = thanksUrl(
        uuid,
        target,
        { ...(access ? { access } : {}) },
        target.props.languages === undefined ? undefined : chosen.lang,
      );
      return reply.redirect(afterSubmission(uuid, target.props, storedSubmissionOf(write, submissionId), thanks), 303);
    } catch (error) {
      if (isAddressTaken(error)) return page('verify.answeredTitle', chosen.words.t('verify.addressAnswered'), 409);
      if (error instanceof HttpError && error.statusCode === 410 && error.message === formClosed().message)
        return page('closed.title', chosen.words.t('closed.refusal'), 410);
      const refused = error instanceof HttpError ? error : unavailableRefusal(error);
      if (!refused) throw error;
      if (!(error instanceof HttpError))
        request.log.error({ err: error }, 'confirmation refused: database unavailable');
      return page('submit.notSentTitle', refused.message, refused.statusCode);
    }
  });
  done();
};
