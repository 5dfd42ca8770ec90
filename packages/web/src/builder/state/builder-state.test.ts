import { createNewForm, DEFAULT_EVALUATION_PAGE_LABELS, getSubmitBehaviour } from '@formbuilder/core';
import type { Form } from '@formbuilder/core';
import { describe, expect, it } from 'vitest';
import { builderReducer, initialBuilderState } from './builder-state';
import type { BuilderAction, BuilderState } from './builder-state';
import type { FormChange } from './form-changes';
import { COALESCE_MS, HISTORY_LIMIT } from './history';
import {
  elementsChanged,
  hasUnsavedChanges,
  leavingLosesChanges,
  needsPublish,
  postSubmissionLabel,
} from './selectors';

const loaded = (form: Form = createNewForm('ada@example.com')): BuilderState =>
  builderReducer(initialBuilderState, { type: 'loaded', form, published: null });

function run(state: BuilderState, ...actions: BuilderAction[]): BuilderState {
  return actions.reduce(builderReducer, state);
}

const at = (change: FormChange, time: number, coalesce?: string): BuilderAction => ({
  type: 'edit',
  change,
  at: time,
  coalesce,
});
const types = (state: BuilderState) => state.form?.props.elements.map((element) => element.type);
const ids = (state: BuilderState) => state.form?.props.elements.map((element) => element.id);

