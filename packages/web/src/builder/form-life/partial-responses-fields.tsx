import { useState } from 'react';
import {
  PARTIAL_DAYS_MAX,
  PARTIAL_DAYS_MIN,
  partialSettingsOf,
  partialSettingsSchema,
  type PartialSettings,
} from '@formbuilder/core';
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
  const set = (changes: Partial<PartialSettings>, coalesce?: string) => onChange({ ...settings, ...changes }, coalesce);

  return (
    <fieldset className="prop-group partial-settings">
      <legend>Partial responses</legend>
      <CheckboxProperty
        asSwitch
        label="Save answers as visitors go"
        checked={settings.enabled}
        onCheckedChange={(enabled) => set({ enabled })}
        hint="The answers typed so far, the files chosen and the last page reached are kept on the server as they go (at each page change, every half minute while they type, and when they leave), so a visitor can finish later on the same browser or from a resume link on another device. Once submitted, the response becomes a submission and the in-progress copy is deleted."
      />
      {settings.enabled && (
        <>
          <DaysProperty
            label="Resume links work for"
            field="resumeDays"
            days={settings.resumeDays}
            onDaysChange={(resumeDays) => set({ resumeDays }, 'partial:resumeDays')}
            hint="Counted from the visitor’s last save."
          />
          <DaysProperty
            label="Delete in-progress responses after"
            field="keepDays"
            days={settings.keepDays}
            onDaysChange={(keepDays) => set({ keepDays }, 'partial:keepDays')}
            hint="Counted from the visitor’s last save; their answers and files are then deleted for good. Data lists them under In progress until then."
          />
          <CheckboxProperty
            label="Send in-progress responses to webhooks"
            checked={settings.sendPartials}
            onCheckedChange={(sendPartials) => set({ sendPartials })}
            hint="Each save is also sent to the form’s webhooks as a “partial” event. E-mail, Google Drive and Google Sheets only ever get submitted responses."
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
      unit="days"
      value={text}
      onValueChange={handleChange}
      hint={hint}
      error={'error' in typed ? typed.error : null}
    />
  );
}
