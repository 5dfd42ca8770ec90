import { describe, expect, it } from 'vitest';
import type { ElementType } from '../element-types';
import type { Element } from '../schemas/element';
import { createElement, elementRegistry } from './registry';

const make = (type: ElementType, extra: Partial<Element> = {}): Element => ({ ...createElement(type, 1), ...extra });
const check = (element: Element, answer: unknown) => elementRegistry[element.type].validate(element, answer);
const filled = (element: Element, answer: unknown) => elementRegistry[element.type].isFilled(element, answer);
const format = (element: Element, answer: unknown) => elementRegistry[element.type].format(element, answer);

describe("Email (the HTML standard's valid e-mail address, as the browser checks it)", () => {
  const email = make('Email');
  it('accepts what <input type=email> accepts, trimmed', () => {
    expect(check(email, ' me@x ')).toBeNull();
    expect(check(email, "a.b+c!#$%&'*/=?^_`{|}~-@sub-1.example.org")).toBeNull();
  });
  it('refuses what the browser refuses', () => {
    for (const text of [
      'me.example.com',
      '@',
      'bad@@mail',
      'a@b..c',
      'a@-b.c',
      'a@b-.c',
      'a b@c.d',
      'a@b_c.d',
      'é@x.y',
      `a@${'b'.repeat(64)}.c`,
    ]) {
      expect(check(email, text)).toBe('Please enter a valid e-mail address.');
    }
    expect(check(email, ['a@b'])).not.toBeNull();
  });
});

describe('Number (minValue and maxValue)', () => {
  const number = make('Number', { minValue: 1, maxValue: '10' });
  it('accepts numbers and numeric text within the bounds', () => {
    expect(check(number, 1)).toBeNull();
    expect(check(number, '10')).toBeNull();
    expect(check(number, '2.5')).toBeNull();
  });
  it('refuses what is not a number or out of bounds', () => {
    expect(check(number, 'ten')).toBe('Please enter a number.');
    expect(check(number, 0)).toBe('Please enter a number of at least 1.');
    expect(check(number, 11)).toBe('Please enter a number of at most 10.');
  });
  it('has no bounds when unset', () => {
    expect(check(make('Number'), -1e9)).toBeNull();
  });
});

describe('Phone (docs/product.md §B5)', () => {
  const phone = make('Phone');
  it('accepts digits, space, parentheses, plus and minus up to 30 characters', () => {
    expect(check(phone, '+33 (0)6 12-34-56-78')).toBeNull();
    expect(check(phone, '1'.repeat(30))).toBeNull();
  });
  it('refuses other characters and more than 30', () => {
    expect(check(phone, '555-CALL')).toBe('Please use only digits, spaces, parentheses, plus and minus.');
    expect(check(phone, '1'.repeat(31))).toBe('Please use at most 30 characters.');
  });
  it('is filled when its trimmed length is over 6 (docs/product.md §B4)', () => {
    expect(filled(phone, '  123456  ')).toBe(false);
    expect(filled(phone, '1234567')).toBe(true);
  });
});

describe('option answers must be option values', () => {
  const radio = make('Radio', { options: ['Yes##y', 'No##n'] });
  const dropdown = make('Dropdown', { options: ['Red', 'Blue'] });
  const checkbox = make('Checkbox', { options: ['A##a', 'B##b', 'C##c'] });

  it('Radio and Dropdown take one value', () => {
    expect(check(radio, 'y')).toBeNull();
    expect(check(radio, 'Yes')).toBe('Please choose one of the options.');
    expect(check(dropdown, 'Blue')).toBeNull();
    expect(check(dropdown, 'Green')).toBe('Please choose one of the options.');
    expect(check(dropdown, ['Blue'])).toBe('Please choose one of the options.');
  });

  it('Checkbox checks each value', () => {
    expect(check(checkbox, ['a', 'c'])).toBeNull();
    expect(check(checkbox, ['a', 'z'])).toBe('Please choose one of the options.');
  });

  it('a dataset question is checked against its options, not waved through', () => {
    // Unresolved, it has no options to choose from; resolved (dataset-options.test.ts) it has the dataset's.
    expect(check(make('Dropdown', { options: [], hasDataset: true, dataset: 'countries' }), 'FR')).toBe(
      'Please choose one of the options.',
    );
  });

  it('radio is filled when an option is checked, checkbox when at least one is (docs/product.md §B4)', () => {
    expect(filled(radio, 'y')).toBe(true);
    expect(filled(radio, '')).toBe(false);
    expect(filled(checkbox, ['a'])).toBe(true);
    expect(filled(checkbox, [])).toBe(false);
  });

  it('formats values as their display texts', () => {
    expect(format(radio, 'n')).toBe('No');
    expect(format(checkbox, ['a', 'c'])).toBe('A, C');
  });
});

