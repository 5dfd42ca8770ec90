// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { makeElement } from '../testing';
import { errorText, mountPage, query, shownPages, typeInto } from './client-testing';

// docs/product.md §B2 multi-page forms, §B4 page break style; README "Hooks for the vanilla script"
const threePages = [
  makeElement('Header', 1, { label: 'About you' }),
  makeElement('TextBox', 2, { label: 'Name', required: true, requiredText: 'Tell us your name.' }),
  makeElement('PageBreak', 3),
  makeElement('Radio', 4, { label: 'Pets?', options: ['Yes##yes', 'No##no'] }),
  makeElement('PageBreak', 5),
  makeElement('TextBox', 6, { label: 'Which pets?' }),
  makeElement('PageBreak', 7),
  makeElement('Email', 8, { label: 'E-mail' }),
  makeElement('Button', 9),
];
// Page 3 only holds question 6, shown when the answer to 4 is yes.
const showPets = [
  { id: 1, type: 'showHide', if: { field: 4, operator: 'equals', value: 'yes' }, then: { command: 'show', field: 6 } },
] as const;

describe('pages', () => {
  it('takes the form over: no fb-no-js, novalidate, page 1 only', () => {
    const { form } = mountPage({ elements: threePages });
    expect(form.classList.contains('fb-no-js')).toBe(false);
    expect(form.noValidate).toBe(true);
    expect(shownPages(form)).toEqual([1]);
  });

  it('blocks Next until the required question is filled, then shows, focuses and announces page 2', () => {
    const { form } = mountPage({ elements: threePages });
    const next = query<HTMLButtonElement>(form, 'section[data-page="1"] [data-action="next"]');
    next.click();
    expect(shownPages(form)).toEqual([1]);
    expect(errorText(2)).toBe('Tell us your name.');
    expect(document.activeElement).toBe(query(form, '#q_2'));

    typeInto(query<HTMLInputElement>(form, '#q_2'), 'Ada');
    expect(errorText(2)).toBeNull();
    next.click();
    expect(shownPages(form)).toEqual([2]);
    expect(document.activeElement).toBe(query(form, 'input[name="q_4"][value="yes"]'));
    expect(query(form, '[data-fb-announcer]').textContent).toBe('Page 2 of 4');
  });

  it('focuses the heading when a page starts with one, and Previous goes back', () => {
    const { form } = mountPage({ elements: threePages });
    typeInto(query<HTMLInputElement>(form, '#q_2'), 'Ada');
    query<HTMLButtonElement>(form, 'section[data-page="1"] [data-action="next"]').click();
    query<HTMLButtonElement>(form, 'section[data-page="2"] [data-action="previous"]').click();
    expect(shownPages(form)).toEqual([1]);
    expect(document.activeElement).toBe(query(form, 'section[data-page="1"] .fb-heading'));
    expect(query(form, '[data-fb-announcer]').textContent).toBe('Page 1 of 4');
  });

  it('skips a page whose every element the rules hide, both ways', () => {
    const { form } = mountPage({ elements: threePages, rules: [...showPets] });
    typeInto(query<HTMLInputElement>(form, '#q_2'), 'Ada');
    query<HTMLButtonElement>(form, 'section[data-page="1"] [data-action="next"]').click();
    query<HTMLInputElement>(form, 'input[name="q_4"][value="no"]').click();
    query<HTMLButtonElement>(form, 'section[data-page="2"] [data-action="next"]').click();
    expect(shownPages(form)).toEqual([4]);
    query<HTMLButtonElement>(form, 'section[data-page="4"] [data-action="previous"]').click();
    expect(shownPages(form)).toEqual([2]);

    query<HTMLInputElement>(form, 'input[name="q_4"][value="yes"]').click();
    query<HTMLButtonElement>(form, 'section[data-page="2"] [data-action="next"]').click();
    expect(shownPages(form)).toEqual([3]);
    expect(document.activeElement).toBe(query(form, '#q_6'));
  });

  it('turns the Next and Previous that post to the server without the script into page buttons', () => {
    const { form, fetch } = mountPage({ elements: threePages, rules: [...showPets] });
    const moves = [...form.querySelectorAll<HTMLButtonElement>('[data-action="next"], [data-action="previous"]')];
    expect(moves).toHaveLength(6);
    expect(moves.map((button) => button.type)).toEqual(Array.from({ length: 6 }, () => 'button'));
    typeInto(query<HTMLInputElement>(form, '#q_2'), 'Ada');
    query<HTMLButtonElement>(form, 'section[data-page="1"] [data-action="next"]').click();
    expect(shownPages(form)).toEqual([2]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('treats a submit before the last page (Enter in a field) as Next', () => {
    const { form, fetch } = mountPage({ elements: threePages });
    form.requestSubmit();
    expect(fetch).not.toHaveBeenCalled();
    expect(shownPages(form)).toEqual([1]);
    expect(errorText(2)).toBe('Tell us your name.');
    typeInto(query<HTMLInputElement>(form, '#q_2'), 'Ada');
    form.requestSubmit();
    expect(shownPages(form)).toEqual([2]);
  });

  it('on submit, opens an earlier page where a rule has since shown a required question', () => {
    const elements = [
      makeElement('Header', 1, { label: 'Start' }),
      makeElement('TextBox', 2, { label: 'Company', required: true }),
      makeElement('PageBreak', 3),
      makeElement('TextBox', 4, { label: 'Working?' }),
      makeElement('Button', 5),
    ];
    const rules = [
      {
        id: 1,
        type: 'showHide',
        if: { field: 4, operator: 'equals', value: 'yes' },
        then: { command: 'show', field: 2 },
      },
    ] as const;
    const { form, fetch } = mountPage({ elements, rules: [...rules] });
    query<HTMLButtonElement>(form, '[data-action="next"]').click();
    typeInto(query<HTMLInputElement>(form, '#q_4'), 'yes');
    form.requestSubmit();
    expect(fetch).not.toHaveBeenCalled();
    expect(shownPages(form)).toEqual([1]);
    expect(errorText(2)).toBe('Required field');
    expect(document.activeElement).toBe(query(form, '#q_2'));
  });

  it('leaves a one-page form alone apart from taking it over', () => {
    const { form } = mountPage({ elements: [makeElement('TextBox', 1), makeElement('Button', 2)] });
    expect(shownPages(form)).toEqual([1]);
    expect(form.querySelector('[data-action="next"]')).toBeNull();
  });
});
