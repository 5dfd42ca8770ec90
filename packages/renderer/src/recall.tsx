import {
  escapeHtml,
  followLogic,
  logicContext,
  recallReferences,
  recalledText,
  visitorParams,
  type Answers,
  type FormPage,
  type FormProps,
  type LogicOutcome,
  type RecallValues,
} from '@formbuilder/core';
import { createContext, useContext, type ReactNode } from 'react';

// Recall on the visitor's page (docs/product.md, "Logic"): a token such as `{{answer:12}}` in a
// label, a description, an option or a button is drawn as
// <span class="fb-recall" data-recall="answer:12">value</span> with the value known when the
// page is drawn (escaped: a visitor's answer never becomes markup), and the visitor's script
// (client/logic.ts) rewrites the span as answers change. A placeholder or a dropdown's option
// cannot hold a span: it is drawn with the value and keeps its text in data-recall-placeholder
// or data-recall-text. Outside a form with logic there is no context and every text is drawn as
// it is.

/** The values recalled texts read, or null when the form has no logic (texts are drawn as they are). */
export const RecallContext = createContext<RecallValues | null>(null);

const TOKEN = /\{\{(answer|param|var):([A-Za-z0-9_-]{1,64})\}\}/g;

/** The span a token is drawn as, with its value now. */
function recallSpan(token: string, reference: string, values: RecallValues): string | null {
  const [found] = recallReferences(token);
  if (!found) return null;
  return `<span class="fb-recall" data-recall="${reference}">${escapeHtml(recalledText(found, values))}</span>`;
}

/** Rich text with its tokens as recall spans. */
export function recallHtml(html: string, values: RecallValues): string {
  if (!html.includes('{{')) return html;
  return html.replace(
    TOKEN,
    (token, kind: string, name: string) => recallSpan(token, `${kind}:${name}`, values) ?? token,
  );
}

/** Plain text with its tokens replaced by their values (an attribute, a dropdown's option). */
export function recallPlain(text: string, values: RecallValues): string {
  if (!text.includes('{{')) return text;
  return text.replace(TOKEN, (token) => {
    const [found] = recallReferences(token);
    return found ? recalledText(found, values) : token;
  });
}

/** A plain text (a description, an option, a button) with its tokens as recall spans; as it is without logic. */
export function Recalled({ text }: { readonly text: string }): ReactNode {
  const values = useContext(RecallContext);
  if (values === null || !text.includes('{{')) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [token, kind = '', name = ''] = match;
    const [found] = recallReferences(token);
    if (!found) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} className="fb-recall" data-recall={`${kind}:${name}`}>
        {recalledText(found, values)}
      </span>,
    );
    last = match.index + token.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** A text drawn in an attribute or an <option>: its value now, and the text to work it out again (data-recall-*). */
export function useRecalledAttribute(text: string | undefined): { text: string | undefined; template?: string } {
  const values = useContext(RecallContext);
  if (values === null || text === undefined || !text.includes('{{')) return { text };
  const recalled = recallPlain(text, values);
  return recalled === text ? { text } : { text: recalled, template: text };
}

/** A form's logic as its page is drawn: the URL parameters, the path so far and the values recalled. */
export interface LogicView {
  outcome: LogicOutcome;
  recall: RecallValues;
}

/** Works out the path and the recalled values from the answers known when the page is drawn; null without logic. */
export function logicView(
  props: FormProps,
  answers: Answers,
  query: string,
  pages: readonly FormPage[],
): LogicView | null {
  const params = visitorParams(query);
  const context = logicContext(props, answers, params, pages);
  if (context === null) return null;
  const outcome = followLogic(context);
  return { outcome, recall: { elements: props.elements, answers, params, variables: outcome.variables } };
}
