// @vitest-environment jsdom
import { PHONE_PATTERN } from '@formbuilder/core';
import { describe, expect, it } from 'vitest';
import { ElementView } from '../element-view';
import { makeElement, one, ssr } from '../testing';
import { PHONE_INPUT_PATTERN } from './phone';

const input = (root: HTMLElement, selector = 'input') => one<HTMLInputElement>(root, selector);

describe('text inputs in renderer mode', () => {
  it('TextBox: text input with placeholder, maxLength and the previous answer', () => {
    const element = makeElement('TextBox', 1, { placeholder: 'Your city', maxLength: 40 });
    const field = input(ssr(<ElementView element={element} mode="renderer" value="Lyon" />));
    expect(field.type).toBe('text');
    expect(field.name).toBe('q_1');
    expect(field.id).toBe('q_1');
    expect(field.placeholder).toBe('Your city');
    expect(field.maxLength).toBe(40);
    expect(field.getAttribute('value')).toBe('Lyon');
  });

  it('TextBox: a maxLength of 0 means no limit', () => {
    const field = input(ssr(<ElementView element={makeElement('TextBox', 1, { maxLength: 0 })} mode="renderer" />));
    expect(field.hasAttribute('maxlength')).toBe(false);
  });

  it('TextArea: a textarea keeping the previous answer', () => {
    const root = ssr(<ElementView element={makeElement('TextArea', 2)} mode="renderer" value={'one\ntwo'} />);
    const area = one<HTMLTextAreaElement>(root, 'textarea');
    expect(area.name).toBe('q_2');
    expect(area.value).toBe('one\ntwo');
    expect(one(root, 'label').getAttribute('for')).toBe('q_2');
  });

  it('Number: min and max come from minValue and maxValue (docs/product.md §B5)', () => {
    const field = input(
      ssr(<ElementView element={makeElement('Number', 3, { minValue: '1', maxValue: 10 })} mode="renderer" />),
    );
    expect(field.type).toBe('number');
    expect(field.min).toBe('1');
    expect(field.max).toBe('10');
    expect(field.step).toBe('any');
  });

  it('Number: no bounds when unset', () => {
    const field = input(ssr(<ElementView element={makeElement('Number', 3)} mode="renderer" />));
    expect(field.hasAttribute('min')).toBe(false);
    expect(field.hasAttribute('max')).toBe(false);
  });

  it.each([
    ['Email', 'email'],
    ['Date', 'date'],
    ['DateTime', 'datetime-local'],
  ] as const)('%s is an input of type %s', (type, inputType) => {
    const field = input(ssr(<ElementView element={makeElement(type, 4)} mode="renderer" />));
    expect(field.type).toBe(inputType);
    expect(field.name).toBe('q_4');
  });

  it('File: a file input named q_{id}, with accept when the element has one', () => {
    const field = input(
      ssr(<ElementView element={makeElement('File', 5, { accept: '.pdf,image/*' })} mode="renderer" />),
    );
    expect(field.type).toBe('file');
    expect(field.name).toBe('q_5');
    expect(field.accept).toBe('.pdf,image/*');
  });
});

describe('Phone', () => {
  it('has a dial-code select defaulting to +1 (US) and a tel input (docs/product.md §B5 and §B9)', () => {
    const root = ssr(<ElementView element={makeElement('Phone', 6)} mode="renderer" />);
    const select = one<HTMLSelectElement>(root, 'select');
    expect(select.name).toBe('q_6.dialCode');
    expect(select.value).toBe('+1 (US)');
    const tel = input(root, 'input[type=tel]');
    expect(tel.name).toBe('q_6');
    expect(tel.maxLength).toBe(30);
    expect(tel.pattern).toBe(PHONE_INPUT_PATTERN);
  });

  it('offers the dial-code dataset and selects the default by display or value', () => {
    const datasets = {
      countriesDialCodes: [
        { value: '+33', display: '+33 (FR)' },
        { value: '+1', display: '+1 (US)' },
      ],
    };
    const root = ssr(<ElementView element={makeElement('Phone', 6)} mode="renderer" datasets={datasets} />);
    const select = one<HTMLSelectElement>(root, 'select');
    expect([...select.options].map((option) => option.textContent)).toEqual(['+33 (FR)', '+1 (US)']);
    expect(select.value).toBe('+1');
    const again = ssr(
      <ElementView
        element={makeElement('Phone', 6)}
        mode="renderer"
        datasets={datasets}
        value={{ dialCode: '+33', number: '612' }}
      />,
    );
    expect(one<HTMLSelectElement>(again, 'select').value).toBe('+33');
    expect(input(again, 'input[type=tel]').value).toBe('612');
  });

  it('accepts and refuses the same texts as core', () => {
    const attribute = new RegExp(`^(?:${PHONE_INPUT_PATTERN})$`, 'v');
    for (const sample of ['+1 (555) 010-0100', '0612345678', '', '555 01x', 'call me', '+33.6']) {
      expect(attribute.test(sample)).toBe(PHONE_PATTERN.test(sample));
    }
  });
});

