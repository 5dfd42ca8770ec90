import { createNewForm, findIntegration, integrationSchema } from '@formbuilder/core';
import type { Form, Integration } from '@formbuilder/core';
import { describe, expect, it } from 'vitest';
import { builderReducer, initialBuilderState } from './builder-state';
import type { BuilderState } from './builder-state';
import { applyFormChange } from './form-changes';

// The integration entries the panels change, one undoable step each.

const entry = (value: unknown): Integration => integrationSchema.parse(value);
const drive = entry({ type: 'GoogleDrive', targetFolder: { name: 'Answers', id: 'f1' }, active: true, paused: false });
const hookA = entry({ type: 'webhook', id: 'wh_aaaaaaaa', url: 'https://a.example/hook', active: true, paused: false });
const hookB = entry({ type: 'webhook', id: 'wh_bbbbbbbb', url: 'https://b.example/hook', active: true, paused: false });

function formWith(...integrations: Integration[]): Form {
  const form = createNewForm('ada@example.com');
  return { ...form, props: { ...form.props, integrations: [...form.props.integrations, ...integrations] } };
}

const loaded = (form: Form): BuilderState =>
  builderReducer(initialBuilderState, { type: 'loaded', form, published: null });
const keys = (form: Form) => form.props.integrations.map((item) => (item.type === 'webhook' ? item.id : item.type));

describe('integration changes', () => {
  it('adds an entry the form does not have, after the others', () => {
    const form = formWith();
    const next = applyFormChange(form, { type: 'setIntegration', entry: drive });
    expect(keys(next)).toEqual([...keys(form), 'GoogleDrive']);
    expect(findIntegration(next.props.integrations, 'GoogleDrive')).toEqual(drive);
  });

  it('replaces the entry with the same key in place, and tells webhooks apart by id', () => {
    const form = formWith(hookA, drive, hookB);
    const paused = { ...hookB, paused: true };
    const next = applyFormChange(form, { type: 'setIntegration', entry: paused });
    expect(keys(next)).toEqual(keys(form));
    expect(next.props.integrations.filter((item) => item.type === 'webhook')).toEqual([hookA, paused]);
  });

  it('removes an entry by its key, and changes nothing for a key the form does not have', () => {
    const form = formWith(hookA, drive, hookB);
    const next = applyFormChange(form, { type: 'removeIntegration', key: 'webhook:wh_aaaaaaaa' });
    expect(keys(next)).toEqual(keys(form).filter((key) => key !== 'wh_aaaaaaaa'));
    expect(applyFormChange(next, { type: 'removeIntegration', key: 'webhook:wh_aaaaaaaa' })).toBe(next);
    expect(keys(applyFormChange(next, { type: 'removeIntegration', key: 'GoogleDrive' }))).not.toContain('GoogleDrive');
  });

  it('changes the e-mail entry through the same upsert, adding it (off, to the owner) when missing', () => {
    const form = formWith();
    form.props.integrations = form.props.integrations.filter((item) => item.type !== 'email');
    const next = applyFormChange(form, { type: 'updateEmailIntegration', changes: { active: true } });
    expect(findIntegration(next.props.integrations, 'email')).toEqual({
      type: 'email',
      to: '',
      active: true,
      paused: false,
    });
    const again = applyFormChange(next, { type: 'updateEmailIntegration', changes: { to: 'team@example.com' } });
    expect(again.props.integrations.filter((item) => item.type === 'email')).toEqual([
      { type: 'email', to: 'team@example.com', active: true, paused: false },
    ]);
  });

  it('makes each change an undoable step', () => {
    let state = loaded(formWith(hookA));
    state = builderReducer(state, { type: 'edit', change: { type: 'setIntegration', entry: drive }, at: 1 });
    state = builderReducer(state, {
      type: 'edit',
      change: { type: 'removeIntegration', key: 'webhook:wh_aaaaaaaa' },
      at: 2,
    });
    expect(state.history.past).toHaveLength(2);
    expect(state.form && keys(state.form)).toContain('GoogleDrive');
    expect(state.form && keys(state.form)).not.toContain('wh_aaaaaaaa');
    state = builderReducer(builderReducer(state, { type: 'undo' }), { type: 'undo' });
    expect(state.form && keys(state.form)).toEqual(keys(formWith(hookA)));
  });
});
