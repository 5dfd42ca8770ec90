// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { makeElement } from '../testing';
import {
  drawPage,
  errorText,
  jsonResponse,
  mountPage,
  query,
  requestUrl,
  settle,
  shownPages,
  typeInto,
} from './client-testing';

// docs/product.md, "Logic": the visitor's page follows the form's jumps, ends where its path
// ends, counts its steps along the path and keeps recalled texts live.

// Page 1: the plan and a name. Basic skips page 2; None ends the form at once.
// Page 2 (opened by break 10): a required company. Page 3 (break 11): recalled texts.
const elements = [
  makeElement('Radio', 1, { label: 'Plan', options: ['Basic##basic', 'Pro##pro', 'None##none'] }),
  makeElement('TextBox', 2, { label: 'Name' }),
  makeElement('PageBreak', 10),
  makeElement('TextBox', 3, { label: 'Company of {{answer:2}}', required: true, requiredText: 'Your company?' }),
  makeElement('PageBreak', 11),
  makeElement('TextBox', 4, {
    label: '<p>Thanks {{answer:2}}</p>',
    sublabelText: 'You chose {{answer:1}} worth {{var:total}}, from {{param:utm_source}}',
    placeholder: 'Hi {{answer:2}}',
  }),
  makeElement('Button', 20, { buttonText: 'Send' }),
];

const answerIs = (question: number, value: string) => ({
  source: { kind: 'answer', question },
  operator: 'equals',
  value,
});

const logic = {
  jumps: [
    { id: 'skip', from: 0, to: { kind: 'page', page: 11 }, conditions: [answerIs(1, 'basic')] },
    { id: 'stop', from: 0, to: { kind: 'ending', ending: 'bye' }, conditions: [answerIs(1, 'none')] },
  ],
  variables: [{ id: 'total', name: 'Total', kind: 'number', initial: 0 }],
  updates: [{ id: 'u', variable: 'total', action: 'set', operand: { kind: 'score', question: 1 } }],
  endings: [
    { id: 'bye', name: 'Bye', kind: 'thanks', text: 'Bye' },
    { id: 'done', name: 'Done', kind: 'thanks', text: 'Done' },
  ],
  scores: { '1': { basic: 10, pro: 25 } },
};

const choose = (form: HTMLFormElement, value: string) => {
  const radio = query<HTMLInputElement>(form, `input[name="q_1"][value="${value}"]`);
  radio.checked = true;
  radio.dispatchEvent(new Event('change', { bubbles: true }));
};
const button = (form: HTMLFormElement, page: number, selector: string) =>
  query<HTMLButtonElement>(form, `section[data-page="${String(page)}"] ${selector}`);
const next = (form: HTMLFormElement, page: number) => button(form, page, '[data-action="next"]').click();
const previous = (form: HTMLFormElement, page: number) => button(form, page, '[data-action="previous"]').click();
const step = (form: HTMLFormElement, page: number) =>
  query(form, `section[data-page="${String(page)}"] .fb-progress p`).textContent;
const recalled = (form: HTMLFormElement, reference: string) =>
  [...form.querySelectorAll(`.fb-recall[data-recall="${reference}"]`)].map((span) => span.textContent);

