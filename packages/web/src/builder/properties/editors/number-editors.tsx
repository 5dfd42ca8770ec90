import { DESCRIPTION_FONT_COLOR_DEFAULT, DESCRIPTION_FONT_SIZE_DEFAULT } from '@formbuilder/core';
import { useId } from 'react';
import { useT } from '../../../i18n/i18n-context';
import type { OwnerMessageId } from '../../../i18n/en';
import { TextProperty } from '../../fields/property-fields';
import { textOf } from './editor-props';
import type { PropertyEditor, PropertyEditorProps } from './editor-props';

type Empty = null | undefined;

/** A number typed into a box: the number, `empty` for a blank box, or the text while it is not a number yet. */
function numberFrom(text: string, empty: Empty, integer: boolean): number | string | Empty {
  const trimmed = text.trim();
  if (trimmed === '') return empty;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return text;
  return integer ? Math.max(0, Math.trunc(value)) : value;
}

interface NumberOptions {
  empty: Empty;
  integer?: boolean;
  /** The setting may hold the text typed (core: number settings); otherwise only numbers are kept. */
  allowText?: boolean;
  hint?: OwnerMessageId;
  placeholder?: string;
}

function numberEditor(key: string, labelId: OwnerMessageId, options: NumberOptions): PropertyEditor {
  function NumberEditor({ element, set }: PropertyEditorProps) {
    const t = useT();
    return (
      <TextProperty
        label={t(labelId)}
        inputMode={options.integer ? 'numeric' : 'decimal'}
        hint={options.hint === undefined ? undefined : t(options.hint)}
        placeholder={options.placeholder}
        value={textOf(element[key])}
        onValueChange={(text) => {
          const value = numberFrom(text, options.empty, options.integer === true);
          if (typeof value !== 'string' || options.allowText === true) set({ [key]: value }, `${key}:${element.id}`);
        }}
      />
    );
  }
  NumberEditor.displayName = `NumberEditor(${key})`;
  return NumberEditor;
}

function FontColorEditor({ element, set }: PropertyEditorProps) {
  const id = useId();
  const t = useT();
  const value =
    typeof element.fontColor === 'string' && /^#[0-9a-f]{6}$/i.test(element.fontColor)
      ? element.fontColor
      : DESCRIPTION_FONT_COLOR_DEFAULT;
  return (
    <div className="prop-field">
      <label htmlFor={id}>{t('builder.props.fontColor')}</label>
      <input
        id={id}
        type="color"
        value={value}
        onChange={(event) => set({ fontColor: event.target.value }, `fontColor:${element.id}`)}
      />
    </div>
  );
}

// docs/product.md §B3 table; §B5, number min and max; §B9, description font 14 and #000000
export const numberEditors = {
  maxLength: numberEditor('maxLength', 'builder.props.maxLength', {
    empty: null,
    integer: true,
    hint: 'builder.props.maxLengthHint',
  }),
  minValue: numberEditor('minValue', 'builder.props.minValue', { empty: null, allowText: true }),
  maxValue: numberEditor('maxValue', 'builder.props.maxValue', { empty: null, allowText: true }),
  fontSize: numberEditor('fontSize', 'builder.props.fontSize', {
    empty: undefined,
    placeholder: String(DESCRIPTION_FONT_SIZE_DEFAULT),
  }),
  geographicPriorityLat: numberEditor('geographicPriorityLat', 'builder.props.latitude', {
    empty: null,
    allowText: true,
    hint: 'builder.props.latitudeHint',
  }),
  geographicPriorityLong: numberEditor('geographicPriorityLong', 'builder.props.longitude', {
    empty: null,
    allowText: true,
  }),
  fontColor: FontColorEditor,
} satisfies Record<string, PropertyEditor>;
