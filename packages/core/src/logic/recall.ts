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

// Recall in a redirect ending's address (docs/product.md, "Logic"): the owner writes the site, the
// visitor's values only fill in its path, query or fragment, each URL-encoded. A token in the
// scheme or the host could send the visitor anywhere, so the address is refused on save.

/** Where the site of an address ends: the first `/`, `?` or `#` after `scheme://`. */
function siteEnd(url: string): number {
  const start = url.indexOf('//');
  if (start === -1) return url.length;
  const rest = url.slice(start + 2).search(/[/?#]/);
  return rest === -1 ? url.length : start + 2 + rest;
}

/** The address with each token as an empty value: what the owner wrote, the site it goes to. */
const withoutTokens = (url: string): string => url.replace(TOKEN, '');

/** What is wrong with a redirect address: a value recalled in its site, or not an http(s) address. */
export type RedirectUrlFault = 'recall-in-site' | 'not-http';

/** The fault of a redirect address that may recall values; null when it can be followed whatever the values. */
export function redirectUrlFault(url: string): RedirectUrlFault | null {
  const site = siteEnd(url);
  for (const match of url.matchAll(TOKEN)) if (match.index < site) return 'recall-in-site';
  if (/\s/.test(url)) return 'not-http';
  try {
    const parsed = new URL(url.replace(TOKEN, 'x'));
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '' ? null : 'not-http';
  } catch {
    return 'not-http';
  }
}

const REDIRECT_URL_FAULTS: Record<RedirectUrlFault, string> = {
  'recall-in-site':
    'A recalled value can only be in a redirect address’s path, query or fragment, after its site (https://example.com/…).',
  'not-http': 'A redirect goes to an http or https address, such as https://example.com/thanks.',
};

/** Why a redirect address could not be followed, in words (the owner's app says it in its own words); null when it can. */
export function endingUrlProblem(url: string): string | null {
  const fault = redirectUrlFault(url);
  return fault === null ? null : REDIRECT_URL_FAULTS[fault];
}

/**
 * The address a redirect ending sends the visitor to, each recalled value URL-encoded in its
 * place; null when the address cannot be followed (endingUrlProblem). The site is the one the
 * owner wrote whatever the values are.
 */
export function recallUrl(url: string, values: RecallValues): string | null {
  if (redirectUrlFault(url) !== null) return null;
  const filled = url.replace(TOKEN, (token) => {
    const [reference] = recallReferences(token);
    return reference ? encodeURIComponent(recalledText(reference, values)) : '';
  });
  try {
    const result = new URL(filled);
    // Never reached with the encoding above; kept so that no value can ever move the visitor elsewhere.
    if (result.origin !== new URL(withoutTokens(url)).origin) return null;
    return result.toString();
  } catch {
    return null;
  }
}
