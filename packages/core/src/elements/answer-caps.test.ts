import { describe, expect, it } from 'vitest';
import type { ElementType } from '../element-types';
import { ANSWER_MAX_LENGTH } from '../limits';
import { validateAnswers } from '../rules/validate';
import type { Element } from '../schemas/element';
import { longestText } from './answers';
import { FILE_QUESTION_MAX_FILES, fileAccepts } from './file';
import { createElement, elementRegistry } from './registry';

// Answers have caps the server enforces with the same code as the browser.
const make = (type: ElementType, extra: Partial<Element> = {}): Element => ({ ...createElement(type, 1), ...extra });
const check = (element: Element, answer: unknown) => elementRegistry[element.type].validate(element, answer);
const text = (length: number) => 'x'.repeat(length);

describe('the answer length cap', () => {
  it('is 10,000 characters', () => {
    expect(ANSWER_MAX_LENGTH).toBe(10_000);
  });

  it.each(['TextBox', 'TextArea', 'URLParam'] as const)(
    'takes a %s answer of exactly the cap and refuses one more character',
    (type) => {
      expect(check(make(type), text(ANSWER_MAX_LENGTH))).toBeNull();
      expect(check(make(type), text(ANSWER_MAX_LENGTH + 1))).toBe('Please use at most 10000 characters.');
    },
  );

  it("keeps a question's smaller maxLength, and caps a larger or empty one", () => {
    expect(check(make('TextBox', { maxLength: 5 }), text(6))).toBe('Please use at most 5 characters.');
    expect(check(make('TextBox', { maxLength: 50_000 }), text(ANSWER_MAX_LENGTH + 1))).toBe(
      'Please use at most 10000 characters.',
    );
    expect(check(make('TextArea', { maxLength: 0 }), text(ANSWER_MAX_LENGTH + 1))).toBe(
      'Please use at most 10000 characters.',
    );
    expect(check(make('TextArea', { maxLength: null }), text(ANSWER_MAX_LENGTH))).toBeNull();
  });

  it('reaches texts inside composite and list answers, and answers of other kinds', () => {
    const long = text(ANSWER_MAX_LENGTH + 1);
    expect(check(make('Name'), { firstName: 'Ada', lastName: long })).toBe('Please use at most 10000 characters.');
    expect(check(make('Address'), { street: long })).toBe('Please use at most 10000 characters.');
    expect(check(make('List'), ['short', long])).toBe('Please use at most 10000 characters.');
    expect(check(make('Date'), `2026-01-01${' '.repeat(ANSWER_MAX_LENGTH)}`)).toBe(
      'Please use at most 10000 characters.',
    );
    expect(check(make('Dropdown', { options: [long] }), long)).toBe('Please use at most 10000 characters.');
    expect(check(make('Name'), { firstName: 'Ada', lastName: 'Lovelace' })).toBeNull();
  });

  it('finds the longest text however deep it is nested', () => {
    let nested: unknown = text(12);
    for (let depth = 0; depth < 10_000; depth += 1) nested = [nested];
    expect(longestText(nested)).toBe(12);
    expect(longestText({ a: ['xy', { b: 'xyz' }], c: 7 })).toBe(3);
    expect(longestText(42)).toBe(0);
  });

  it('shows in validateAnswers as the message of the question', () => {
    const elements = [make('TextBox'), { ...make('TextArea'), id: 2 }];
    expect(validateAnswers(elements, [], { 1: 'fine', 2: text(ANSWER_MAX_LENGTH + 1) })).toEqual({
      2: 'Please use at most 10000 characters.',
    });
  });
});

describe('the number of values of a multiple choice', () => {
  const pets = make('Checkbox', { options: ['Cat##cat', 'Dog##dog'] });

  it('is at most its number of options, repeats included', () => {
    expect(check(pets, ['cat', 'dog'])).toBeNull();
    expect(check(pets, ['cat', 'dog', 'cat'])).toBe('Please choose at most 2 options.');
    expect(check(make('Checkbox', { options: ['Only'] }), ['Only', 'Only'])).toBe('Please choose at most 1 option.');
  });

  it('still refuses values that are not options', () => {
    expect(check(pets, ['cat', 'fish'])).toBe('Please choose one of the options.');
  });
});

describe('File questions', () => {
  const file = make('File');

  it('take one file', () => {
    expect(FILE_QUESTION_MAX_FILES).toBe(1);
    expect(check(file, { fileName: 'a.pdf' })).toBeNull();
    expect(check(file, [{ fileName: 'a.pdf' }, { fileName: 'b.pdf' }])).toBe('Please send at most 1 file.');
  });

  it("follow the question's accept list by extension, type or family", () => {
    expect(fileAccepts(file, 'a.exe', 'application/x-msdownload')).toBe(true);
    const accepting = make('File', { accept: '.pdf, image/*' });
    expect(fileAccepts(accepting, 'CV.PDF', 'application/pdf')).toBe(true);
    expect(fileAccepts(accepting, 'photo.bin', 'image/png')).toBe(true);
    expect(fileAccepts(accepting, 'notes.txt', 'text/plain')).toBe(false);
    expect(fileAccepts(make('File', { accept: 'text/csv' }), 'a.csv', 'text/csv')).toBe(true);
    expect(fileAccepts(make('File', { accept: 'text/csv' }), 'a.txt', 'text/plain')).toBe(false);
  });
});
