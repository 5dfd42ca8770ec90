import { answerList, elementOptions, stripHtml } from '@formbuilder/core';
import type { ElementType } from '@formbuilder/core';
import { useId } from 'react';
import { SelectProperty } from '../../fields/property-fields';
import type { PropertyEditorProps } from './editor-props';

// Types whose answer is a list, so a quiz expects several options (docs/product.md §B3, Checkbox).
const LIST_ANSWER_TYPES: ReadonlySet<ElementType> = new Set(['Checkbox']);

/** docs/product.md §B3, expectedAnswer: the correct answer of a quiz question ('Evaluate Form'). */
// Options may be rich text (docs/product.md §B3, Radio editorForOptions); the choices show their words.
export function ExpectedAnswerEditor({ element, set }: PropertyEditorProps) {
  const id = useId();
  const options = elementOptions(element);
  const expected = answerList(element.expectedAnswer) ?? [];

  if (!LIST_ANSWER_TYPES.has(element.type)) {
    return (
      <SelectProperty
        label="Correct answer"
        value={expected[0] ?? ''}
        options={[
          { value: '', label: 'None (not scored)' },
          ...options.map((option) => ({ value: option.value, label: stripHtml(option.display) })),
        ]}
        onValueChange={(value) => set({ expectedAnswer: value === '' ? null : value })}
        hint="Used when the form is evaluated (Results Page)."
      />
    );
  }

  function handleToggle(value: string, checked: boolean) {
    const next = checked ? [...expected, value] : expected.filter((item) => item !== value);
    set({ expectedAnswer: next.length === 0 ? null : next });
  }

  return (
    <fieldset className="prop-group" aria-describedby={`${id}-hint`}>
      <legend>Correct answers</legend>
      {options.map((option) => (
        <label key={option.value} className="checkbox">
          <input
            type="checkbox"
            checked={expected.includes(option.value)}
            onChange={(event) => handleToggle(option.value, event.target.checked)}
          />
          {stripHtml(option.display)}
        </label>
      ))}
      <p className="prop-field__hint" id={`${id}-hint`}>
        Used when the form is evaluated (Results Page).
      </p>
    </fieldset>
  );
}
