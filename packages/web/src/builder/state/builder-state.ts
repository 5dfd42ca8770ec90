import type { Element, ElementType, Form } from '@formbuilder/core';
import { applyFormChange } from './form-changes';
import type { FormChange } from './form-changes';
import { emptyHistory, recordChange, redoStep, undoStep } from './history';
import type { History } from './history';
import { hasUnsavedChanges } from './selectors';

// The builder's state (docs/product.md §B4, States and transitions): the draft
// form, its last saved copy, the published version, the loading, saving and
// publishing flags, and the undo history of builder changes.

/** What undo and redo restore: the parts of a form the builder edits. */
export type FormContent = Pick<Form, 'title' | 'private' | 'props'>;

/** The published version, as far as the builder needs it (publish-required marker). */
export interface PublishedVersion {
  version: number | null;
  created_at: string | number | null;
}

export interface BuilderState {
  form: Form | null;
  saved: Form | null;
  published: PublishedVersion | null;
  loading: boolean;
  saving: boolean;
  publishing: boolean;
  /** A server message to show, or null. */
  error: string | null;
  /** The address names no form of this owner (docs/product.md §B8; said so, not replaced by a new form). */
  unavailable: boolean;
  history: History<FormContent>;
  /** When the draft was last saved in this session (ms), for 'Saved · just now'. */
  savedAt: number | null;
  /** The last save failed: the header offers 'Could not save — retry' until the next save starts. */
  saveFailed: boolean;
  /** The element the last edit added (a new object each time), so the stage can show it. */
  added: AddedElement | null;
}

/** An element just added from the palette (click, Enter or drop), with the words that announce it. */
export interface AddedElement {
  id: number;
  type: ElementType;
  /** The element before it, or null at the top, which names its place: "Short Text added after 'E-mail'". */
  after: Element | null;
}

/** The fields a save returns (docs/api.md: POST gives id, uuid, created_at, updated_at; PUT id and updated_at). */
export interface SaveAnswer {
  id: number;
  uuid?: string | null;
  created_at?: string | number | null;
  updated_at?: string | number | null;
}

export type BuilderAction =
  | { type: 'loadStart' }
  | { type: 'loaded'; form: Form; published: PublishedVersion | null; keepHistory?: boolean }
  /** docs/product.md §B4, a form without props stops loading and shows nothing. */
  | { type: 'loadedEmpty' }
  /** The server responded with 403 or 404, or the id is not a number. */
  | { type: 'unavailable' }
  | { type: 'failed'; message: string }
  | { type: 'dismissError' }
  | { type: 'saveStart' }
  | { type: 'saved'; sent: Form; answer: SaveAnswer; at: number }
  | { type: 'saveEnd' }
  | { type: 'publishStart' }
  | { type: 'publishEnd' }
  | { type: 'unpublished' }
  | { type: 'edit'; change: FormChange; coalesce?: string; at: number }
  | { type: 'undo' }
  | { type: 'redo' };

export const initialBuilderState: BuilderState = {
  form: null,
  saved: null,
  published: null,
  loading: true,
  saving: false,
  publishing: false,
  error: null,
  unavailable: false,
  history: emptyHistory(),
  savedAt: null,
  saveFailed: false,
  added: null,
};

/** An undoable change; `coalesce` joins rapid changes of one field (typing) into one step. */
export function edit(change: FormChange, coalesce?: string): BuilderAction {
  return { type: 'edit', change, coalesce, at: Date.now() };
}

const contentOf = (form: Form): FormContent => ({ title: form.title, private: form.private, props: form.props });

function withAnswer(form: Form, answer: SaveAnswer): Form {
  return {
    ...form,
    id: answer.id,
    uuid: answer.uuid ?? form.uuid,
    created_at: answer.created_at ?? form.created_at,
    updated_at: answer.updated_at ?? form.updated_at,
  };
}

/** The element of `next` that `form` did not have, named with its neighbour. */
function addedElement(form: Form, next: Form): AddedElement | null {
  const before = new Set(form.props.elements.map((element) => element.id));
  const elements = next.props.elements;
  const index = elements.findIndex((candidate) => !before.has(candidate.id));
  const element = elements[index];
  if (!element) return null;
  const previous = elements[index - 1];
  return { id: element.id, type: element.type, after: previous ?? null };
}

function travel(state: BuilderState, direction: 'undo' | 'redo'): BuilderState {
  const { form } = state;
  if (!form) return state;
  const step = (direction === 'undo' ? undoStep : redoStep)(state.history, contentOf(form));
  // The id, uuid and dates stay: undoing past the first save must not make it new again.
  return step ? settled({ ...state, form: { ...form, ...step.value }, history: step.history }) : state;
}

/**
 * A draft taken back to its saved copy (an undo of the change a save refused) has nothing
 * left to save: the failed save and its message no longer apply, and nothing would retry them.
 */
function settled(state: BuilderState): BuilderState {
  if (!state.saveFailed || hasUnsavedChanges(state)) return state;
  return { ...state, saveFailed: false, error: null };
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'loadStart':
      return { ...state, loading: true, error: null, unavailable: false };
    case 'loaded':
      return {
        ...state,
        form: action.form,
        saved: action.form,
        published: action.published,
        loading: false,
        unavailable: false,
        history: action.keepHistory === true ? state.history : emptyHistory(),
        savedAt: action.keepHistory === true ? state.savedAt : null,
        saveFailed: false,
      };
    case 'unpublished':
      return { ...state, published: null };
    case 'loadedEmpty':
      return { ...initialBuilderState, loading: false };
    case 'unavailable':
      return { ...initialBuilderState, loading: false, unavailable: true };
    case 'failed':
      return {
        ...state,
        loading: false,
        saving: false,
        saveFailed: state.saving || state.saveFailed,
        error: action.message,
      };
    case 'dismissError':
      return { ...state, error: null };
    case 'saveStart':
      return { ...state, saving: true, saveFailed: false, error: null };
    case 'saved': {
      const form = state.form ? withAnswer(state.form, action.answer) : null;
      // Unchanged while saving: the draft is the saved copy (the same object).
      const saved = form && state.form === action.sent ? form : withAnswer(action.sent, action.answer);
      return { ...state, saving: false, form, saved, savedAt: action.at };
    }
    case 'saveEnd':
      return { ...state, saving: false };
    case 'publishStart':
      return { ...state, publishing: true, error: null };
    case 'publishEnd':
      return { ...state, publishing: false };
    case 'edit': {
      const { form } = state;
      if (!form) return state;
      const next = applyFormChange(form, action.change);
      if (next === form) return state;
      const history = recordChange(state.history, contentOf(form), action.coalesce, action.at);
      return settled({
        ...state,
        form: next,
        history,
        added: action.change.type === 'addElement' ? addedElement(form, next) : state.added,
      });
    }
    case 'undo':
    case 'redo':
      return travel(state, action.type);
  }
}
