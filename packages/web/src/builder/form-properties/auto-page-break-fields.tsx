import { createAutoPageBreak, PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH } from '@formbuilder/core';
import type { AutoPageBreak } from '@formbuilder/core';
import { CheckboxProperty, TextProperty } from '../fields/property-fields';

interface AutoPageBreakFieldsProps {
  value: Partial<AutoPageBreak> | undefined;
  onChange: (value: AutoPageBreak, coalesce?: string) => void;
}

/** docs/product.md §B3 and §B5, auto page break: questions per page (numbers only, default 1) and the button texts (32 at most). */
export function AutoPageBreakFields({ value, onChange }: AutoPageBreakFieldsProps) {
  const current: AutoPageBreak = { ...createAutoPageBreak(), ...value };
  const set = (changes: Partial<AutoPageBreak>, coalesce?: string) => onChange({ ...current, ...changes }, coalesce);

  return (
    <fieldset className="prop-group">
      <legend>Auto page break</legend>
      <CheckboxProperty
        label="Break pages automatically"
        checked={current.active}
        onCheckedChange={(active) => set({ active, elemPerPage: current.elemPerPage > 0 ? current.elemPerPage : 1 })}
        hint="Page breaks are inserted after every set number of questions."
      />
      {current.active && (
        <>
          <TextProperty
            label="Questions per page"
            inputMode="numeric"
            pattern="[0-9]*"
            value={String(current.elemPerPage)}
            onValueChange={(text) => {
              // docs/product.md §B5, questions-per-page accepts only numeric input
              const digits = text.replace(/\D/g, '');
              set({ elemPerPage: digits === '' ? 0 : Number(digits) }, 'autoPageBreak:elemPerPage');
            }}
          />
          <TextProperty
            label="Next button text"
            maxLength={PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH}
            value={current.nextButtonText}
            onValueChange={(nextButtonText) => set({ nextButtonText }, 'autoPageBreak:next')}
          />
          <TextProperty
            label="Previous button text"
            maxLength={PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH}
            value={current.prevButtonText}
            onValueChange={(prevButtonText) => set({ prevButtonText }, 'autoPageBreak:prev')}
          />
          <TextProperty
            label="Submit button text"
            maxLength={PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH}
            value={current.submitButtonText}
            onValueChange={(submitButtonText) => set({ submitButtonText }, 'autoPageBreak:submit')}
          />
        </>
      )}
    </fieldset>
  );
}
