import {
  getElementDefinition,
  logicOf,
  partialSettingsOf,
  scriptCatalogue,
  type Element,
  type FormLogic,
  type Catalogue,
  type FormProps,
  type PageWords,
  type Rule,
} from '@formbuilder/core';

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
  /**
   * A form with logic only (docs/product.md, "Logic"): its jumps, values, endings and scores, and
   * how it splits into pages, so that the script follows the path and keeps recalled texts live.
   */
  logic?: FormLogic;
  autoPageBreak?: FormProps['autoPageBreak'];
  /**
   * The page's own words in a language other than English (docs/product.md, "Languages"): the one
   * catalogue the script needs, whose ICU messages it formats itself. English ships with the script.
   */
  words?: { lang: string; catalogue: Partial<Catalogue> };
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
  props: Pick<FormProps, 'elements' | 'rules' | 'logic' | 'autoPageBreak' | 'partial'>,
  words?: PageWords,
): VisitorFormData {
  const data: VisitorFormData = {
    formId,
    version,
    elements: props.elements.map(visitorElement),
    rules: [...props.rules],
    ...(words === undefined || words.lang === 'en'
      ? {}
      : { words: { lang: words.lang, catalogue: scriptCatalogue(words.catalogue, partialSettingsOf(props).enabled) } }),
  };
  const logic = logicOf(props);
  if (logic === null) return data;
  // An ending's text and address are the server's to show after Submit, not the page's.
  const endings = logic.endings.map(({ text: _text, url: _url, ...ending }) => ending);
  return {
    ...data,
    logic: { ...logic, endings },
    ...(props.autoPageBreak === undefined ? {} : { autoPageBreak: props.autoPageBreak }),
  };
}