describe('builder reducer', () => {
  it('loads a form as both the draft and the saved copy, with no history', () => {
    const state = loaded();
    expect(state.loading).toBe(false);
    expect(state.form).toBe(state.saved);
    expect(state.history.past).toEqual([]);
    expect(hasUnsavedChanges(state)).toBe(false);
  });

  it('adds before the trailing Button, drops at a position, moves, clones, deletes and relabels', () => {
    let state = run(loaded(), at({ type: 'addElement', elementType: 'Email' }, 1));
    expect(types(state)).toEqual(['TextBox', 'Email', 'Button']);
    state = run(state, at({ type: 'addElement', elementType: 'Header', position: 0 }, 2));
    expect(types(state)).toEqual(['Header', 'TextBox', 'Email', 'Button']);
    expect(ids(state)).toEqual([4, 1, 3, 2]);
    state = run(state, at({ type: 'moveElementDown', id: 4 }, 3), at({ type: 'moveElementTo', id: 3, position: 0 }, 4));
    expect(ids(state)).toEqual([3, 1, 4, 2]);
    state = run(state, at({ type: 'moveElementUp', id: 4 }, 5), at({ type: 'cloneElement', id: 1 }, 6));
    expect(ids(state)).toEqual([3, 4, 1, 5, 2]);
    state = run(
      state,
      at({ type: 'deleteElement', id: 3 }, 7),
      at({ type: 'relabelElement', id: 5, label: 'Your name' }, 8),
    );
    expect(ids(state)).toEqual([4, 1, 5, 2]);
    expect(state.form?.props.elements[2]?.label).toBe('Your name');
    expect(state.history.past).toHaveLength(8);
    expect(elementsChanged(state.form, state.saved)).toBe(true);
  });

  it('undoes and redoes every kind of change, and a new change clears redo', () => {
    const start = loaded();
    let state = run(
      start,
      at({ type: 'addElement', elementType: 'Email' }, 1),
      at({ type: 'updateForm', changes: { title: 'Contact' } }, 2),
      at({ type: 'updateProps', changes: { tags: ['news'] } }, 3),
    );
    state = run(state, { type: 'undo' });
    expect(state.form?.props.tags).toEqual([]);
    state = run(state, { type: 'undo' }, { type: 'undo' });
    expect(state.form?.props).toEqual(start.form?.props);
    expect(state.form?.title).toBe('Untitled Form');
    state = run(state, { type: 'undo' });
    expect(state.form?.props).toEqual(start.form?.props);
    state = run(state, { type: 'redo' }, { type: 'redo' });
    expect(state.form?.title).toBe('Contact');
    expect(types(state)).toEqual(['TextBox', 'Email', 'Button']);
    state = run(state, at({ type: 'deleteElement', id: 1 }, 4));
    expect(state.history.future).toEqual([]);
    expect(run(state, { type: 'redo' })).toBe(state);
  });

  it('joins rapid typing in one field into one step, but not typing in another field or after a pause', () => {
    let state = loaded();
    for (const [index, label] of ['N', 'Na', 'Nam', 'Name'].entries()) {
      state = run(state, at({ type: 'relabelElement', id: 1, label }, 100 + index * 200, 'label:1'));
    }
    expect(state.history.past).toHaveLength(1);
    state = run(state, at({ type: 'relabelElement', id: 1, label: 'Name!' }, 700 + COALESCE_MS + 1, 'label:1'));
    state = run(state, at({ type: 'updateForm', changes: { title: 'T' } }, 700 + COALESCE_MS + 2, 'title'));
    expect(state.history.past).toHaveLength(3);
    state = run(state, { type: 'undo' }, { type: 'undo' });
    expect(state.form?.props.elements[0]?.label).toBe('Name');
    state = run(state, { type: 'undo' });
    expect(state.form?.props.elements[0]?.label).toBe('Short Text');
  });

  it('records no step for a change that changes nothing (an incomplete rule, moving the first element up)', () => {
    const state = loaded();
    expect(run(state, at({ type: 'saveRule', draft: { if: { field: 1, operator: 'equals' } } }, 1))).toBe(state);
    expect(run(state, at({ type: 'moveElementUp', id: 1 }, 2))).toBe(state);
  });

  it('saves and removes rules and sets post-submission entries as steps', () => {
    let state = run(
      loaded(),
      at(
        { type: 'saveRule', draft: { if: { field: 1, operator: 'isFilled' }, then: { command: 'hide', field: 2 } } },
        1,
      ),
      at({ type: 'setIntegrationValue', integrationType: 'submitBehaviour', value: 'Evaluate Form' }, 2),
    );
    expect(state.form?.props.rules).toHaveLength(1);
    expect(getSubmitBehaviour(state.form?.props.integrations ?? [])).toBe('Evaluate Form');
    expect(postSubmissionLabel(state.form)).toBe('postSubmission.heading.results');
    state = run(state, at({ type: 'removeRule', id: 1 }, 3), { type: 'undo' });
    expect(state.form?.props.rules).toHaveLength(1);
    state = run(state, { type: 'undo' });
    expect(postSubmissionLabel(state.form)).toBe('postSubmission.heading.thanks');
  });

  it('adds a missing post-submission entry', () => {
    const form = createNewForm();
    form.props.integrations = [];
    const labels = { ...DEFAULT_EVALUATION_PAGE_LABELS, score: 'Points' };
    const state = run(
      loaded(form),
      at({ type: 'setIntegrationValue', integrationType: 'evaluationPageLabels', value: labels }, 1),
    );
    expect(state.form?.props.integrations).toEqual([
      { type: 'evaluationPageLabels', value: labels, active: true, paused: false },
    ]);
  });

  it('keeps at most HISTORY_LIMIT steps', () => {
    let state = loaded();
    for (let i = 0; i < HISTORY_LIMIT + 20; i += 1)
      state = run(state, at({ type: 'updateForm', changes: { title: `T${i}` } }, i * 10_000));
    expect(state.history.past).toHaveLength(HISTORY_LIMIT);
  });

  it('keeps the id given by the first save when undoing past it', () => {
    let state = run(loaded(), at({ type: 'addElement', elementType: 'Email' }, 1), { type: 'saveStart' });
    const sent = state.form as Form;
    state = run(state, { type: 'saved', sent, answer: { id: 12, uuid: 'u', updated_at: 'then' }, at: 5 });
    expect(state.saving).toBe(false);
    expect(state.form?.id).toBe(12);
    expect(state.form).toBe(state.saved);
    expect(hasUnsavedChanges(state)).toBe(false);
    state = run(state, { type: 'undo' });
    expect(state.form?.id).toBe(12);
    expect(state.form?.uuid).toBe('u');
    expect(elementsChanged(state.form, state.saved)).toBe(true);
  });

  it('keeps changes made while a save was under way as unsaved', () => {
    let state = run(loaded(), { type: 'saveStart' });
    const sent = state.form as Form;
    state = run(state, at({ type: 'addElement', elementType: 'Email' }, 1), {
      type: 'saved',
      sent,
      answer: { id: 3 },
      at: 5,
    });
    expect(state.form?.id).toBe(3);
    expect(elementsChanged(state.form, state.saved)).toBe(true);
  });

  it('clears a refused save once undo takes the draft back to its saved copy; a change still unsaved keeps it', () => {
    let state = run(
      loaded(),
      at({ type: 'addElement', elementType: 'NetPromoterScore' }, 1),
      at({ type: 'addElement', elementType: 'Email' }, 2),
    );
    state = run(
      state,
      { type: 'saveStart' },
      { type: 'failed', message: 'Your plan does not include Net Promoter Score' },
    );
    state = run(state, { type: 'undo' });
    expect(types(state)).toEqual(['TextBox', 'NetPromoterScore', 'Button']);
    expect(state).toMatchObject({ saveFailed: true, error: 'Your plan does not include Net Promoter Score' });
    state = run(state, { type: 'undo' });
    expect(hasUnsavedChanges(state)).toBe(false);
    expect(state).toMatchObject({ saveFailed: false, error: null });
  });

  it('deletes several elements as one undo step', () => {
    let state = run(
      loaded(),
      at({ type: 'addElement', elementType: 'Email' }, 1),
      at({ type: 'addElement', elementType: 'Phone' }, 2),
    );
    state = run(state, at({ type: 'deleteElements', ids: [1, 4] }, 3));
    expect(types(state)).toEqual(['Email', 'Button']);
    expect(types(run(state, { type: 'undo' }))).toEqual(['TextBox', 'Email', 'Phone', 'Button']);
  });

  it('tracks the flags and a server message', () => {
    let state = run(loaded(), { type: 'publishStart' });
    expect(state.publishing).toBe(true);
    state = run(state, { type: 'saveStart' }, { type: 'failed', message: 'Form limit reached' });
    expect(state.saving).toBe(false);
    expect(state.error).toBe('Form limit reached');
    state = run(state, { type: 'publishEnd' }, { type: 'dismissError' });
    expect(state.publishing).toBe(false);
    expect(state.error).toBeNull();
    expect(run(initialBuilderState, { type: 'loadedEmpty' })).toMatchObject({ loading: false, form: null });
  });
});

