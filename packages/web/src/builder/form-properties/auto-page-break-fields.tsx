import { createAutoPageBreak, PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH } from '@formbuilder/core';
import type { AutoPageBreak } from '@formbuilder/core';
import { useT } from '../../i18n/i18n-context';
import { CheckboxProperty, TextProperty } from '../fields/property-fields';

interface AutoPageBreakFieldsProps {
  value: Partial<AutoPageBreak> | undefined;
  onChange: (value: AutoPageBreak, coalesce?: string) => void;
}

/** docs/product.md §B3 and §B5, auto page break: questions per page (numbers only, default 1) and the button texts (32 at most). */
export function AutoPageBreakFields({ value, onChange }: AutoPageBreakFieldsProps) {
  const t = useT();
  const current: AutoPageBreak = { ...createAutoPageBreak(), ...value };
  const set = (changes: Partial<AutoPageBreak>, coalesce?: string) => onChange({ ...current, ...changes }, coalesce);

  return (
    <fieldset className="prop-group">
      <legend>{t('builder.formProps.autoPageBreak')}</legend>
      <CheckboxProperty
        label={t('builder.formProps.breakPages')}
        checked={current.active}
        onCheckedChange={(active) => set({ active, elemPerPage: current.elemPerPage > 0 ? current.elemPerPage : 1 })}
        hint={t('builder.formProps.breakPagesHint')}
      />
      {current.active && (
        <>
          <TextProperty
            label={t('builder.formProps.perPage')}
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
            label={t('builder.props.nextButtonText')}
            maxLength={PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH}
            value={current.nextButtonText}
            onValueChange={(nextButtonText) => set({ nextButtonText }, 'autoPageBreak:next')}
          />
          <TextProperty
            label={t('builder.props.previousButtonText')}
            maxLength={PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH}
            value={current.prevButtonText}
            onValueChange={(prevButtonText) => set({ prevButtonText }, 'autoPageBreak:prev')}
          />
          <TextProperty
            label={t('builder.props.submitButtonText')}
            maxLength={PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH}
            value={current.submitButtonText}
            onValueChange={(submitButtonText) => set({ submitButtonText }, 'autoPageBreak:submit')}
          />
        </>
      )}
    </fieldset>
  );
}
