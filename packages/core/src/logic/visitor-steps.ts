import type { FormPage } from '../pages';
import { stepsOnServer } from '../rules/steps';
import type { FormProps } from '../schemas/form';
import { hasJumps } from './form-logic';

// The visitor's page of a form with logic (docs/product.md, "Logic"): the URL parameters it
// carries in PARAMS_FIELD, read the way the intake reads them, and whether a browser without the
// script goes through the form page by page on the server.

/** How many URL parameters, and how long a query string, the logic reads; more is ignored. */
export const VISITOR_PARAMS_MAX = 50;
export const VISITOR_QUERY_MAX_LENGTH = 2000;

/** A page's query string (without `?`) as the logic reads it: the first value of each name, 50 names at most. */
export function visitorParams(query: string): Record<string, string> {
  const params: Record<string, string> = {};
  if (query === '') return params;
  let count = 0;
  for (const [name, value] of new URLSearchParams(query.slice(0, VISITOR_QUERY_MAX_LENGTH))) {
    if (Object.hasOwn(params, name)) continue;
    if (count >= VISITOR_PARAMS_MAX) break;
    params[name] = value;
    count += 1;
  }
  return params;
}

/**
 * Whether a browser without the script goes through the form page by page on the server: rules
 * in play (core's stepsOnServer) or jumps between pages, with several pages and no File question
 * before the last page (a chosen file cannot be carried to the next page). A form whose page saves
 * partial responses (`savesPartials`, docs/product.md "Partial responses") steps on the server
 * whenever it has several pages: each Next saves, and the files chosen so far are kept with the
 * partial.
 */
export function stepsOnServerWithLogic(
  pages: readonly FormPage[],
  props: Pick<FormProps, 'rules' | 'logic'>,
  savesPartials = false,
): boolean {
  if (savesPartials && pages.length > 1) return true;
  if (stepsOnServer(pages, props.rules)) return true;
  if (pages.length < 2 || !hasJumps(props)) return false;
  return pages.slice(0, -1).every((page) => page.elements.every((element) => element.type !== 'File'));
}
