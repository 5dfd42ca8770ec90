import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useBuilderDispatch } from '../state/builder-context';
import { edit } from '../state/builder-state';
import type { AddedNavigation } from '../builder-layout';
import { editorBaseOf, useRouterLocation } from '../../ui/use-router-location';

/** What each element on the stage can do; one stable object, so memoised items stay put. */
export interface StageActions {
  moveUp: (id: number) => void;
  moveDown: (id: number) => void;
  clone: (id: number) => void;
  remove: (id: number) => void;
  relabel: (id: number, label: string) => void;
  openProperties: (id: number) => void;
  /** An element just added is selected with its properties open (a phone's sheet stays closed). */
  showAdded: (id: number) => void;
  /** A question's rule badge opens that rule on the Rules tab. */
  openRule: (ruleId: number) => void;
}

/** docs/product.md §B4, element actions; deleting the element whose properties are open returns to the builder list. */
export function useStageActions(formPath: string, openQuestionId: number | null): StageActions {
  const dispatch = useBuilderDispatch();
  const navigate = useNavigate();
  const currentLocation = useRouterLocation();
  const latest = useRef({ formPath, openQuestionId });
  useEffect(() => {
    latest.current = { formPath, openQuestionId };
  });

  return useMemo<StageActions>(() => {
    // The form's address now: the first save of a new form moves it from new to the id, and a
    // question added just then must open under the id (docs/product.md §B4).
    const base = () => editorBaseOf(currentLocation().pathname) ?? latest.current.formPath;
    return {
      moveUp: (id) => dispatch(edit({ type: 'moveElementUp', id })),
      moveDown: (id) => dispatch(edit({ type: 'moveElementDown', id })),
      clone: (id) => dispatch(edit({ type: 'cloneElement', id })),
      remove: (id) => {
        dispatch(edit({ type: 'deleteElement', id }));
        if (latest.current.openQuestionId === id) void navigate(`${base()}builder`);
      },
      relabel: (id, label) => dispatch(edit({ type: 'relabelElement', id, label }, `label:${id}`)),
      // The open question again is a new visit of the same address (a phone's sheet opens on it).
      openProperties: (id) =>
        void navigate(`${base()}builder/question/${id}/properties`, {
          replace: latest.current.openQuestionId === id,
        }),
      showAdded: (id) => {
        const state: AddedNavigation = { added: true };
        void navigate(`${base()}builder/question/${id}/properties`, { state });
      },
      openRule: (ruleId) => void navigate(`${base()}rules?rule=${ruleId}`),
    };
  }, [dispatch, navigate, currentLocation]);
}
