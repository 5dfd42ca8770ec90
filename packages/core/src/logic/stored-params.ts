import type { FormProps } from '../schemas/form';
import { logicOf } from './form-logic';
import { recallReferences } from './recall';
import type { Condition } from './types';

// The URL parameters stored with a submission (docs/product.md, "Logic"): only those the form
// names — in a condition of its logic, in a recalled text (`{{param:x}}`) or as a URL Parameter
// question's `searchUrlParam` — so that an arbitrary query string is never kept. Each value is
// cut to PARAM_VALUE_MAX_LENGTH characters; the page's query is bounded already (visitorParams).

/** The longest value of a URL parameter stored with a submission; the rest is cut. */
export const PARAM_VALUE_MAX_LENGTH = 500;
/** The most URL parameters a form declares for storing. */
export const DECLARED_PARAMS_MAX = 50;

const PARAM_NAME = /^[A-Za-z0-9_-]{1,64}$/;

const declared = new WeakMap<object, readonly string[]>();

/** The names of the URL parameters the form reads, in the order they first appear; worked out once per props. */
export function declaredParams(props: Pick<FormProps, 'elements' | 'logic'> & Partial<FormProps>): readonly string[] {
  const known = declared.get(props);
  if (known) return known;
  const names = new Set<string>();
  const add = (name: unknown) => {
    if (typeof name === 'string' && PARAM_NAME.test(name) && names.size < DECLARED_PARAMS_MAX) names.add(name);
  };
  for (const element of props.elements) if (element.type === 'URLParam') add(element.searchUrlParam);
  const logic = props.logic;
  const conditions: Condition[] = logic
    ? [...logic.jumps, ...logic.updates, ...logic.endings].flatMap((group) => group.conditions)
    : [];
  for (const condition of conditions) if (condition.source.kind === 'param') add(condition.source.name);
  // Every text of the form that may recall: its questions, its endings, its Thank You page and e-mails.
  const text = JSON.stringify(props);
  if (text.includes('{{param:'))
    for (const reference of recallReferences(text)) if (reference.kind === 'param') add(reference.name);
  const list = [...names];
  declared.set(props, list);
  return list;
}

/** The page's URL parameters the form declares, each value bounded; the others are dropped. */
export function storedParams(
  props: Pick<FormProps, 'elements' | 'logic'> & Partial<FormProps>,
  params: Readonly<Record<string, string>>,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of declaredParams(props))
    if (Object.hasOwn(params, name)) kept[name] = (params[name] ?? '').slice(0, PARAM_VALUE_MAX_LENGTH);
  return kept;
}

/**
 * The URL parameters a form's submissions are stored with: those it names when it follows its
 * logic at all (logicOf), else none (the plain path stores none). The owner's exports and the Data
 * table give each its column ("URL parameter utm_source").
 */
export function storedParamNames(props: Pick<FormProps, 'elements' | 'logic'> & Partial<FormProps>): readonly string[] {
  return logicOf(props) === null ? [] : declaredParams(props);
}

/** The Data table's column key of a stored URL parameter (core's dataColumnKeySchema). */
export const paramColumnKey = (name: string) => `param:${name}`;
