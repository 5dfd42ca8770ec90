import { VISITOR_QUERY_MAX_LENGTH, logicOf, urlParamAnswers, type Answers, type FormProps } from '@formbuilder/core';

// URL Parameter questions (searchUrlParam names the parameter) take their value from the
// page's address on the server too, so the page fills them in without its script.
// Whether a form has any is kept per parsed version: the views of other forms pay
// one map lookup.
const hasUrlParams = new WeakMap<FormProps, boolean>();

const firstValue = (value: unknown): string | undefined => {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
};

/** The URL Parameter answers a view's query gives, or null (then the cached page serves). */
export function queryAnswers(props: FormProps, query: object): Answers | null {
  let has = hasUrlParams.get(props);
  if (has === undefined) {
    has = props.elements.some((element) => element.type === 'URLParam');
    hasUrlParams.set(props, has);
  }
  const values = query as Readonly<Record<string, unknown>>;
  return has
    ? urlParamAnswers(props.elements, (name) => (Object.hasOwn(values, name) ? firstValue(values[name]) : undefined))
    : null;
}

/**
 * The query string a form with logic carries in its `_params` field (docs/product.md, "Logic"),
 * from the view's address; null for a form without logic or an address without a query (then
 * the cached page serves, its `_params` empty).
 */
export function logicQuery(props: FormProps, url: string): string | null {
  if (logicOf(props) === null) return null;
  const at = url.indexOf('?');
  const query = at === -1 ? '' : url.slice(at + 1, at + 1 + VISITOR_QUERY_MAX_LENGTH);
  return query === '' ? null : query;
}
