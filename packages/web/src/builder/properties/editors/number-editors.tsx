import { DESCRIPTION_FONT_COLOR_DEFAULT, DESCRIPTION_FONT_SIZE_DEFAULT } from '@formbuilder/core';
import { useId } from 'react';
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
  hint?: string;
  placeholder?: string;
}

function numberEditor(key: string, label: string, options: NumberOptions): PropertyEditor {
  function NumberEditor({ element, set }: PropertyEditorProps) {
    return (
      <TextProperty
        label={label}
        inputMode={options.integer ? 'numeric' : 'decimal'}
        hint={options.hint}
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
  const value =
    typeof element.fontColor === 'string' && /^#[0-9a-f]{6}$/i.test(element.fontColor)
      ? element.fontColor
      : DESCRIPTION_FONT_COLOR_DEFAULT;
  return (
    <div className="prop-field">
      <label htmlFor={id}>Font colour</label>
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
  maxLength: numberEditor('maxLength', 'Maximum length', {
    empty: null,
    integer: true,
    hint: 'Leave empty for no limit.',
  }),
  minValue: numberEditor('minValue', 'Minimum value', { empty: null, allowText: true }),
  maxValue: numberEditor('maxValue', 'Maximum value', { empty: null, allowText: true }),
  fontSize: numberEditor('fontSize', 'Font size (px)', {
    empty: undefined,
    placeholder: String(DESCRIPTION_FONT_SIZE_DEFAULT),
  }),
  geographicPriorityLat: numberEditor('geographicPriorityLat', 'Priority latitude', {
    empty: null,
    allowText: true,
    hint: 'Suggestions near this point come first.',
  }),
  geographicPriorityLong: numberEditor('geographicPriorityLong', 'Priority longitude', {
    empty: null,
    allowText: true,
  }),
  fontColor: FontColorEditor,
} satisfies Record<string, PropertyEditor>;
