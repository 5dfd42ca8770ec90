import {
  PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH,
  QUESTION_REQUIRED_TEXT_DEFAULT,
  UNSELECT_BUTTON_TEXT_DEFAULT,
} from '@formbuilder/core';
import { useT } from '../../../i18n/i18n-context';
import type { OwnerMessageId } from '../../../i18n/en';
import { RecallTextEditor } from '../../../logic/recall-text-editor';
import { TextProperty } from '../../fields/property-fields';
import { textOf } from './editor-props';
import type { PropertyEditor, PropertyEditorProps } from './editor-props';

interface TextOptions {
  maxLength?: number;
  placeholder?: string;
  hint?: OwnerMessageId;
  /** Visitors read it: typing @ recalls an earlier answer or a value (docs/product.md, "Logic"). */
  recall?: boolean;
  /** Shown only when this returns true. */
  when?: (props: PropertyEditorProps) => boolean;
}

/** An editor of one text field of the element. */
function textEditor(key: string, labelId: OwnerMessageId, options: TextOptions = {}): PropertyEditor {
  function TextEditor(props: PropertyEditorProps) {
    const { element, set } = props;
    const t = useT();
    const label = t(labelId);
    const hint = options.hint === undefined ? undefined : t(options.hint);
    if (options.when && !options.when(props)) return null;
    if (options.recall)
      return (
        <RecallTextEditor
          element={element}
          label={label}
          value={textOf(element[key])}
          maxLength={options.maxLength}
          hint={hint}
          onChange={(value) => set({ [key]: value }, `${key}:${element.id}`)}
        />
      );
    return (
      <TextProperty
        label={label}
        value={textOf(element[key])}
        maxLength={options.maxLength}
        placeholder={options.placeholder}
        hint={hint}
        onValueChange={(value) => set({ [key]: value }, `${key}:${element.id}`)}
      />
    );
  }
  TextEditor.displayName = `TextEditor(${key})`;
  return TextEditor;
}

// docs/product.md §B3 table and §B5; page break button texts 32 at most, recalling values ("Logic")
export const textEditors = {
  sublabel: textEditor('sublabel', 'builder.props.sublabel', { recall: true }),
  buttonText: textEditor('buttonText', 'builder.props.buttonText'),
  sublabelText: textEditor('sublabelText', 'builder.props.sublabel', {
    hint: 'builder.props.sublabelHint',
    recall: true,
  }),
  placeholder: textEditor('placeholder', 'builder.props.placeholder'),
  requiredText: textEditor('requiredText', 'builder.props.requiredText', {
    placeholder: QUESTION_REQUIRED_TEXT_DEFAULT,
    when: ({ element }) => element.required === true,
  }),
  searchUrlParam: textEditor('searchUrlParam', 'builder.props.searchUrlParam', {
    hint: 'builder.props.searchUrlParamHint',
  }),
  unselectButtonText: textEditor('unselectButtonText', 'builder.props.unselectButtonText', {
    placeholder: UNSELECT_BUTTON_TEXT_DEFAULT,
    when: ({ element }) => element.isUnselectable === true,
  }),
  answerLabelText: textEditor('answerLabelText', 'builder.props.answerLabelText', {
    hint: 'builder.props.answerLabelTextHint',
  }),
  nextButtonText: textEditor('nextButtonText', 'builder.props.nextButtonText', {
    maxLength: PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH,
    recall: true,
  }),
  previousButtonText: textEditor('previousButtonText', 'builder.props.previousButtonText', {
    maxLength: PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH,
    recall: true,
  }),
  submitButtonText: textEditor('submitButtonText', 'builder.props.submitButtonText', {
    maxLength: PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH,
    recall: true,
  }),
  // The setting keeps its stored name; the words name no one country's service (docs/product.md "Reach").
  inseeFilter: textEditor('inseeFilter', 'builder.props.inseeFilter', {
    hint: 'builder.props.inseeFilterHint',
  }),
} satisfies Record<string, PropertyEditor>;
