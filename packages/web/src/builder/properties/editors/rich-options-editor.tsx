import { formatOption, parseOptions } from '@formbuilder/core';
import { RichTextField } from '../../rich-text/rich-text-field';
import type { PropertyEditorProps } from './editor-props';

/**
 * spec: builder §3 table, Radio `editorForOptions`: each option's displayed part
 * is edited as rich text, one editor per option. The submitted value (after ##)
 * is kept, so answers, rules and the correct answer still match.
 */
export function RichOptionsEditor({ element, set, formId }: PropertyEditorProps) {
  const options = parseOptions(element.options);
  const texts = element.options ?? [];

  function handleEdit(index: number, html: string) {
    const next = options.map((option, at) => (at === index ? { display: html, value: option.value } : option));
    set({ options: next.map(formatOption) }, `options:${element.id}:${String(index)}`);
  }

  return (
    <fieldset className="prop-field prop-options">
      <legend className="prop-field__label">Options</legend>
      {options.map((option, index) => (
        <div key={index} className="prop-options__item">
          <RichTextField label={`Option ${String(index + 1)}`} value={option.display} formId={formId} fieldId={element.id} onChange={(html) => handleEdit(index, html)} />
          <button type="button" className="button button--secondary button--small" onClick={() => set({ options: texts.filter((_text, at) => at !== index) })}>
            Remove option {index + 1}
          </button>
        </div>
      ))}
      <button type="button" className="button button--secondary button--small" onClick={() => set({ options: [...texts, `Option ${String(texts.length + 1)}`] })}>
        Add option
      </button>
    </fieldset>
  );
}
