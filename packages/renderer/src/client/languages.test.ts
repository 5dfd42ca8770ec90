// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ENGLISH } from '@formbuilder/core/runtime';
import { makeElement } from '../testing';
import { errorText, mountPage, query, typeInto } from './client-testing';
import { setPageWords } from './words';

// docs/product.md, "Languages": the script speaks the one catalogue its page carries.

const elements = [
  makeElement('TextBox', 1, { label: 'Nom', required: true, requiredText: 'Required field' }),
  makeElement('Email', 2, { label: 'E-mail' }),
  makeElement('PageBreak', 3, {}),
  makeElement('Number', 4, { label: 'Âge', minValue: 18 }),
];

afterEach(() => {
  setPageWords(ENGLISH);
});

describe('the script in the visitor’s language', () => {
  it('checks answers with the French messages the page carries', () => {
    const { form } = mountPage({ elements, lang: 'fr' });
    typeInto(query<HTMLInputElement>(form, '#q_2'), 'not an address');
    query<HTMLButtonElement>(form, 'button[data-action="next"]').click();
    expect(errorText(1)).toBe('Veuillez remplir ce champ.');
    expect(errorText(2)).toBe('Veuillez saisir une adresse e-mail valide.');
    expect(query(form, 'section[data-page="1"] .fb-progress p').textContent).toBe('Étape 1 sur 2');
  });

  it('says the step and the messages in Arabic', () => {
    const { form } = mountPage({ elements, lang: 'ar' });
    typeInto(query<HTMLInputElement>(form, '#q_1'), 'سارة');
    query<HTMLButtonElement>(form, 'button[data-action="next"]').click();
    typeInto(query<HTMLInputElement>(form, '#q_4'), '12');
    form.requestSubmit();
    expect(errorText(4)).toBe('يُرجى إدخال رقم لا يقل عن 18.');
    expect(query(document, '[role="status"], [aria-live]').textContent).toContain('الصفحة 2 من 2');
  });

  it('speaks English when the page carries no catalogue', () => {
    const { form } = mountPage({ elements });
    query<HTMLButtonElement>(form, 'button[data-action="next"]').click();
    expect(errorText(1)).toBe('Required field');
  });
});
