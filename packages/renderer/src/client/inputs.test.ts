// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { makeElement } from '../testing';
import { errorText, mountPage, query, typeInto } from './client-testing';

describe('Radio Clear Selection (docs/product.md §B4)', () => {
  const elements = [
    makeElement('Radio', 1, {
      label: 'Size',
      options: ['S', 'M', 'L'],
      isUnselectable: true,
      required: true,
      requiredText: 'Pick a size.',
    }),
    makeElement('Radio', 2, { label: 'Colour', options: ['Red', 'Blue'], isUnselectable: true }),
  ];

  it('unchecks every option and marks the required check invalid', () => {
    const { form } = mountPage({ elements });
    const clear = query<HTMLButtonElement>(form, 'button[data-action="clear-selection"][data-target="q_1"]');
    expect(clear.type).toBe('button');
    query<HTMLInputElement>(form, 'input[name="q_1"][value="M"]').click();
    expect(errorText(1)).toBeNull();
    clear.click();
    expect([...form.querySelectorAll<HTMLInputElement>('input[name="q_1"]')].some((radio) => radio.checked)).toBe(
      false,
    );
    expect(errorText(1)).toBe('Pick a size.');
  });

  it('clears an optional question without a message', () => {
    const { form } = mountPage({ elements });
    query<HTMLInputElement>(form, 'input[name="q_2"][value="Red"]').click();
    query<HTMLButtonElement>(form, 'button[data-target="q_2"]').click();
    expect(query<HTMLInputElement>(form, 'input[name="q_2"][value="Red"]').checked).toBe(false);
    expect(errorText(2)).toBeNull();
  });
});

describe('Phone input filter (docs/product.md §B5 and §B9)', () => {
  it('keeps digits, space, parentheses, plus and minus, 30 at most', () => {
    const { form } = mountPage({ elements: [makeElement('Phone', 1, { label: 'Phone' })] });
    const phone = query<HTMLInputElement>(form, 'input[name="q_1"]');
    typeInto(phone, '+33 (0)6-12a.b34;56');
    expect(phone.value).toBe('+33 (0)6-123456');
    typeInto(phone, '1'.repeat(40));
    expect(phone.value).toBe('1'.repeat(30));
  });

  it('keeps the caret where it was', () => {
    const { form } = mountPage({ elements: [makeElement('Phone', 1, { label: 'Phone' })] });
    const phone = query<HTMLInputElement>(form, 'input[name="q_1"]');
    phone.value = '12x34';
    phone.setSelectionRange(3, 3);
    phone.dispatchEvent(new Event('input', { bubbles: true }));
    expect(phone.value).toBe('1234');
    expect(phone.selectionStart).toBe(2);
  });

  it('leaves other tel-less inputs alone', () => {
    const { form } = mountPage({ elements: [makeElement('TextBox', 1, { label: 'Text' })] });
    const text = query<HTMLInputElement>(form, '#q_1');
    typeInto(text, 'abc!');
    expect(text.value).toBe('abc!');
  });
});

describe('URLParam (docs/product.md §B3, searchUrlParam)', () => {
  it('fills hidden and visible URL parameter fields from the query string', () => {
    const elements = [
      makeElement('URLParam', 1, { searchUrlParam: 'utm_source' }),
      makeElement('URLParam', 2, { searchUrlParam: 'ref', hidden: false, label: 'Referrer' }),
      makeElement('URLParam', 3, { searchUrlParam: 'missing' }),
    ];
    const { form } = mountPage({ elements }, { search: '?utm_source=newsletter&ref=a%20friend' });
    expect(query<HTMLInputElement>(form, 'input[name="q_1"]').value).toBe('newsletter');
    expect(query<HTMLInputElement>(form, 'input[name="q_2"]').value).toBe('a friend');
    expect(query<HTMLInputElement>(form, 'input[name="q_3"]').value).toBe('');
    expect(new FormData(form).get('q_1')).toBe('newsletter');
  });
});

describe('File questions hidden by a rule', () => {
  const elements = [
    makeElement('Radio', 1, { label: 'Attach a CV?', options: ['yes', 'no'] }),
    makeElement('File', 2, { label: 'CV' }),
  ];
  const rules = [
    {
      id: 1,
      type: 'showHide' as const,
      if: { field: 1, operator: 'equals' as const, value: 'yes' },
      then: { command: 'show' as const, field: 2 },
    },
  ];

  it('sends no file while hidden: its input is disabled, and enabled again when shown', () => {
    const { form } = mountPage({ elements, rules });
    const file = query<HTMLInputElement>(form, 'input[name="q_2"]');
    expect(file.type).toBe('file');
    expect(file.disabled).toBe(true);
    query<HTMLInputElement>(form, 'input[name="q_1"][value="yes"]').click();
    expect(file.disabled).toBe(false);
    query<HTMLInputElement>(form, 'input[name="q_1"][value="no"]').click();
    expect(file.disabled).toBe(true);
  });
});

describe('Dropdown marked as link (docs/product.md §B3)', () => {
  it('shows the link of the chosen option as the visitor picks, and hides it for a non-address', () => {
    const options = ['Docs##https://example.org/docs', 'Blog##https://example.org/blog', 'None##none'];
    const { form } = mountPage({
      elements: [makeElement('Dropdown', 1, { label: 'Where to?', options, isLink: true })],
    });
    const select = query<HTMLSelectElement>(form, 'select[name="q_1"]');
    const link = query<HTMLAnchorElement>(form, 'a[data-link-for="q_1"]');
    expect(link.hidden).toBe(true);
    const choose = (value: string) => {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose('https://example.org/blog');
    expect(link.hidden).toBe(false);
    expect(link.href).toBe('https://example.org/blog');
    expect(link.textContent).toBe('Blog');
    choose('none');
    expect(link.hidden).toBe(true);
    expect(link.hasAttribute('href')).toBe(false);
  });
});

// The hint under a native date picker follows the picker's order, the visitor's locale.
describe('date hints', () => {
  const elements = [makeElement('Date', 1, { label: 'Start' }), makeElement('DateTime', 2, { label: 'Meeting' })];
  const hints = (form: HTMLFormElement) => [...form.querySelectorAll('.fb-hint')].map((hint) => hint.textContent);

  it('says the order of the visitor’s locale once the script runs', () => {
    expect(hints(mountPage({ elements }, { locale: 'en-GB' }).form)).toEqual([
      'Format: DD/MM/YYYY',
      'Format: DD/MM/YYYY, hh:mm',
    ]);
    expect(hints(mountPage({ elements }, { locale: 'en-US' }).form)).toEqual([
      'Format: MM/DD/YYYY',
      'Format: MM/DD/YYYY, hh:mm AM/PM',
    ]);
  });

  it('keeps the ISO form where the browser has no date picker (its text box takes that)', () => {
    const type = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'type');
    // An old browser: setting an unknown type leaves a text input.
    Object.defineProperty(HTMLInputElement.prototype, 'type', {
      configurable: true,
      get: () => 'text',
      set: () => undefined,
    });
    try {
      expect(hints(mountPage({ elements }, { locale: 'en-US' }).form)).toEqual([
        'Format: YYYY-MM-DD',
        'Format: YYYY-MM-DD hh:mm',
      ]);
    } finally {
      if (type) Object.defineProperty(HTMLInputElement.prototype, 'type', type);
    }
  });
});