describe('a form with jumps on the visitor’s page', () => {
  it('jumps over the page the answer skips, counts the steps along the path and goes back the way it came', () => {
    const { form } = mountPage({ elements, logic });
    expect(step(form, 1)).toBe('Step 1 of 3');
    choose(form, 'basic');
    expect(step(form, 1)).toBe('Step 1 of 2');
    next(form, 1);
    expect(shownPages(form)).toEqual([3]);
    expect(step(form, 3)).toBe('Step 2 of 2');
    expect(query(form, '[data-fb-announcer]').textContent).toBe('Step 2 of 2');
    const bar = query<HTMLProgressElement>(form, 'section[data-page="3"] progress');
    expect([bar.value, bar.max]).toEqual([2, 2]);
    previous(form, 3);
    expect(shownPages(form)).toEqual([1]);
  });

  it('takes every page when no jump holds, checking only the page being left, and Previous retraces them', () => {
    const { form } = mountPage({ elements, logic });
    choose(form, 'pro');
    next(form, 1);
    expect(shownPages(form)).toEqual([2]);
    next(form, 2);
    expect(shownPages(form)).toEqual([2]);
    expect(errorText(3)).toBe('Your company?');
    typeInto(query<HTMLInputElement>(form, '#q_3'), 'Acme');
    next(form, 2);
    expect(shownPages(form)).toEqual([3]);
    expect(step(form, 3)).toBe('Step 3 of 3');
    previous(form, 3);
    expect(shownPages(form)).toEqual([2]);
    previous(form, 2);
    expect(shownPages(form)).toEqual([1]);
  });

  it('shows Submit instead of Next on a page whose path ends there, and submits from it without the pages it skips', async () => {
    const { form, fetch, navigate } = mountPage({ elements, logic });
    const end = button(form, 1, 'button[data-end-submit]');
    expect(end.hidden).toBe(true);
    expect(end.textContent).toBe('Send');
    choose(form, 'none');
    expect(end.hidden).toBe(false);
    expect(button(form, 1, '[data-action="next"]').hidden).toBe(true);
    expect(step(form, 1)).toBe('Step 1 of 1');
    // Changing the answer brings Next back.
    choose(form, 'pro');
    expect(end.hidden).toBe(true);
    choose(form, 'none');

    fetch.mockResolvedValueOnce(jsonResponse(201, { message: 'Bye', submissionId: 1, next: '/form/view/abc/thanks' }));
    end.click();
    await settle();
    // Page 2's required company is off the path: it does not stop the submission.
    expect(errorText(3)).toBeNull();
    expect(requestUrl(fetch.mock.calls[0]?.[0])).toBe('http://localhost:3000/form/view/abc');
    const body = fetch.mock.calls[0]?.[1]?.body as URLSearchParams;
    expect(body.get('q_1')).toBe('none');
    expect(body.get('_params')).toBe('');
    expect(navigate).toHaveBeenCalledWith('/form/view/abc/thanks');
  });

  it('on the last page of the path, Submit checks the pages on it', async () => {
    const { form, fetch } = mountPage({ elements, logic });
    choose(form, 'basic');
    next(form, 1);
    fetch.mockResolvedValueOnce(jsonResponse(201, { message: 'Done', submissionId: 2, next: '/thanks' }));
    button(form, 3, 'button.fb-submit:not([data-end-submit])').click();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(errorText(3)).toBeNull();
  });
});

describe('recall and URL parameters on the visitor’s page', () => {
  it('writes the query the server drew into _params, or the address’s own on a cached page', () => {
    const drawn = mountPage({ elements, logic, query: 'utm_source=news&plan=pro' });
    expect(query<HTMLInputElement>(drawn.form, 'input[name="_params"]').value).toBe('utm_source=news&plan=pro');
    expect(recalled(drawn.form, 'param:utm_source')).toEqual(['news']);

    const cached = mountPage({ elements, logic }, { search: '?utm_source=mail' });
    expect(query<HTMLInputElement>(cached.form, 'input[name="_params"]').value).toBe('utm_source=mail');
    expect(recalled(cached.form, 'param:utm_source')).toEqual(['mail']);

    const plain = mountPage({ elements: elements.slice(0, 2) }, { search: '?utm_source=mail' });
    expect(plain.form.querySelector('input[name="_params"]')).toBeNull();
  });

  it('rewrites recalled answers, values and placeholders as the visitor answers, as text', () => {
    const { form } = mountPage({ elements, logic, query: 'utm_source=news' });
    expect(recalled(form, 'answer:2')).toEqual(['', '']);
    expect(recalled(form, 'var:total')).toEqual(['0']);
    typeInto(query<HTMLInputElement>(form, '#q_2'), 'Ada <b>Lovelace</b>');
    expect(recalled(form, 'answer:2')).toEqual(['Ada <b>Lovelace</b>', 'Ada <b>Lovelace</b>']);
    expect(form.querySelector('.fb-recall b')).toBeNull();
    expect(query<HTMLInputElement>(form, '#q_4').placeholder).toBe('Hi Ada <b>Lovelace</b>');
    choose(form, 'pro');
    // A choice reads as its display text; the value its score gives.
    expect(recalled(form, 'answer:1')).toEqual(['Pro']);
    expect(recalled(form, 'var:total')).toEqual(['25']);
    expect(query(form, '#q_4-sublabel').textContent).toBe('You chose Pro worth 25, from news');
  });

  it('draws the values the server knows, escaped', () => {
    const form = drawPage({ elements, logic, answers: { '2': '<i>Bo</i>', '1': 'basic' } });
    const label = query(form, 'section[data-page="2"] .fb-label');
    expect(label.innerHTML).toContain('<span class="fb-recall" data-recall="answer:2">&lt;i&gt;Bo&lt;/i&gt;</span>');
    expect(recalled(form, 'var:total')).toEqual(['10']);
    // The path the answers take: the server shows Submit where it ends.
    expect(button(form, 1, 'button[data-end-submit]').hidden).toBe(true);
    expect(query(form, 'section[data-page="3"] .fb-progress p').textContent).toBe('Step 2 of 2');
  });
});
