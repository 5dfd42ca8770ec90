import { LABEL_MAX_LENGTH, stripHtml } from '@formbuilder/core';
import { TextProperty } from '../../fields/property-fields';
import { RichTextField } from '../../rich-text/rich-text-field';
import { propertyKeys } from '../property-plan';
import { textOf } from './editor-props';
import type { PropertyEditor, PropertyEditorProps } from './editor-props';

function richTextEditor(key: 'label' | 'answerExplanation', label: string): PropertyEditor {
  function RichTextEditorField({ element, set, formId }: PropertyEditorProps) {
    return <RichTextField label={label} value={textOf(element[key])} formId={formId} fieldId={element.id} onChange={(html) => set({ [key]: html }, `${key}:${element.id}`)} />;
  }
  RichTextEditorField.displayName = `RichTextEditor(${key})`;
  return RichTextEditorField;
}

const RichLabelEditor = richTextEditor('label', 'Label');

/**
 * spec: builder §3 table, Radio `editor`: a type with that flag has a rich-text
 * label only while it is on, else a plain one (the renderer shows the label the
 * same way), so the choice follows the type's settings, not its name.
 */
function LabelEditor(props: PropertyEditorProps) {
  const { element, set } = props;
  if (!propertyKeys(element.type).includes('editor') || element.editor === true) return <RichLabelEditor {...props} />;
  return <TextProperty label="Label" value={stripHtml(textOf(element.label))} maxLength={LABEL_MAX_LENGTH} onValueChange={(text) => set({ label: text }, `label:${element.id}`)} />;
}

// spec: builder §2 and §5, rich-text labels (2000 characters); §3, a rich-text answer explanation
export const richTextEditors = {
  label: LabelEditor,
  answerExplanation: richTextEditor('answerExplanation', 'Answer explanation'),
} satisfies Record<string, PropertyEditor>;
