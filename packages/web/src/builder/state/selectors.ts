import { getSubmitBehaviour } from '@formbuilder/core';
import type { Form, Publication } from '@formbuilder/core';
import type { BuilderState, PublishedVersion } from './builder-state';

/**
 * docs/product.md §B4, "the form is compared with its last saved copy. If the
 * elements differ, leaving asks for confirmation." A new form counts as
 * changed once its elements differ from how it started.
 */
export function elementsChanged(form: Form | null, saved: Form | null): boolean {
  if (!form || !saved) return false;
  return !sameItems(form.props.elements, saved.props.elements);
}

/**
 * Leaving asks when the elements or the rules differ from the saved copy: a
 * rule confirmed with 'Save Rule' lives only in the draft until the form is
 * saved (docs/product.md §B4, rule builder).
 */
export function leavingLosesChanges(form: Form | null, saved: Form | null): boolean {
  if (!form || !saved) return false;
  return elementsChanged(form, saved) || !sameItems(form.props.rules, saved.props.rules);
}

/**
 * Anything unsaved at all (title, privacy, properties, rules, texts), for the
 * Save button's unsaved marker. Compared by content, so undoing back to the
 * saved copy counts as saved again.
 */
export function hasUnsavedChanges({ form, saved }: Pick<BuilderState, 'form' | 'saved'>): boolean {
  if (form === saved) return false;
  if (!form || !saved) return true;
  if (form.title !== saved.title || form.private !== saved.private) return true;
  if (form.props === saved.props) return false;
  const draft: Record<string, unknown> = form.props;
  const copy: Record<string, unknown> = saved.props;
  const keys = new Set([...Object.keys(draft), ...Object.keys(copy)]);
  return [...keys].some((key) => !sameValue(draft[key], copy[key]));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return sameItems(a, b);
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Item by item, the unchanged ones by identity: a 300-element form is not serialised whole on each keystroke. */
function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((item, index) => item === b[index] || JSON.stringify(item) === JSON.stringify(b[index]));
}

/**
 * The red publish-required marker (docs/product.md §B4; docs/api.md): a saved
 * form shows it when it was never published, or when updated_at differs from
 * the published version's created_at.
 */
export function needsPublish(form: Form | null, published: PublishedVersion | null): boolean {
  if (!form || form.id === null) return false;
  if (!published || published.version === null) return true;
  return String(form.updated_at ?? '') !== String(published.created_at ?? '');
}

/** docs/product.md §B2, the post-submission tab is 'Results Page' when the form is evaluated. */
export function postSubmissionLabel(
  form: Form | null,
): 'postSubmission.heading.results' | 'postSubmission.heading.thanks' {
  return isEvaluated(form) ? 'postSubmission.heading.results' : 'postSubmission.heading.thanks';
}

/** Whether the form shows its evaluation after submitting ('Evaluate Form'). */
export const isEvaluated = (form: Form | null): boolean =>
  form ? getSubmitBehaviour(form.props.integrations) === 'Evaluate Form' : false;

export const canUndo = (state: BuilderState): boolean => state.history.past.length > 0;
export const canRedo = (state: BuilderState): boolean => state.history.future.length > 0;

/** Never published (or not saved yet), published as it is, or edited since (the red marker's rule). */
export function publication(form: Form | null, published: PublishedVersion | null): Publication {
  if (!form || form.id === null || !published || published.version === null) return 'draft';
  return needsPublish(form, published) ? 'changed' : 'published';
}
