import { RichTextField } from '../../rich-text/rich-text-field';
import { textOf } from './editor-props';
import type { PropertyEditor, PropertyEditorProps } from './editor-props';

function richTextEditor(key: 'label' | 'answerExplanation', label: string): PropertyEditor {
  function RichTextEditorField({ element, set, formId }: PropertyEditorProps) {
    return <RichTextField label={label} value={textOf(element[key])} formId={formId} fieldId={element.id} onChange={(html) => set({ [key]: html }, `${key}:${element.id}`)} />;
  }
  RichTextEditorField.displayName = `RichTextEditor(${key})`;
  return RichTextEditorField;
}

// spec: builder §2 and §5, rich-text labels (2000 characters); §3, a rich-text answer explanation
export const richTextEditors = {
  label: richTextEditor('label', 'Label'),
  answerExplanation: richTextEditor('answerExplanation', 'Answer explanation'),
} satisfies Record<string, PropertyEditor>;
