import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  DEFAULT_CLOSED_MESSAGE,
  RESPONSE_CAP_MAX,
  stripHtml,
  type Availability,
  type AvailabilitySettings,
  type Element,
  type OneResponseCheck,
} from '@formbuilder/core';
import { errorMessage } from '../../api/client';
import { useT } from '../../i18n/i18n-context';
import type { Translate } from '../../i18n/translate';
import { useDateFormat } from '../../ui/date-format';
import { CheckboxProperty, TextProperty } from '../fields/property-fields';
import { RichTextField } from '../rich-text/rich-text-field';
import { fromZonedInput, toZonedInput } from './zoned-time';
import { AVAILABILITY_ANCHOR, useAvailability, useSaveAvailability } from './form-life-api';
import { UnpublishButton } from './unpublish-button';
import { VerifiedEmailWarning } from './verified-email-warning';
import './form-life.css';

// docs/product.md, "A form's life": the form's status (Close now / Reopen), its schedule in the
// owner's time zone, its response limit, the closed message and one response per visitor, checked
// by a cookie or by a verified e-mail address (one of the form's required Email questions).
// These take effect when saved here, without publishing.

interface Draft {
  opensAt: string;
  closesAt: string;
  responseCap: string;
  closedMessage: string;
  oneResponsePerVisitor: boolean;
  oneResponseCheck: OneResponseCheck;
  /** The Email question's id as the select holds it; '' for none chosen. */
  oneResponseEmailQuestion: string;
}

const draftOf = (settings: Availability['settings'], timeZone: string): Draft => ({
  opensAt: toZonedInput(settings.opensAt, timeZone),
  closesAt: toZonedInput(settings.closesAt, timeZone),
  responseCap: settings.responseCap === null ? '' : String(settings.responseCap),
  closedMessage: settings.closedMessage,
  oneResponsePerVisitor: settings.oneResponsePerVisitor,
  oneResponseCheck: settings.oneResponseCheck,
  oneResponseEmailQuestion: settings.oneResponseEmailQuestion === null ? '' : String(settings.oneResponseEmailQuestion),
});

/** The draft as the server takes it; the number as typed, so the server names what is wrong. */
const settingsOf = (draft: Draft, closed: boolean, timeZone: string): AvailabilitySettings => ({
  closed,
  opensAt: fromZonedInput(draft.opensAt, timeZone),
  closesAt: fromZonedInput(draft.closesAt, timeZone),
  responseCap: draft.responseCap.trim() === '' ? null : Number(draft.responseCap),
  closedMessage: draft.closedMessage,
  oneResponsePerVisitor: draft.oneResponsePerVisitor,
  oneResponseCheck: draft.oneResponseCheck,
  oneResponseEmailQuestion: draft.oneResponseEmailQuestion === '' ? null : Number(draft.oneResponseEmailQuestion),
});

function statusText(t: Translate, availability: Availability, published: boolean): string {
  if (!published) return t('builder.life.notPublished');
  const reason = availability.closedReason;
  return reason === null ? t('builder.life.open') : t(`builder.life.closed.${reason}`);
}

/** The Availability group of the Form Properties tab. */
interface FieldsProps {
  formId: number;
  published: boolean;
  /** The draft's elements: its Email questions can carry the verified address. */
  elements: readonly Element[];
}

export function FormLifeFields({ formId, published, elements }: FieldsProps) {
  const availability = useAvailability(formId);
  const format = useDateFormat();
  const t = useT();
  // Not an alert: nothing the owner did here failed; the group says why it is missing.
  if (availability.isError)
    return (
      <p className="prop-field__error">{t('builder.life.readFailed', { reason: errorMessage(availability.error) })}</p>
    );
  if (availability.isPending || !format) return <p className="muted">{t('builder.life.loading')}</p>;
  return (
    <FormLifeEditor
      formId={formId}
      published={published}
      availability={availability.data}
      timeZone={format.timeZone}
      elements={elements}
    />
  );
}

interface EditorProps {
  formId: number;
  published: boolean;
  availability: Availability;
  timeZone: string;
  elements: readonly Element[];
}

