import { logicWarnings, splitPages } from '@formbuilder/core';
import type { Form, FormLogic, LogicWarning, Variable } from '@formbuilder/core';
import { useMemo } from 'react';
import { useBuilderDispatch, useBuilderState } from '../builder/state/builder-context';
import { edit } from '../builder/state/builder-state';
import { useT } from '../i18n/i18n-context';
import type { Translate } from '../i18n/translate';
import { logicOfProps, pageEntries, questionsOf } from './logic-words';
import type { PageEntry } from './logic-words';

export interface LogicEditor {
  form: Form;
  logic: FormLogic;
  pages: PageEntry[];
  questions: ReturnType<typeof questionsOf>;
  variables: readonly Variable[];
  warnings: LogicWarning[];
  /** The app's words, for the sections' sentences. */
  t: Translate;
  /** One undoable change of the form's logic, saved with the form (autosave); typing joined by `coalesce`. */
  change: (changes: Partial<FormLogic>, coalesce?: string) => void;
}

/** The form's logic and one way to change it: the builder store's updateProps edit (docs/product.md, "Logic"). */
export function useLogicEditor(): LogicEditor | null {
  const { form } = useBuilderState();
  const dispatch = useBuilderDispatch();
  const t = useT();
  const props = form?.props;
  const derived = useMemo(() => {
    if (!props) return null;
    const logic = logicOfProps(props);
    return {
      logic,
      pages: pageEntries(props, t),
      questions: questionsOf(props.elements),
      warnings: logicWarnings(props.elements, splitPages(props.elements, props.autoPageBreak), logic),
    };
  }, [props, t]);
  if (!form || !derived) return null;
  const { logic } = derived;
  return {
    form,
    ...derived,
    t,
    variables: logic.variables,
    change: (changes, coalesce) =>
      dispatch(edit({ type: 'updateProps', changes: { logic: { ...logic, ...changes } } }, coalesce)),
  };
}

/** Moves the item at `index` one place up (-1) or down (+1). */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const next = [...items];
  const target = index + step;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** The item with `id` changed. */
export const replaced = <T extends { id: string }>(items: readonly T[], id: string, changes: Partial<T>): T[] =>
  items.map((item) => (item.id === id ? { ...item, ...changes } : item));
