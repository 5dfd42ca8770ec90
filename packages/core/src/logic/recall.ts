import { flattenText } from '../elements/answers';
import { getElementBehaviour } from '../elements/behaviours';
import type { Answers, Element } from '../schemas/element';
import { escapeHtml } from '../text';
import type { VariableValues } from './engine';

// Recall (docs/product.md, "Logic"): a text may include an earlier answer, a URL parameter or a
// calculated value as `{{answer:12}}`, `{{param:utm_source}}` or `{{var:total}}`. What is stored is
// the id, never the label, so renaming a question keeps the text right.

const TOKEN = /\{\{(answer|param|var):([A-Za-z0-9_-]{1,64})\}\}/g;

export type RecallReference =
  { kind: 'answer'; question: number } | { kind: 'param'; name: string } | { kind: 'var'; variable: string };

/** The values a text recalls, in order. */
export function recallReferences(text: string): RecallReference[] {
  return [...text.matchAll(TOKEN)].flatMap(([, kind, name = '']): RecallReference[] => {
    if (kind === 'answer') return /^\d+$/.test(name) ? [{ kind: 'answer', question: Number(name) }] : [];
    return kind === 'param' ? [{ kind: 'param', name }] : [{ kind: 'var', variable: name }];
  });
}

export const hasRecall = (text: string): boolean => text.includes('{{') && recallReferences(text).length > 0;

export interface RecallValues {
  elements: readonly Element[];
  answers: Answers;
  params: Readonly<Record<string, string>>;
  variables: VariableValues;
}

/** One recalled value as a visitor reads it: an answer as its question formats it (a choice's display text). */
export function recalledText(reference: RecallReference, values: RecallValues): string {
  if (reference.kind === 'param') return values.params[reference.name] ?? '';
  if (reference.kind === 'var') {
    const value = values.variables[reference.variable];
    if (typeof value === 'number') return String(Math.round(value * 100) / 100);
    return value ?? '';
  }
  const answer = values.answers[String(reference.question)];
  const element = values.elements.find((candidate) => candidate.id === reference.question);
  const behaviour = element ? getElementBehaviour(element.type) : undefined;
  return element && behaviour ? behaviour.format(element, answer) : flattenText(answer);
}

/**
 * The text with each token replaced by its value; `html` escapes the values for a rich text (a
 * visitor's answer never becomes markup). A value not known yet reads as nothing.
 */
export function applyRecall(text: string, values: RecallValues, html: boolean): string {
  if (!text.includes('{{')) return text;
  return text.replace(TOKEN, (token, kind: string, name: string) => {
    const [reference] = recallReferences(`{{${kind}:${name}}}`);
    if (!reference) return token;
    const value = recalledText(reference, values);
    return html ? escapeHtml(value) : value;
  });
}