function FormLifeEditor({ formId, published, availability, timeZone, elements }: EditorProps) {
  const [draft, setDraft] = useState(() => draftOf(availability.settings, timeZone));
  const save = useSaveAvailability(formId);
  const t = useT();
  const change = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  const { closed } = availability.settings;
  // Reached by its anchor (the preview of a closed form links here): brought into view once shown.
  const group = useRef<HTMLFieldSetElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${AVAILABILITY_ANCHOR}` && typeof group.current?.scrollIntoView === 'function')
      group.current.scrollIntoView({ block: 'start' });
  }, [hash]);

  // Close now and Reopen change the status alone, whatever is being edited below.
  const setClosed = (value: boolean) => save.mutate({ ...availability.settings, closed: value });
  const handleSave = () =>
    save.mutate(settingsOf(draft, closed, timeZone), {
      onSuccess: (answer) => setDraft(draftOf(answer.settings, timeZone)),
    });

  return (
    <fieldset className="prop-group form-life" id={AVAILABILITY_ANCHOR} ref={group}>
      <legend>{t('builder.life.legend')}</legend>
      <p className="form-life__status" role="status">
        {t.rich('builder.life.status', {
          status: statusText(t, availability, published),
          strong: (chunks) => <strong>{chunks}</strong>,
        })}{' '}
        <span className="prop-field__hint">{t('builder.life.responses', { count: availability.responses })}</span>
      </p>
      <p className="form-life__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={save.isPending}
          onClick={() => setClosed(!closed)}
        >
          {closed ? t('builder.life.reopen') : t('builder.life.closeNow')}
        </button>
        {published && <UnpublishButton formId={formId} />}
      </p>
      <TextProperty
        label={t('builder.life.opensAt')}
        type="datetime-local"
        value={draft.opensAt}
        onValueChange={(opensAt) => change({ opensAt })}
        hint={t('builder.life.opensAtHint', { timeZone })}
      />
      <TextProperty
        label={t('builder.life.closesAt')}
        type="datetime-local"
        value={draft.closesAt}
        onValueChange={(closesAt) => change({ closesAt })}
        hint={t('builder.life.closesAtHint', { timeZone })}
      />
      <TextProperty
        label={t('builder.life.cap')}
        type="number"
        min={1}
        max={RESPONSE_CAP_MAX}
        inputMode="numeric"
        value={draft.responseCap}
        onValueChange={(responseCap) => change({ responseCap })}
        hint={t('builder.life.capHint')}
      />
      <RichTextField
        label={t('builder.life.closedMessage')}
        value={draft.closedMessage}
        onChange={(closedMessage) => change({ closedMessage })}
        formId={formId}
        fieldId={0}
      />
      <p className="prop-field__hint">{t('builder.life.closedMessageHint', { message: DEFAULT_CLOSED_MESSAGE })}</p>
      <CheckboxProperty
        label={t('builder.life.oneResponse')}
        checked={draft.oneResponsePerVisitor}
        onCheckedChange={(oneResponsePerVisitor) => change({ oneResponsePerVisitor })}
        hint={draft.oneResponseCheck === 'cookie' ? t('builder.life.oneResponseHint') : t('builder.life.oneEmailHint')}
      />
      <VerifiedEmailWarning settings={availability.settings} elements={elements} />
      {draft.oneResponsePerVisitor && (
        <OneResponseCheckFields
          draft={draft}
          change={change}
          elements={elements}
          mailEnabled={availability.mailEnabled}
        />
      )}
      {save.isError && (
        <p className="prop-field__error" role="alert">
          {errorMessage(save.error)}
        </p>
      )}
      <p>
        <button type="button" className="button button--primary" disabled={save.isPending} onClick={handleSave}>
          {save.isPending ? t('builder.life.saving') : t('builder.life.save')}
        </button>
      </p>
    </fieldset>
  );
}

/** How one response is checked: one per browser (a cookie) or one per verified e-mail address. */
function OneResponseCheckFields({
  draft,
  change,
  elements,
  mailEnabled,
}: {
  draft: Draft;
  change: (changes: Partial<Draft>) => void;
  elements: readonly Element[];
  mailEnabled: boolean;
}) {
  const t = useT();
  const id = useId();
  const emails = elements.filter((element) => element.type === 'Email');
  const radio = (value: OneResponseCheck, label: ReactNode, disabled = false) => (
    <label className="checkbox">
      <input
        type="radio"
        name={`${id}-check`}
        value={value}
        checked={draft.oneResponseCheck === value}
        disabled={disabled}
        onChange={() => change({ oneResponseCheck: value })}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="form-life__check">
      <legend>{t('builder.life.checkLegend')}</legend>
      {radio('cookie', t('builder.life.checkCookie'))}
      {radio('verified-email', t('builder.life.checkEmail'), !mailEnabled && draft.oneResponseCheck === 'cookie')}
      {!mailEnabled && <p className="prop-field__hint">{t('builder.life.checkNoMail')}</p>}
      {draft.oneResponseCheck === 'verified-email' && (
        <div className="prop-field">
          <label htmlFor={`${id}-question`}>{t('builder.life.checkQuestion')}</label>
          <select
            id={`${id}-question`}
            value={draft.oneResponseEmailQuestion}
            onChange={(event) => change({ oneResponseEmailQuestion: event.target.value })}
            aria-describedby={`${id}-question-hint`}
          >
            <option value="">{t('builder.life.checkQuestionNone')}</option>
            {emails.map((element) => (
              <option key={element.id} value={String(element.id)}>
                {stripHtml(typeof element.label === 'string' ? element.label : '') ||
                  t('builder.life.checkQuestionUnnamed', { id: element.id })}
                {element.required === true ? '' : ` (${t('builder.life.checkQuestionOptional')})`}
              </option>
            ))}
          </select>
          <p className="prop-field__hint" id={`${id}-question-hint`}>
            {emails.length === 0 ? t('builder.life.checkQuestionMissing') : t('builder.life.checkQuestionHint')}
          </p>
        </div>
      )}
    </fieldset>
  );
}
