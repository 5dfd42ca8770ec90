import { useCallback, useContext, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';
import type { Location } from 'react-router';

/**
 * The router's location at the moment of the call, for code that navigates from
 * a callback or a request's answer. The rendered location lags a navigation:
 * React Router draws the new location in a transition, which a busy machine
 * defers, so a navigation computed from it can undo one made a moment before
 * (the first save of a new form moving the address to its id while the owner's
 * just-added question opened its properties). A data router knows its location
 * as soon as navigate() has run; under a plain router the last rendered one is
 * the best there is.
 */
export function useRouterLocation(): () => Location {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const rendered = useLocation();
  const latest = useRef(rendered);
  useLayoutEffect(() => {
    latest.current = rendered;
  });
  return useCallback(() => dataRouter?.router.state.location ?? latest.current, [dataRouter]);
}

/** '/editor/{id}/' of an editor address, or null for any other address. */
export function editorBaseOf(pathname: string): string | null {
  return /^\/editor\/[^/]+\//.exec(`${pathname}/`)?.[0] ?? null;
}
