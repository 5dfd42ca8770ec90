import { useState } from 'react';
import {
  PARTIAL_DAYS_MAX,
  PARTIAL_DAYS_MIN,
  partialSettingsOf,
  partialSettingsSchema,
  type PartialSettings,
} from '@formbuilder/core';
import { useT } from '../../i18n/i18n-context';
import { CheckboxProperty, TextProperty } from '../fields/property-fields';

// docs/product.md, "Partial responses": whether the form keeps what visitors typed before
// Submit, how long their resume link works and how long an unfinished response is kept. Saved in
// the form's props with its other properties (the builder's autosave), in force once published.

type Days = 'resumeDays' | 'keepDays';

/** A number of days as typed: the settings' value, or core's words on why it is not one. */
export function daysOf(field: Days, text: string): { days: number } | { error: string } {
  const typed = text.trim();
  const parsed = partialSettingsSchema.shape[field].safeParse(typed === '' ? Number.NaN : Number(typed));
  if (parsed.success) return { days: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? 'Enter a number of days.' };
}

interface PartialResponsesFieldsProps {
  value: unknown;
  onChange: (value: PartialSettings, coalesce?: string) => void;
}

/** The "Partial responses" group beside the form's Availability. */
export function PartialResponsesFields({ value, onChange }: PartialResponsesFieldsProps) {
  const settings = partialSettingsOf({ partial: value });
  const t = useT();
  const set = (changes: Partial<PartialSettings>, coalesce?: string) => onChange({ ...settings, ...changes }, coalesce);

  return (
    <fieldset className="prop-group partial-settings">
      <legend>{t('builder.partial.legend')}</legend>
      <CheckboxProperty
        asSwitch
        label={t('builder.partial.enabled')}
        checked={settings.enabled}
        onCheckedChange={(enabled) => set({ enabled })}
        hint={t('builder.partial.enabledHint')}
      />
      {settings.enabled && (
        <>
          <DaysProperty
            label={t('builder.partial.resume')}
            field="resumeDays"
            days={settings.resumeDays}
            onDaysChange={(resumeDays) => set({ resumeDays }, 'partial:resumeDays')}
            hint={t('builder.partial.resumeHint')}
          />
          <DaysProperty
            label={t('builder.partial.keep')}
            field="keepDays"
            days={settings.keepDays}
            onDaysChange={(keepDays) => set({ keepDays }, 'partial:keepDays')}
            hint={t('builder.partial.keepHint')}
          />
          <CheckboxProperty
            label={t('builder.partial.webhooks')}
            checked={settings.sendPartials}
            onCheckedChange={(sendPartials) => set({ sendPartials })}
            hint={t('builder.partial.webhooksHint')}
          />
        </>
      )}
    </fieldset>
  );
}

interface DaysPropertyProps {
  label: string;
  field: Days;
  days: number;
  onDaysChange: (days: number) => void;
  hint: string;
}

/** "{label} [N] days": kept only while the number is one core takes, its words otherwise. */
function DaysProperty({ label, field, days, onDaysChange, hint }: DaysPropertyProps) {
  const [text, setText] = useState(String(days));
  const [shown, setShown] = useState(days);
  // Undo and redo change the value from outside: show it, unless the box already says the same.
  if (days !== shown) {
    setShown(days);
    const typed = daysOf(field, text);
    if (!('days' in typed) || typed.days !== days) setText(String(days));
  }
  const typed = daysOf(field, text);
  const t = useT();

  function handleChange(next: string) {
    setText(next);
    const parsed = daysOf(field, next);
    if ('days' in parsed && parsed.days !== days) {
      setShown(parsed.days);
      onDaysChange(parsed.days);
    }
  }

  return (
    <TextProperty
      label={label}
      type="number"
      inputMode="numeric"
      min={PARTIAL_DAYS_MIN}
      max={PARTIAL_DAYS_MAX}
      step={1}
      unit={t('builder.partial.days')}
      value={text}
      onValueChange={handleChange}
      hint={hint}
      error={'error' in typed ? typed.error : null}
    />
  );
}
