import { getElementDefinition, type Element, type Rule } from '@formbuilder/core';

// What the public page's script receives in #fb-form-data: only what it needs to
// show, hide and check questions. A quiz question's right answer and explanation
// stay on the server, which scores the submission itself (public/result.routes.ts);
// sent to the page they would hand every visitor the answers.
const OWNER_ONLY_ELEMENT_KEYS = ['expectedAnswer', 'answerExplanation', 'answerLabelText'] as const;

export interface VisitorFormData {
  /** null: a template's preview, whose script sends no answers (renderer's client/page-data.ts). */
  formId: number | null;
  version: number;
  elements: Element[];
  rules: Rule[];
}

export function visitorElement(element: Element): Element {
  const visible: Element = { ...element };
  for (const key of OWNER_ONLY_ELEMENT_KEYS) delete visible[key];
  // A Phone's dial codes (about 240, resolved from its dataset) are drawn in the page's
  // list already and checked by no rule: only types with options need them in the data.
  if (!getElementDefinition(element.type).hasOptions) delete visible.options;
  return visible;
}

export function visitorFormData(
  formId: number | null,
  version: number,
  elements: readonly Element[],
  rules: readonly Rule[],
): VisitorFormData {
  return { formId, version, elements: elements.map(visitorElement), rules: [...rules] };
}
