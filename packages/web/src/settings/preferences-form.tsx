import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { preferencesSchema, type Preferences } from '@formbuilder/core';
import { errorMessage } from '../api/client';
import { en } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import { browserTimeZone } from '../ui/date-format';
import { useEnvironment } from '../shell/environment-context';
import { LiveMessage, type Notice } from '../ui/live-message';
import { useSavePreferences } from './settings-api';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
export const NO_MAIL_FOR_NEW_FORMS = en['settings.prefs.noMail'];

/** The browser's IANA zones; the saved one stays choosable even when this browser does not list it. */
function timeZones(saved: string | null): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return saved === null || zones.includes(saved) ? zones : [saved, ...zones];
}

/** The preferences, checked with core's schema before they are sent (same words as the server). */
export function PreferencesForm({ initial }: { initial: Preferences }) {
  const t = useT();
  const [draft, setDraft] = useState(initial);
  const [message, setMessage] = useState<Notice | null>(null);
  const save = useSavePreferences();
  const zones = useMemo(() => timeZones(initial.timeZone), [initial.timeZone]);
  const ids = { colour: useId(), hex: useId(), zone: useId(), notify: useId() };
  // Without mail settings no e-mail is sent, so new forms start with it off (the server sees to it).
  const mail = useEnvironment().capabilities.mail;

  function change(patch: Partial<Preferences>) {
    setDraft((previous) => ({ ...previous, ...patch }));
    setMessage(null);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = preferencesSchema.safeParse(draft);
    if (!checked.success) {
      setMessage({ tone: 'error', text: checked.error.issues[0]?.message ?? t('settings.prefs.check') });
      return;
    }
    setMessage(null);
    save.mutate(checked.data, {
      onSuccess: () => setMessage({ tone: 'success', text: t('settings.saved') }),
      onError: (error) => setMessage({ tone: 'error', text: errorMessage(error) }),
    });
  }

  return (
    <form className="settings-form" onSubmit={handleSubmit} noValidate>
      <fieldset className="settings-fieldset">
        <legend>{t('settings.prefs.colourLegend')}</legend>
        <div className="colour-field">
          <input
            id={ids.colour}
            type="color"
            aria-label={t('settings.prefs.colour')}
            value={HEX_COLOUR.test(draft.themeColour) ? draft.themeColour.toLowerCase() : '#000000'}
            onChange={(event) => change({ themeColour: event.target.value })}
          />
          <label htmlFor={ids.hex} className="visually-hidden">
            {t('settings.prefs.colourHex')}
          </label>
          <input
            id={ids.hex}
            type="text"
            className="colour-field__hex"
            value={draft.themeColour}
            maxLength={7}
            spellCheck={false}
            onChange={(event) => change({ themeColour: event.target.value.trim() })}
          />
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor={ids.zone}>{t('settings.prefs.zone')}</label>
        {/* No choice (null) follows the browser, wherever the owner signs in. */}
        <select
          id={ids.zone}
          value={draft.timeZone ?? ''}
          onChange={(event) => change({ timeZone: event.target.value || null })}
        >
          <option value="">{t('settings.prefs.browserZone', { zone: browserTimeZone().replaceAll('_', ' ') })}</option>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={draft.notifyNewForms}
          onChange={(event) => change({ notifyNewForms: event.target.checked })}
          aria-describedby={mail ? undefined : ids.notify}
        />
        {t('settings.prefs.notify')}
      </label>
      {!mail && (
        <p className="muted" id={ids.notify}>
          {t('settings.prefs.noMail')}
        </p>
      )}
      <div className="settings-form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </button>
      </div>
      <LiveMessage notice={message} />
    </form>
  );
}
