import { getSubmitBehaviour } from '@formbuilder/core';
import type { Element, Form } from '@formbuilder/core';
import type { BuilderState, PublishedVersion } from './builder-state';

/**
 * spec: builder §4, "the form is compared with its last saved copy. If the
 * elements differ, leaving asks for confirmation." A new form counts as
 * changed once its elements differ from how it started.
 */
export function elementsChanged(form: Form | null, saved: Form | null): boolean {
  if (!form || !saved) return false;
  return !sameElements(form.props.elements, saved.props.elements);
}

function sameElements(a: readonly Element[], b: readonly Element[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((element, index) => element === b[index] || JSON.stringify(element) === JSON.stringify(b[index]));
}

/** Anything unsaved at all (title, properties, rules, texts too), for the Save button's hint. */
export function hasUnsavedChanges(state: Pick<BuilderState, 'form' | 'saved'>): boolean {
  return state.form !== state.saved;
}

/**
 * The red publish-required marker (spec: builder §4; docs/api.md): a saved
 * form shows it when it was never published, or when updated_at differs from
 * the published version's created_at.
 */
export function needsPublish(form: Form | null, published: PublishedVersion | null): boolean {
  if (!form || form.id === null) return false;
  if (!published || published.version === null) return true;
  return String(form.updated_at ?? '') !== String(published.created_at ?? '');
}

/** spec: builder §2, the post-submission tab is 'Results Page' when the form is evaluated. */
export function postSubmissionLabel(form: Form | null): string {
  const evaluated = form ? getSubmitBehaviour(form.props.integrations) === 'Evaluate Form' : false;
  return evaluated ? 'Results Page' : 'Thank You Page';
}

export const canUndo = (state: BuilderState): boolean => state.history.past.length > 0;
export const canRedo = (state: BuilderState): boolean => state.history.future.length > 0;
