import { LABEL_MAX_LENGTH, OPTION_SEPARATOR } from '@formbuilder/core';
import { useState } from 'react';
import { TextAreaProperty } from '../../fields/property-fields';
import type { PropertyEditorProps } from './editor-props';
import { RichOptionsEditor } from './rich-options-editor';

export const OPTION_TOO_LONG = `Each option is limited to ${LABEL_MAX_LENGTH} characters; longer ones are cut.`;

/** One option per line; blank lines are dropped and each option is cut to 2000 characters (builder §5). */
export function optionsFromText(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.slice(0, LABEL_MAX_LENGTH))
    .filter((line) => line.trim() !== '');
}

/**
 * spec: builder §3, options, one per line; 'display##value' shows the part
 * before ## and submits the part after. Hidden while a dataset provides them.
 */
export function OptionsEditor({ element, set, formId }: PropertyEditorProps) {
  const options = element.options ?? [];
  const [text, setText] = useState(() => options.join('\n'));
  const [shown, setShown] = useState(options);
  // Undo, redo and clones change options from outside: show them unless the text already says the same.
  if (options !== shown) {
    setShown(options);
    if (optionsFromText(text).join('\n') !== options.join('\n')) setText(options.join('\n'));
  }
  if (element.hasDataset === true) return <p className="prop-field__hint">The options come from the chosen dataset.</p>;
  // spec: builder §3 table, Radio editorForOptions: rich-text options, as the renderer then draws them
  if (element.editorForOptions === true) return <RichOptionsEditor element={element} set={set} formId={formId} />;
  const tooLong = text.split('\n').some((line) => line.length > LABEL_MAX_LENGTH);

  function handleChange(next: string) {
    setText(next);
    set({ options: optionsFromText(next) }, `options:${element.id}`);
  }

  return (
    <TextAreaProperty
      label="Options"
      rows={Math.min(10, Math.max(3, options.length + 1))}
      value={text}
      onValueChange={handleChange}
      hint={`One option per line. Write display${OPTION_SEPARATOR}value to submit a value other than the text shown.`}
      error={tooLong ? OPTION_TOO_LONG : null}
    />
  );
}