describe('publish-required marker', () => {
  const saved = { ...createNewForm(), id: 4, updated_at: '2026-11-22T10:05:00.000Z' };
  it('shows for a saved form never published or changed since publishing, not for a new form', () => {
    expect(needsPublish(createNewForm(), null)).toBe(false);
    expect(needsPublish(saved, null)).toBe(true);
    expect(needsPublish(saved, { version: 1, created_at: '2026-11-22T10:04:00.000Z' })).toBe(true);
    expect(needsPublish(saved, { version: 1, created_at: '2026-11-22T10:05:00.000Z' })).toBe(false);
  });
});

describe('unsaved changes', () => {
  it('counts rules for leaving, anything for the marker, and undoing back to the saved copy as saved', () => {
    const start = loaded();
    const ruled = run(
      start,
      at(
        { type: 'saveRule', draft: { if: { field: 1, operator: 'isFilled' }, then: { command: 'hide', field: 2 } } },
        1,
      ),
    );
    expect(elementsChanged(ruled.form, ruled.saved)).toBe(false);
    expect(leavingLosesChanges(ruled.form, ruled.saved)).toBe(true);
    expect(hasUnsavedChanges(ruled)).toBe(true);
    const tagged = run(start, at({ type: 'updateProps', changes: { tags: ['news'] } }, 1));
    expect(leavingLosesChanges(tagged.form, tagged.saved)).toBe(false);
    expect(hasUnsavedChanges(tagged)).toBe(true);
    const undone = run(ruled, { type: 'undo' });
    expect(undone.form).not.toBe(undone.saved);
    expect(hasUnsavedChanges(undone)).toBe(false);
    expect(leavingLosesChanges(undone.form, undone.saved)).toBe(false);
  });
});
