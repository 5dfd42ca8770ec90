// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { makeElement } from '../testing';
import { commit, drawPage, errorText, mountPage, query, typeInto } from './client-testing';
import { initForm } from './init';

describe('show/hide rules (docs/product.md §B3 rules)', () => {
  const elements = [
    makeElement('Radio', 1, { label: 'Contact?', options: ['Yes##yes', 'No##no'] }),
    makeElement('Email', 2, { label: 'E-mail', required: true }),
    makeElement('TextBox', 3, { label: 'Why not?' }),
  ];
  const rules = [
    {
      id: 1,
      type: 'showHide',
      if: { field: 1, operator: 'equals', value: 'yes' },
      then: { command: 'show', field: 2 },
    },
    {
      id: 2,
      type: 'showHide',
      if: { field: 1, operator: 'equals', value: 'yes' },
      then: { command: 'hide', field: 3 },
    },
  ] as const;
  const node = (id: number) => query(document, `[data-element-id="${String(id)}"]`);

  it('hides a shown-by-rule question at first, without native required', () => {
    mountPage({ elements, rules: [...rules] });
    expect(node(2).hidden).toBe(true);
    expect(query<HTMLInputElement>(document, '#q_2').required).toBe(false);
    expect(node(3).hidden).toBe(false);
  });

  it('shows it when the condition holds, restoring required from data-required, and hides it again', () => {
    const { form } = mountPage({ elements, rules: [...rules] });
    query<HTMLInputElement>(form, 'input[value="yes"]').click();
    expect(node(2).hidden).toBe(false);
    expect(query<HTMLInputElement>(form, '#q_2').required).toBe(true);
    expect(node(3).hidden).toBe(true);

    form.requestSubmit();
    expect(errorText(2)).toBe('Required field');
    query<HTMLInputElement>(form, 'input[value="no"]').click();
    expect(node(2).hidden).toBe(true);
    expect(query<HTMLInputElement>(form, '#q_2').required).toBe(false);
    // a hidden question is not required: its message goes with it
    expect(errorText(2)).toBeNull();
    expect(query(form, '#q_2').hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('native required on the first run', () => {
  it('follows data-required whatever the server drew', () => {
    const form = drawPage({ elements: [makeElement('TextBox', 1, { required: true }), makeElement('TextBox', 2)] });
    query<HTMLInputElement>(form, '#q_1').required = false;
    query<HTMLInputElement>(form, '#q_2').required = true;
    initForm(form, { fetch: null, storage: null });
    expect(query<HTMLInputElement>(form, '#q_1').required).toBe(true);
    expect(query<HTMLInputElement>(form, '#q_2').required).toBe(false);
  });
});

describe('inline messages (core validateAnswers, docs/product.md §B5)', () => {
  const elements = [
    makeElement('TextBox', 1, {
      label: 'Name',
      required: true,
      requiredText: 'We need a name.',
      sublabelText: 'As on your passport',
    }),
    makeElement('Number', 2, { label: 'Age', minValue: 18, maxValue: 99 }),
    makeElement('Email', 3, { label: 'E-mail' }),
    makeElement('Name', 4, { label: 'Full name', required: true }),
    makeElement('Checkbox', 5, { label: 'Topics', options: ['A', 'B'], required: true }),
  ];

  it('shows requiredText on leaving a touched question, wired with aria, and clears it when fixed', () => {
    const { form } = mountPage({ elements });
    const input = query<HTMLInputElement>(form, '#q_1');
    input.focus();
    input.blur();
    // untouched: leaving it says nothing yet
    expect(errorText(1)).toBeNull();
    typeInto(input, 'x');
    typeInto(input, '');
    input.blur();
    expect(errorText(1)).toBe('We need a name.');
    const slot = query(form, '#q_1-error');
    expect(slot.getAttribute('role')).toBe('alert');
    expect(slot.className).toBe('fb-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('q_1-sublabel q_1-error');

    typeInto(input, 'Ada');
    expect(errorText(1)).toBeNull();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.getAttribute('aria-describedby')).toBe('q_1-sublabel');
  });

  it('enforces Number min and max with their messages', () => {
    const { form } = mountPage({ elements });
    const age = query<HTMLInputElement>(form, '#q_2');
    typeInto(age, '12');
    commit(age);
    expect(errorText(2)).toBe('Please enter a number of at least 18.');
    typeInto(age, '120');
    expect(errorText(2)).toBe('Please enter a number of at most 99.');
    typeInto(age, '40');
    expect(errorText(2)).toBeNull();
  });

  it('checks an e-mail for its @ on change', () => {
    const { form } = mountPage({ elements });
    const email = query<HTMLInputElement>(form, '#q_3');
    typeInto(email, 'ada.example.com');
    commit(email);
    expect(errorText(3)).toBe('Please enter a valid e-mail address.');
  });

  it('does not check a Name between its own parts, puts group messages in the fieldset', () => {
    const { form } = mountPage({ elements });
    const first = query<HTMLInputElement>(form, 'input[name="q_4.firstName"]');
    const last = query<HTMLInputElement>(form, 'input[name="q_4.lastName"]');
    typeInto(first, 'A');
    typeInto(first, '');
    first.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: last }));
    expect(errorText(4)).toBeNull();
    first.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    expect(errorText(4)).toBe('Required field');
    expect(query(form, '#q_4-error').parentElement?.tagName).toBe('FIELDSET');
    expect(last.getAttribute('aria-describedby')).toBe('q_4-error');
  });

  it('validates every question on submit: checkbox groups included', () => {
    const { form, fetch } = mountPage({ elements });
    form.requestSubmit();
    expect(fetch).not.toHaveBeenCalled();
    expect([errorText(1), errorText(2), errorText(3), errorText(4), errorText(5)]).toEqual([
      'We need a name.',
      null,
      null,
      'Required field',
      'Required field',
    ]);
    expect(document.activeElement).toBe(query(form, '#q_1'));
  });
});
