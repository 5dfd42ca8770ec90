import { answerList, elementOptions, stripHtml } from '@formbuilder/core';
import type { ElementType } from '@formbuilder/core';
import { useId } from 'react';
import { useT } from '../../../i18n/i18n-context';
import { SelectProperty } from '../../fields/property-fields';
import type { PropertyEditorProps } from './editor-props';

// Types whose answer is a list, so a quiz expects several options (docs/product.md §B3, Checkbox).
const LIST_ANSWER_TYPES: ReadonlySet<ElementType> = new Set(['Checkbox']);

/** docs/product.md §B3, expectedAnswer: the correct answer of a quiz question ('Evaluate Form'). */
// Options may be rich text (docs/product.md §B3, Radio editorForOptions); the choices show their words.
export function ExpectedAnswerEditor({ element, set }: PropertyEditorProps) {
  const id = useId();
  const t = useT();
  const options = elementOptions(element);
  const expected = answerList(element.expectedAnswer) ?? [];

  if (!LIST_ANSWER_TYPES.has(element.type)) {
    return (
      <SelectProperty
        label={t('builder.props.correctAnswer')}
        value={expected[0] ?? ''}
        options={[
          { value: '', label: t('builder.props.notScored') },
          ...options.map((option) => ({ value: option.value, label: stripHtml(option.display) })),
        ]}
        onValueChange={(value) => set({ expectedAnswer: value === '' ? null : value })}
        hint={t('builder.props.correctHint')}
      />
    );
  }

  function handleToggle(value: string, checked: boolean) {
    const next = checked ? [...expected, value] : expected.filter((item) => item !== value);
    set({ expectedAnswer: next.length === 0 ? null : next });
  }

  return (
    <fieldset className="prop-group" aria-describedby={`${id}-hint`}>
      <legend>{t('builder.props.correctAnswers')}</legend>
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
        {t('builder.props.correctHint')}
      </p>
    </fieldset>
  );
}
