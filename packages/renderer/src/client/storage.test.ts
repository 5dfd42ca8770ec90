// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { makeElement } from '../testing';
import { IDEMPOTENCY_KEY, drawPage, jsonResponse, mountPage, query, settle, typeInto } from './client-testing';
import { initForm } from './init';

const elements = [
  makeElement('TextBox', 1, { label: 'Name' }),
  makeElement('Checkbox', 2, { label: 'Topics', options: ['Art##art', 'Maths##maths', 'Music##music'] }),
  makeElement('Radio', 3, { label: 'Size', options: ['S', 'M'] }),
  makeElement('LocationAddress', 4, { label: 'Where' }),
  makeElement('File', 5, { label: 'CV' }),
  makeElement('URLParam', 6, { searchUrlParam: 'ref' }),
  makeElement('Button', 7),
];
const KEY = 'fb:answers:7:2';

afterEach(() => localStorage.clear());

const stored = (): Record<string, string[]> =>
  JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, string[]>;

describe('answers kept in localStorage per form version', () => {
  it('keeps answers on every change, never files, hidden per-view fields or URL parameters', () => {
    const { form } = mountPage({ elements }, { storage: localStorage, search: '?ref=mail' });
    typeInto(query<HTMLInputElement>(form, '#q_1'), 'Ada');
    query<HTMLInputElement>(form, 'input[name="q_2"][value="maths"]').click();
    query<HTMLInputElement>(form, 'input[name="q_3"][value="M"]').click();
    expect(stored()).toEqual({
      q_1: ['Ada'],
      q_2: ['maths'],
      q_3: ['M'],
      q_4: [''],
      'q_4.lat': [''],
      'q_4.lon': [''],
    });
    for (const name of ['_idempotency', '_started', '_hp', 'q_5', 'q_6']) expect(stored()).not.toHaveProperty(name);
  });

  it('restores them on the next visit of the same version, not of another', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        q_1: ['Ada'],
        q_2: ['art', 'music'],
        q_3: ['S'],
        q_4: ['1 Rue de Rivoli'],
        'q_4.lat': ['48.85'],
        'q_4.lon': ['2.35'],
      }),
    );
    const { form } = mountPage({ elements }, { storage: localStorage });
    expect(query<HTMLInputElement>(form, '#q_1').value).toBe('Ada');
    const checked = [...form.querySelectorAll<HTMLInputElement>('input[name="q_2"]:checked')].map((box) => box.value);
    expect(checked).toEqual(['art', 'music']);
    expect(query<HTMLInputElement>(form, 'input[name="q_3"][value="S"]').checked).toBe(true);
    expect(query<HTMLInputElement>(form, '#q_4').value).toBe('1 Rue de Rivoli');
    expect(query<HTMLInputElement>(form, 'input[name="q_4.lat"]').value).toBe('48.85');
    expect(query<HTMLInputElement>(form, 'input[name="_idempotency"]').value).toBe(IDEMPOTENCY_KEY);

    const other = mountPage({ elements, version: 3 }, { storage: localStorage });
    expect(query<HTMLInputElement>(other.form, '#q_1').value).toBe('');
  });

  it('ignores broken or blocked storage', () => {
    localStorage.setItem(KEY, '{not json');
    const { form } = mountPage({ elements }, { storage: localStorage });
    expect(query<HTMLInputElement>(form, '#q_1').value).toBe('');
    const blocked = drawPage({ elements });
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    initForm(blocked, { storage: full, fetch: null });
    expect(() => typeInto(query<HTMLInputElement>(blocked, '#q_1'), 'x')).not.toThrow();
  });

  it('clears them after a successful submit', async () => {
    const { form, fetch, navigate } = mountPage({ elements }, { storage: localStorage });
    typeInto(query<HTMLInputElement>(form, '#q_1'), 'Ada');
    expect(localStorage.getItem(KEY)).not.toBeNull();
    fetch.mockResolvedValueOnce(
      jsonResponse(201, { message: 'Thank you!', submissionId: 1, next: '/form/view/abc/thanks' }),
    );
    form.requestSubmit();
    await settle();
    expect(navigate).toHaveBeenCalledWith('/form/view/abc/thanks');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps nothing without a form id', () => {
    const form = drawPage({ elements, withoutData: true });
    initForm(form, { storage: localStorage, fetch: null });
    typeInto(query<HTMLInputElement>(form, '#q_1'), 'Ada');
    expect(localStorage.length).toBe(0);
  });
});
