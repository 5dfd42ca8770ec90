import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_PARAM, type MessageId } from '@formbuilder/core';
import type { RoutesPlugin } from '../http/contract';
import { HttpError } from '../http/errors';
import { unavailableRefusal } from '../http/unavailable';
import type { FormTargetFinder } from '../public/form-target';
import { renderClosedPage, targetClosedReason } from '../public/form-life';
import { languageAsked, visitorLanguage } from '../public/page-language';
import { notFoundPage, sendPage } from '../public/page-reply';
import { renderMessagePage } from '../public/public-pages';
import { thanksUrl } from '../public/thanks-page';
import { afterSubmission } from './after-submission';
import { storedSubmissionOf, submissionTargetOf, type IntakeService } from './intake.service';
import { formClosed } from './owner-limits';
import { submissionLanguage } from './submission-language';
import { isAddressTaken, type VerifiedEmailService } from './verified-email.service';

// One response per verified e-mail address (docs/product.md, "A form's life"): the page that
// says where the link went, and the link itself, which stores the response. Both are plain pages:
// they work without JavaScript, in the language the form was answered in.

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

  app.get('/form/view/:uuid/confirm', async (request: PageRequest, reply: FastifyReply) => {
    const { uuid } = request.params;
    const access = request.query.access;
    const target = await findTarget(uuid, { ...(access ? { access } : {}) });
    if (!target) return notFoundPage(reply);
    const found = await verified.lookup(target.form.id, request.query.token);
    // In the language the form was answered in, else what the address and the browser ask for.
    const asked = languageAsked(request);
    const chosen = submissionLanguage(
      target.props,
      null,
      found.kind === 'ready' && found.language !== null ? { query: found.language } : asked,
    );
    const language = visitorLanguage(target.props, chosen);
    const page = (title: MessageId, message: string, status: number) =>
      sendPage(
        reply,
        renderMessagePage(chosen.words.t(title), message, { uuid, props: target.props, language }),
        status,
        'no-store',
      );
    if (found.kind === 'invalid') return page('verify.invalidTitle', chosen.words.t('verify.invalid'), 404);
    if (found.kind === 'used') return page('verify.usedTitle', chosen.words.t('verify.used'), 410);
    if (found.kind === 'expired') return page('verify.expiredTitle', chosen.words.t('verify.expired'), 410);
    // Confirmed only while the form takes responses, as a submission would be.
    if (targetClosedReason(target) !== null) return sendPage(reply, renderClosedPage(uuid, target, language), 410);
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
