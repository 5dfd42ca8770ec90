import { EMPTY_LOGIC } from '@formbuilder/core';
import type { Element } from '@formbuilder/core';
import { useBuilderState } from '../builder/state/builder-context';
import { useT } from '../i18n/i18n-context';
import { questionsOf, recallChoices } from './logic-words';
import type { RecallChoice } from './logic-words';
import { RecallField } from './recall-field';

// A question's text with the @ recall picker (docs/product.md, "Logic"): the questions before it
// and the form's values may be recalled.

interface RecallTextEditorProps {
  element: Element;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  hint?: string;
}

/** What a question's texts may recall: the questions before it and the form's values. */
export function useRecallChoices(element: Element): RecallChoice[] {
  const { form } = useBuilderState();
  const t = useT();
  const elements = form?.props.elements ?? [];
  const at = elements.findIndex((candidate) => candidate.id === element.id);
  const earlier = questionsOf(at === -1 ? [] : elements.slice(0, at));
  return recallChoices(earlier, (form?.props.logic ?? EMPTY_LOGIC).variables, t);
}

export function RecallTextEditor({ element, label, value, onChange, maxLength, hint }: RecallTextEditorProps) {
  const choices = useRecallChoices(element);
  return (
    <RecallField label={label} value={value} maxLength={maxLength} hint={hint} choices={choices} onChange={onChange} />
  );
}
