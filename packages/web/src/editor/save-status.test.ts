import { createNewForm } from '@formbuilder/core';
import { describe, expect, it } from 'vitest';
import { publication } from '../builder/state/selectors';
import { NOT_SAVED, NOT_SAVED_YET, SAVE_FAILED, saveState, SAVING, UNSAVED } from './save-status';

const saved = { ...createNewForm(), id: 4, updated_at: '2026-11-24 10:00:00' };
const now = new Date('2026-11-24T10:03:10Z');
const base = { form: saved, saved, saving: false, saveFailed: false, savedAt: null };

describe('the editor header words', () => {
  it('says where the draft stands, the failure before the changes', () => {
    expect(saveState({ ...base, saving: true }, now).text).toBe(SAVING);
    expect(saveState({ ...base, form: { ...saved, title: 'New' }, saveFailed: true }, now).text).toBe(SAVE_FAILED);
    // Refused for element types the role does not include: no retry is offered, the notice says why.
    expect(saveState({ ...base, form: { ...saved, title: 'New' }, saveFailed: true }, now, true)).toEqual({
      kind: 'blocked',
      text: NOT_SAVED,
    });
    expect(saveState({ ...base, form: { ...saved, title: 'New' } }, now).text).toBe(UNSAVED);
    expect(saveState({ ...base, form: createNewForm(), saved: null }, now).text).toBe(UNSAVED);
    const fresh = createNewForm();
    expect(saveState({ ...base, form: fresh, saved: fresh }, now).text).toBe(NOT_SAVED_YET);
  });

  it('dates a save from this session, else the form’s updated_at (SQL text in UTC)', () => {
    expect(saveState({ ...base, savedAt: now.getTime() - 20_000 }, now).text).toBe('Saved · just now');
    expect(saveState(base, now).text).toBe('Saved · 3 minutes ago');
    expect(saveState({ ...base, saved: { ...saved, updated_at: null } }, now).text).toBe('Saved');
  });

  it('names the form’s state: Draft until published, then Published or Changes not published', () => {
    expect(publication(createNewForm(), null)).toBe('draft');
    expect(publication(saved, null)).toBe('draft');
    expect(publication(saved, { version: null, created_at: null })).toBe('draft');
    expect(publication(saved, { version: 2, created_at: '2026-11-24 10:00:00' })).toBe('published');
    expect(publication(saved, { version: 2, created_at: '2026-11-24 09:00:00' })).toBe('changed');
  });
});
