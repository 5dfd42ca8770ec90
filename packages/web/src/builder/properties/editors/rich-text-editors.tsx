import { LABEL_MAX_LENGTH, stripHtml } from '@formbuilder/core';
import { hasMarkup } from '../../stage/inline-label';
import { useT } from '../../../i18n/i18n-context';
import type { OwnerMessageId } from '../../../i18n/en';
import { RecallTextEditor, useRecallChoices } from '../../../logic/recall-text-editor';
import { RichTextField } from '../../rich-text/rich-text-field';
import { propertyKeys } from '../property-plan';
import { textOf } from './editor-props';
import type { PropertyEditor, PropertyEditorProps } from './editor-props';

function richTextEditor(key: 'label' | 'answerExplanation', labelId: OwnerMessageId, recall = false): PropertyEditor {
  function RichTextEditorField({ element, set, formId }: PropertyEditorProps) {
    const t = useT();
    const choices = useRecallChoices(element);
    return (
      <RichTextField
        label={t(labelId)}
        recall={recall ? choices : undefined}
        value={textOf(element[key])}
        formId={formId}
        fieldId={element.id}
        onChange={(html) => set({ [key]: html }, `${key}:${element.id}`)}
      />
    );
  }
  RichTextEditorField.displayName = `RichTextEditor(${key})`;
  return RichTextEditorField;
}

const RichLabelEditor = richTextEditor('label', 'builder.props.label', true);

/**
 * A label is plain text unless the element asks for rich text. A type with the
 * `editor` flag follows it (docs/product.md §B3 table, Radio: the plain input strips markup);
 * otherwise a Description (its label is its body), or a label that already has markup (kept,
 * not flattened).
 */
export function wantsRichLabel(element: PropertyEditorProps['element']): boolean {
  if (propertyKeys(element.type).includes('editor')) return element.editor === true;
  return element.type === 'Description' || hasMarkup(textOf(element.label));
}

function LabelEditor(props: PropertyEditorProps) {
  const { element, set } = props;
  const t = useT();
  if (wantsRichLabel(element)) return <RichLabelEditor {...props} />;
  return (
    <RecallTextEditor
      element={element}
      label={t('builder.props.label')}
      // Markup is flattened; plain text is shown as typed (a trailing space stays while typing).
      value={hasMarkup(textOf(element.label)) ? stripHtml(textOf(element.label)) : textOf(element.label)}
      maxLength={LABEL_MAX_LENGTH}
      onChange={(text) => set({ label: text }, `label:${element.id}`)}
    />
  );
}

// docs/product.md §B2 and §B5, rich-text labels (2000 characters); §B3, a rich-text answer explanation
export const richTextEditors = {
  label: LabelEditor,
  // The explanation is shown on the Results page, where the submission's answers and values are known ("Logic").
  answerExplanation: richTextEditor('answerExplanation', 'builder.props.answerExplanation', true),
} satisfies Record<string, PropertyEditor>;
