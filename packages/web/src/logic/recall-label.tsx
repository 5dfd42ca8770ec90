import { EMPTY_LOGIC, escapeHtml } from '@formbuilder/core';
import { RichText } from '@formbuilder/renderer';
import { useBuilderState } from '../builder/state/builder-context';
import { useT } from '../i18n/i18n-context';
import { recallParts } from './logic-words';
import './recall-field.css';

/**
 * A text with recall tokens as the owner reads it on the stage (docs/product.md, "Logic"):
 * `{{answer:12}}` shows as "@Name", the question's name, so the label reads as a sentence.
 */
export function RecallText({ text }: { text: string }) {
  const { form } = useBuilderState();
  const t = useT();
  const elements = form?.props.elements ?? [];
  const variables = (form?.props.logic ?? EMPTY_LOGIC).variables;
  return (
    <>
      {recallParts(text, elements, variables, t).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          // Parts have no ids: their place names them.
          <span key={`${String(index)}:${part.token}`} className="recall-chip" title={part.token}>
            {part.text}
          </span>
        ),
      )}
    </>
  );
}

/** A rich-text label (sanitised when saved) with its recall tokens shown by name, the names escaped. */
export function RecallRichText({ html }: { html: string }) {
  const { form } = useBuilderState();
  const t = useT();
  const elements = form?.props.elements ?? [];
  const variables = (form?.props.logic ?? EMPTY_LOGIC).variables;
  const shown = recallParts(html, elements, variables, t)
    .map((part) => (part.kind === 'text' ? part.text : `<span class="recall-chip">${escapeHtml(part.text)}</span>`))
    .join('');
  return <RichText html={shown} />;
}
