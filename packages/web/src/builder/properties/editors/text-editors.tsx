import {
  PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH,
  QUESTION_REQUIRED_TEXT_DEFAULT,
  UNSELECT_BUTTON_TEXT_DEFAULT,
} from '@formbuilder/core';
import { RecallTextEditor } from '../../../logic/recall-text-editor';
import { TextProperty } from '../../fields/property-fields';
import { textOf } from './editor-props';
import type { PropertyEditor, PropertyEditorProps } from './editor-props';

interface TextOptions {
  maxLength?: number;
  placeholder?: string;
  hint?: string;
  /** Visitors read it: typing @ recalls an earlier answer or a value (docs/product.md, "Logic"). */
  recall?: boolean;
  /** Shown only when this returns true. */
  when?: (props: PropertyEditorProps) => boolean;
}

/** An editor of one text field of the element. */
function textEditor(key: string, label: string, options: TextOptions = {}): PropertyEditor {
  function TextEditor(props: PropertyEditorProps) {
    const { element, set } = props;
    if (options.when && !options.when(props)) return null;
    if (options.recall)
      return (
        <RecallTextEditor
          element={element}
          label={label}
          value={textOf(element[key])}
          maxLength={options.maxLength}
          hint={options.hint}
          onChange={(value) => set({ [key]: value }, `${key}:${element.id}`)}
        />
      );
    return (
      <TextProperty
        label={label}
        value={textOf(element[key])}
        maxLength={options.maxLength}
        placeholder={options.placeholder}
        hint={options.hint}
        onValueChange={(value) => set({ [key]: value }, `${key}:${element.id}`)}
      />
    );
  }
  TextEditor.displayName = `TextEditor(${key})`;
  return TextEditor;
}

// docs/product.md §B3 table and §B5; page break button texts 32 at most
export const textEditors = {
  sublabel: textEditor('sublabel', 'Sublabel', { recall: true }),
  buttonText: textEditor('buttonText', 'Button text'),
  sublabelText: textEditor('sublabelText', 'Sublabel', { hint: 'Shown under the question.', recall: true }),
  placeholder: textEditor('placeholder', 'Placeholder'),
  requiredText: textEditor('requiredText', 'Required message', {
    placeholder: QUESTION_REQUIRED_TEXT_DEFAULT,
    when: ({ element }) => element.required === true,
  }),
  searchUrlParam: textEditor('searchUrlParam', 'URL parameter name', {
    hint: 'The value of this query parameter is submitted.',
  }),
  unselectButtonText: textEditor('unselectButtonText', 'Clear selection button text', {
    placeholder: UNSELECT_BUTTON_TEXT_DEFAULT,
    when: ({ element }) => element.isUnselectable === true,
  }),
  answerLabelText: textEditor('answerLabelText', 'Answer label text', {
    hint: 'Shown before the correct answer on the results page.',
  }),
  nextButtonText: textEditor('nextButtonText', 'Next button text', { maxLength: PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH }),
  previousButtonText: textEditor('previousButtonText', 'Previous button text', {
    maxLength: PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH,
  }),
  submitButtonText: textEditor('submitButtonText', 'Submit button text', {
    maxLength: PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH,
  }),
  // The setting keeps its stored name; the words name no one country's service (docs/product.md "Reach").
  inseeFilter: textEditor('inseeFilter', 'Area code filter', {
    hint: "Limits address suggestions to this area code (the address service's citycode), where the service supports one.",
  }),
} satisfies Record<string, PropertyEditor>;
