import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES } from '../element-types';
import { QUESTION_REQUIRED_TEXT_DEFAULT, UNWEIGHTED } from './definition';
import { descriptionFontSize } from './description';
import { createElement, elementRegistry, elementTypes, getElementDefinition } from './registry';

// docs/product.md §B3, element table
const TABLE = {
  Address: ['Address', UNWEIGHTED],
  LocationAddress: ['Location Address', UNWEIGHTED],
  TextBox: ['Short Text', 1],
  Number: ['Number', 1],
  DateTime: ['Date Time', 1],
  Date: ['Date', 1],
  File: ['File Upload', 1],
  URLParam: ['URL Parameter', 1],
  TextArea: ['Long Text', 2],
  Radio: ['Single Choice', 3],
  Checkbox: ['Multiple Choice', 4],
  RatingScale: ['Rating Scale', 6],
  Email: ['E-mail', 11],
  Button: ['Submit Button', 13],
  Header: ['Header', 14],
  Description: ['Description', 14],
  PageBreak: ['Page Break', 15],
  Separator: ['Separator', 16],
  Dropdown: ['Dropdown', UNWEIGHTED],
  Phone: ['Phone', UNWEIGHTED],
  List: ['List', UNWEIGHTED],
  Name: ['Name', UNWEIGHTED],
  NetPromoterScore: ['Net Promoter Score', UNWEIGHTED],
  Image: ['Image', UNWEIGHTED],
} as const;

describe('element registry', () => {
  it('holds every type of the product’s table, keyed by type', () => {
    expect(Object.keys(elementRegistry).sort()).toEqual([...ELEMENT_TYPES].sort());
    expect(ELEMENT_TYPES).toHaveLength(24);
    for (const type of ELEMENT_TYPES) expect(elementRegistry[type].type).toBe(type);
  });

  it.each(Object.entries(TABLE))('%s has its display name and weight', (type, [displayName, weight]) => {
    const definition = getElementDefinition(type);
    expect(definition?.displayName).toBe(displayName);
    expect(definition?.weight).toBe(weight);
  });

  it('sorts unweighted types after every weighted one', () => {
    const weighted = Object.values(elementRegistry).filter((definition) => definition.weight !== UNWEIGHTED);
    expect(Math.max(...weighted.map((definition) => definition.weight))).toBeLessThan(UNWEIGHTED);
  });

  it('lists types by weight, then by name', () => {
    expect(elementTypes).toHaveLength(24);
    expect(elementTypes.slice(0, 6)).toEqual(['Date', 'DateTime', 'File', 'Number', 'TextBox', 'URLParam']);
    expect(elementTypes.slice(6, 10)).toEqual(['TextArea', 'Radio', 'Checkbox', 'RatingScale']);
    expect(elementTypes.slice(-8)).toEqual([
      'Address',
      'Dropdown',
      'Image',
      'List',
      'LocationAddress',
      'Name',
      'NetPromoterScore',
      'Phone',
    ]);
  });

  it('knows no other type', () => {
    expect(getElementDefinition('Captcha')).toBeUndefined();
    expect(getElementDefinition('toString')).toBeUndefined();
  });
});

describe('settings offered', () => {
  it('does not offer required for Button, Header, Separator, PageBreak and Image (docs/product.md §B5)', () => {
    const without = ELEMENT_TYPES.filter((type) => !elementRegistry[type].hasRequired);
    expect(without.sort()).toEqual(['Button', 'Header', 'Image', 'PageBreak', 'Separator']);
  });

  it('marks the types that take an answer', () => {
    const layout = ELEMENT_TYPES.filter((type) => !elementRegistry[type].isInput);
    expect(layout.sort()).toEqual(['Button', 'Description', 'Header', 'Image', 'PageBreak', 'Separator']);
  });

  it('marks the option-like types whose rule values are chosen (docs/product.md §B5)', () => {
    const withOptions = ELEMENT_TYPES.filter((type) => elementRegistry[type].hasOptions);
    expect(withOptions.sort()).toEqual(['Checkbox', 'Dropdown', 'NetPromoterScore', 'Radio', 'RatingScale']);
  });

  it('gives each answer type a statistics chart', () => {
    const chart = (type: keyof typeof TABLE) => elementRegistry[type].chartType;
    expect(chart('TextBox')).toBe('lastFive');
    expect(chart('Radio')).toBe('pieChart');
    expect(chart('Dropdown')).toBe('pieChart');
    expect(chart('Checkbox')).toBe('barChart');
    expect(chart('NetPromoterScore')).toBe('netPromoterScore');
    expect(chart('RatingScale')).toBe('average');
    expect(chart('Number')).toBe('average');
    expect(chart('Button')).toBeNull();
  });
});

describe('defaults (docs/product.md §B3 table)', () => {
  it('gives questions requiredText "Required field", not required', () => {
    for (const type of ELEMENT_TYPES.filter((t) => elementRegistry[t].isInput)) {
      expect(elementRegistry[type].defaults).toMatchObject({
        required: false,
        requiredText: QUESTION_REQUIRED_TEXT_DEFAULT,
      });
    }
    expect(QUESTION_REQUIRED_TEXT_DEFAULT).toBe('Required field');
  });

  it('Dropdown: Option 1, Option 2 and "Choose an option"', () => {
    expect(elementRegistry.Dropdown.defaults).toMatchObject({
      options: ['Option 1', 'Option 2'],
      placeholder: 'Choose an option',
    });
  });

  it('Radio: unselect button "Clear Selection"', () => {
    expect(elementRegistry.Radio.defaults).toMatchObject({ unselectButtonText: 'Clear Selection' });
  });

  it('RatingScale: Center, Numbers, top limit 5', () => {
    expect(elementRegistry.RatingScale.defaults).toMatchObject({
      ratingScaleFloat: 'Center',
      ratingScaleOptionType: 'Numbers',
      ratingScaleOptionTopLimit: 5,
    });
  });

  it('Description: font 14, #000000, 16 when unset', () => {
    expect(elementRegistry.Description.defaults).toMatchObject({ fontSize: 14, fontColor: '#000000' });
    expect(descriptionFontSize({ id: 0, type: 'Description' })).toBe(16);
    expect(descriptionFontSize(createElement('Description', 0))).toBe(14);
  });

  it('Header centred, Button "Submit", Phone "+1 (US)", PageBreak Next/Previous/Submit', () => {
    expect(elementRegistry.Header.defaults).toMatchObject({ alignment: 'Center' });
    expect(elementRegistry.Button.defaults).toMatchObject({ buttonText: 'Submit' });
    expect(elementRegistry.Phone.defaults).toMatchObject({ defaultDialCode: '+1 (US)' });
    expect(elementRegistry.PageBreak.defaults).toMatchObject({
      nextButtonText: 'Next',
      previousButtonText: 'Previous',
      submitButtonText: 'Submit',
    });
  });

  it('creates elements whose defaults are copies, valid against their settings', () => {
    const a = createElement('Radio', 3);
    const b = createElement('Radio', 4);
    a.options?.push('Option 3');
    expect(b.options).toEqual(['Option 1', 'Option 2']);
    for (const type of ELEMENT_TYPES) {
      const element = createElement(type, 7);
      expect(element).toMatchObject({ id: 7, type });
      expect(elementRegistry[type].settings.safeParse(element).success).toBe(true);
    }
  });
});
