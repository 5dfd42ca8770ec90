import { useId, useState } from 'react';
import {
  CONFIRMATION_SUBJECT_MAX_LENGTH,
  CONFIRMATION_TEXT_MAX_LENGTH,
  DEFAULT_CONFIRMATION_SUBJECT,
  EMAIL_RECIPIENTS_MAX,
  emailRecipientsProblem,
  findIntegration,
  stripHtml,
} from '@formbuilder/core';
import type { EmailConfirmation, EmailIntegration } from '@formbuilder/core';
import { useAuth } from '../../auth/auth-context';
import { en } from '../../i18n/en';
import { useT } from '../../i18n/i18n-context';
import type { Translate } from '../../i18n/translate';
import { useEnvironment } from '../../shell/environment-context';
import { edit } from '../state/builder-state';
import { DeliveriesList } from './deliveries-list';
import { IntegrationPanel } from './integration-panel';
import { integrationStatus } from './integration-status';
import { useBuilderDispatch, useBuilderState } from '../state/builder-context';

const NO_CONFIRMATION: EmailConfirmation = {
  active: false,
  questionId: null,
  subject: DEFAULT_CONFIRMATION_SUBJECT,
  text: '',
};

/** What the panel says on a server without mail settings (README, Configuration). */
export const MAIL_NOT_SET_UP = en['builder.email.notSetUp'];
export const MAIL_SETTINGS_NEEDED = en['builder.email.settingsNeeded'];

function statusText(t: Translate, active: boolean, paused: boolean, canSend: boolean): string {
  if (!active) return t('builder.email.statusOff');
  if (!canSend) return t('builder.email.statusNoMail');
  return t(paused ? 'builder.email.statusPaused' : 'builder.email.statusOn');
}

/**
 * The e-mail integration (docs/api.md, Integrations and deliveries): on and off, paused, the
 * recipients (the owner when none), and a confirmation to the respondent. A change is an edit of
 * the draft like any other: it applies to submissions once the form is published. Without mail
 * settings on the server it cannot be turned on, and says why.
 */
export function EmailPanel({ id: panelId, onClose }: { id?: string; onClose?: () => void }) {
  const id = useId();
  const t = useT();
  const { form } = useBuilderState();
  const dispatch = useBuilderDispatch();
  const { auth } = useAuth();
  const { capabilities } = useEnvironment();
  const canSend = capabilities.mail;
  const entry = form ? findIntegration(form.props.integrations, 'email') : undefined;
  const [to, setTo] = useState(entry?.to ?? '');
  if (!form) return null;

  const status = integrationStatus(entry);
  const active = status !== 'off';
  const paused = status === 'paused';
  const confirmation = { ...NO_CONFIRMATION, ...entry?.confirmation };
  const emailQuestions = form.props.elements.filter((element) => element.type === 'Email');
  const problem = emailRecipientsProblem(to);

  const change = (changes: Partial<Omit<EmailIntegration, 'type'>>, coalesce?: string) =>
    dispatch(edit({ type: 'updateEmailIntegration', changes }, coalesce));
  const changeConfirmation = (changes: Partial<EmailConfirmation>, coalesce?: string) =>
    change({ confirmation: { ...confirmation, ...changes } }, coalesce);

  const setStatus = (changes: { active: boolean; paused: boolean }) => change(changes);

  function handleTo(next: string) {
    setTo(next);
    change({ to: next }, 'email:to');
  }

  return (
    <IntegrationPanel title={t('builder.integrations.email.name')} id={panelId} onClose={onClose}>
      {!canSend && (
        <div className="integration-panel__note" id={`${id}-no-mail`}>
          <p>
            <strong>{t('builder.email.notSetUp')}</strong>
          </p>
          <p>{t('builder.email.settingsNeeded')}</p>
        </div>
      )}
      <p className="prop-field__hint" role="status">
        {statusText(t, active, paused, canSend)}
      </p>
      <div className="integration-panel__actions">
        {!active ? (
          <button
            type="button"
            className="button button--primary button--small"
            disabled={!canSend}
            aria-describedby={canSend ? undefined : `${id}-no-mail`}
            onClick={() => setStatus({ active: true, paused: false })}
          >
            {t('builder.integrations.turnOn')}
          </button>
        ) : !canSend ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setStatus({ active: false, paused: false })}
          >
            {t('builder.integrations.turnOff')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setStatus({ active: true, paused: !paused })}
            >
              {t(paused ? 'builder.integrations.resume' : 'builder.integrations.pause')}
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setStatus({ active: false, paused: false })}
            >
              {t('builder.integrations.turnOff')}
            </button>
          </>
        )}
      </div>

      <div className="prop-field">
        <label htmlFor={`${id}-to`}>{t('builder.email.sendTo')}</label>
        <textarea
          id={`${id}-to`}
          rows={2}
          value={to}
          placeholder={auth?.email ?? ''}
          onChange={(event) => handleTo(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-to-hint`}
        />
        <p id={`${id}-to-hint`} className={problem ? 'form-alert' : 'prop-field__hint'}>
          {problem ?? t('builder.email.sendToHint', { max: EMAIL_RECIPIENTS_MAX })}
        </p>
      </div>

      <fieldset className="integration-panel__group">
        <legend>{t('builder.email.confirmation')}</legend>
        {emailQuestions.length === 0 ? (
          <p className="prop-field__hint">{t('builder.email.addEmailQuestion')}</p>
        ) : (
          <>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={confirmation.active}
                onChange={(event) =>
                  changeConfirmation({
                    active: event.target.checked,
                    questionId: confirmation.questionId ?? emailQuestions[0]?.id ?? null,
                  })
                }
              />
              <span>{t('builder.email.sendConfirmation')}</span>
            </label>
            {confirmation.active && (
              <>
                <div className="prop-field">
                  <label htmlFor={`${id}-question`}>{t('builder.email.theirAddress')}</label>
                  <select
                    id={`${id}-question`}
                    value={String(confirmation.questionId ?? '')}
                    onChange={(event) => changeConfirmation({ questionId: Number(event.target.value) })}
                  >
                    {emailQuestions.map((question) => (
                      <option key={question.id} value={question.id}>
                        {stripHtml(question.label ?? '') ||
                          t('builder.email.questionFallback', { id: String(question.id) })}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="prop-field">
                  <label htmlFor={`${id}-subject`}>{t('builder.email.subject')}</label>
                  <input
                    id={`${id}-subject`}
                    value={confirmation.subject}
                    maxLength={CONFIRMATION_SUBJECT_MAX_LENGTH}
                    onChange={(event) => changeConfirmation({ subject: event.target.value }, 'email:subject')}
                  />
                </div>
                <div className="prop-field">
                  <label htmlFor={`${id}-text`}>{t('builder.email.text')}</label>
                  <textarea
                    id={`${id}-text`}
                    rows={4}
                    value={confirmation.text}
                    maxLength={CONFIRMATION_TEXT_MAX_LENGTH}
                    onChange={(event) => changeConfirmation({ text: event.target.value }, 'email:text')}
                  />
                </div>
              </>
            )}
          </>
        )}
        <p className="prop-field__hint">{t('builder.email.onlyWhileOn')}</p>
      </fieldset>
      {form.id !== null && <DeliveriesList formId={form.id} integration="email" />}
    </IntegrationPanel>
  );
}