describe('URLParam', () => {
  it('is a hidden input the script fills from the query string (docs/product.md §B3)', () => {
    const element = makeElement('URLParam', 7, { searchUrlParam: 'utm_source' });
    const root = ssr(<ElementView element={element} mode="renderer" value="newsletter" />);
    const field = input(root);
    expect(field.type).toBe('hidden');
    expect(field.name).toBe('q_7');
    expect(field.value).toBe('newsletter');
    expect(field.dataset.urlParam).toBe('utm_source');
    expect(root.querySelector('label')).toBeNull();
  });

  it('is a read-only labelled input when not hidden', () => {
    const element = makeElement('URLParam', 7, { searchUrlParam: 'ref', hidden: false });
    const field = input(ssr(<ElementView element={element} mode="renderer" />));
    expect(field.type).toBe('text');
    expect(field.readOnly).toBe(true);
    expect(field.dataset.urlParam).toBe('ref');
  });
});

describe('Dropdown', () => {
  it('starts with the placeholder option and submits option values (docs/product.md §B3)', () => {
    const element = makeElement('Dropdown', 8, { options: ['Paris##75', 'Lyon##69'] });
    const select = one<HTMLSelectElement>(ssr(<ElementView element={element} mode="renderer" value="69" />), 'select');
    expect(select.name).toBe('q_8');
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Choose an option'],
      ['75', 'Paris'],
      ['69', 'Lyon'],
    ]);
    expect(select.value).toBe('69');
  });

  it('uses its dataset when loaded, its own options when not', () => {
    const element = makeElement('Dropdown', 8, { hasDataset: true, dataset: 'months', options: ['Fallback'] });
    const datasets = { months: [{ value: '01', display: 'January' }] };
    const loaded = one<HTMLSelectElement>(
      ssr(<ElementView element={element} mode="renderer" datasets={datasets} />),
      'select',
    );
    expect([...loaded.options].map((option) => option.textContent)).toEqual(['Choose an option', 'January']);
    const missing = one<HTMLSelectElement>(ssr(<ElementView element={element} mode="renderer" />), 'select');
    expect([...missing.options].map((option) => option.textContent)).toEqual(['Choose an option', 'Fallback']);
  });
});

// On the builder's stage a hidden URL parameter is a chip, not a box visitors never see.
describe('URLParam on the builder stage', () => {
  it('is a chip naming its parameter, with its label, and no text box', () => {
    const element = makeElement('URLParam', 7, { label: 'Source', searchUrlParam: 'utm_source' });
    const root = ssr(<ElementView element={element} mode="builder" />);
    expect(one(root, '.fb-url-chip').textContent).toBe('SourceURL parameter · utm_source');
    expect(root.querySelector('input')).toBeNull();
  });

  it('says when no parameter is set, and stays a read-only box when shown to visitors', () => {
    expect(one(ssr(<ElementView element={makeElement('URLParam', 7)} mode="builder" />), '.fb-chip').textContent).toBe(
      'URL parameter · no parameter set',
    );
    const shown = ssr(
      <ElementView element={makeElement('URLParam', 7, { searchUrlParam: 'ref', hidden: false })} mode="builder" />,
    );
    expect(shown.querySelector('.fb-url-chip')).toBeNull();
    expect(input(shown).placeholder).toBe('?ref=');
  });
});
