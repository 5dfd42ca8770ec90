// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ENGLISH } from '@formbuilder/core/runtime';
import { makeElement } from '../testing';
import { drawPage, errorText, mountPage, query, typeInto } from './client-testing';
import { initForm } from './init';
import { storageKey } from './storage';
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

describe('the language switcher with the script', () => {
  it('keeps the answers typed so far and the address’s other parameters across a switch', () => {
    window.history.replaceState(null, '', '/form/view/abc?lang=fr&ref=mail');
    const form = drawPage({ elements, lang: 'fr' });
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<nav class="fb-languages"><ul><li><a href="/form/view/abc" data-lang="en">English</a></li></ul></nav>',
    );
    const link = query<HTMLAnchorElement>(document, '.fb-languages a');
    link.addEventListener('click', (event) => {
      event.preventDefault();
    });
    window.localStorage.clear();
    initForm(form, { fetch: null, storage: window.localStorage, search: '' });
    expect(link.getAttribute('href')).toBe('/form/view/abc?lang=en&ref=mail');
    const name = query<HTMLInputElement>(form, '#q_1');
    name.value = 'Ada';
    link.click();
    expect(window.localStorage.getItem(storageKey(7, 2))).toContain('Ada');
  });

  it('carries the page the visitor is on, and the page in the other language opens on it', () => {
    window.history.replaceState(null, '', '/form/view/abc?lang=fr');
    const form = drawPage({ elements, lang: 'fr' });
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<nav class="fb-languages"><ul><li><a href="/form/view/abc" data-lang="en">English</a></li></ul></nav>',
    );
    const link = query<HTMLAnchorElement>(document, '.fb-languages a');
    link.addEventListener('click', (event) => {
      event.preventDefault();
    });
    window.localStorage.clear();
    initForm(form, { fetch: null, storage: window.localStorage, search: '' });
    link.click();
    expect(new URL(link.href).hash).toBe('');
    typeInto(query<HTMLInputElement>(form, '#q_1'), 'Ada');
    query<HTMLButtonElement>(form, 'button[data-action="next"]').click();
    link.click();
    expect(new URL(link.href).hash).toBe('#fb-page=2');

    // The English page, opened from that link: page 2 shown, the name kept on page 1.
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/form/view/abc?lang=en#fb-page=2');
    const english = drawPage({ elements });
    initForm(english, { fetch: null, storage: window.localStorage, search: '' });
    expect(query(english, 'section[data-page="2"]').hidden).toBe(false);
    expect(query(english, 'section[data-page="1"]').hidden).toBe(true);
    expect(query<HTMLInputElement>(english, '#q_1').value).toBe('Ada');
  });

  it('opens on the first page when the fragment names no page of the form', () => {
    window.history.replaceState(null, '', '/form/view/abc?lang=en#fb-page=9');
    const form = drawPage({ elements });
    initForm(form, { fetch: null, storage: null, search: '' });
    expect(query(form, 'section[data-page="1"]').hidden).toBe(false);
  });
});