describe('RatingScale and NetPromoterScore', () => {
  it('rating runs from 1 to the top limit', () => {
    const rating = make('RatingScale', { ratingScaleOptionTopLimit: 7 });
    expect(check(rating, 1)).toBeNull();
    expect(check(rating, '7')).toBeNull();
    expect(check(rating, 0)).toBe('Please choose a rating from 1 to 7.');
    expect(check(rating, 8)).toBe('Please choose a rating from 1 to 7.');
    expect(check(rating, 2.5)).not.toBeNull();
    expect(check(make('RatingScale'), 6)).toBe('Please choose a rating from 1 to 5.');
  });

  it('rating is filled when not empty or undefined (docs/product.md §B4)', () => {
    const rating = make('RatingScale');
    expect(filled(rating, undefined)).toBe(false);
    expect(filled(rating, '')).toBe(false);
    expect(filled(rating, 3)).toBe(true);
  });

  it('rating and score offer their steps as rule values', () => {
    expect(elementRegistry.RatingScale.answerChoices(make('RatingScale')).map((c) => c.value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(elementRegistry.NetPromoterScore.answerChoices(make('NetPromoterScore'))).toHaveLength(11);
  });

  it('net promoter score runs from 0 to 10', () => {
    const nps = make('NetPromoterScore');
    expect(check(nps, 0)).toBeNull();
    expect(check(nps, '10')).toBeNull();
    expect(check(nps, 11)).toBe('Please choose a score from 0 to 10.');
    expect(check(nps, -1)).toBe('Please choose a score from 0 to 10.');
  });
});

describe('text, dates and the rest', () => {
  it('text obeys maxLength when set', () => {
    const text = make('TextBox', { maxLength: 5 });
    expect(check(text, 'abcde')).toBeNull();
    expect(check(text, 'abcdef')).toBe('Please use at most 5 characters.');
    expect(check(make('TextArea'), 'x'.repeat(10_000))).toBeNull();
    expect(check(make('TextBox'), { a: 1 })).toBe('Please enter text.');
  });

  it('dates must parse', () => {
    expect(check(make('Date'), '2024-02-29')).toBeNull();
    expect(check(make('DateTime'), '2024-02-29T10:30:00+01:00')).toBeNull();
    expect(check(make('Date'), 'someday')).toBe('Please enter a valid date.');
    expect(check(make('DateTime'), { start: '2024-01-01', end: 'never' })).toBe('Please enter a valid date.');
  });

  it('empty answers are left to the required check', () => {
    expect(check(make('Email'), '')).toBeNull();
    expect(check(make('Number'), undefined)).toBeNull();
  });

  it('layout elements take no answer', () => {
    for (const type of ['Button', 'Header', 'Separator', 'PageBreak', 'Image', 'Description'] as const) {
      expect(check(make(type), 'x')).toBeNull();
      expect(filled(make(type), 'x')).toBe(false);
      expect(format(make(type), 'x')).toBe('');
    }
  });
});

describe('plain-text formatting', () => {
  it('joins lists with ", "', () => {
    expect(format(make('List'), ['milk', ' ', 'eggs'])).toBe('milk, eggs');
  });

  it('flattens names and addresses readably', () => {
    expect(format(make('Name'), { lastName: 'Curie', firstName: 'Marie' })).toBe('Marie Curie');
    expect(format(make('Address'), { street: '1 rue de Rivoli', city: 'Paris', zip: '75001' })).toBe(
      '1 rue de Rivoli, Paris, 75001',
    );
    const located = { address: '1 rue de Rivoli 75001 Paris', location: { type: 'Point', coordinates: [2.35, 48.86] } };
    expect(format(make('LocationAddress'), located)).toBe('1 rue de Rivoli 75001 Paris (48.86, 2.35)');
    expect(check(make('LocationAddress'), located)).toBeNull();
    expect(
      check(make('LocationAddress'), { address: 'x', location: { type: 'Point', coordinates: ['a'] } }),
    ).not.toBeNull();
  });

  it('shows file names', () => {
    expect(format(make('File'), [{ fileName: 'cv.pdf', uploadName: 'u1' }, 'photo.png'])).toBe('cv.pdf, photo.png');
    expect(check(make('File'), [{ size: 1 }])).toBe('This answer is not valid.');
  });

  it('shows numbers and ratings as text', () => {
    expect(format(make('Number'), 42)).toBe('42');
    expect(format(make('RatingScale'), 4)).toBe('4');
  });
});
