import { describe, expect, it } from 'vitest';
import { optionDisplay, parseOption, parseOptions } from './options';
import { isValidTag, normaliseTag } from './tags';
import { stripHtml, truncateText } from './text';

describe('parseOption (docs/product.md §B3, display##value)', () => {
  it('splits display and value at ##', () => {
    expect(parseOption('Yes, please##yes')).toEqual({ display: 'Yes, please', value: 'yes' });
  });

  it('uses one text as both without ##', () => {
    expect(parseOption('Option 1')).toEqual({ display: 'Option 1', value: 'Option 1' });
  });

  it('splits at the first ## only', () => {
    expect(parseOption('a##b##c')).toEqual({ display: 'a', value: 'b##c' });
  });

  it('parses dataset items the same way and finds display texts', () => {
    const options = parseOptions(['France##FR', 'Germany##DE']);
    expect(optionDisplay(options, 'DE')).toBe('Germany');
    expect(optionDisplay(options, 'XX')).toBe('XX');
  });
});

describe('normaliseTag (docs/product.md §B5, tags)', () => {
  it('keeps a plain tag', () => {
    expect(normaliseTag('survey_2024-q1')).toBe('survey_2024-q1');
  });

  it('keeps only the leading run of letters, digits, _ and -', () => {
    expect(normaliseTag('hello world')).toBe('hello');
    expect(normaliseTag('abc!def')).toBe('abc');
  });

  it('caps the input at 24 characters', () => {
    expect(normaliseTag('a'.repeat(30))).toBe('a'.repeat(24));
  });

  it('returns null when there is no leading run', () => {
    expect(normaliseTag('')).toBeNull();
    expect(normaliseTag('#tag')).toBeNull();
    expect(normaliseTag(' tag')).toBeNull();
  });

  it('tells a stored tag is valid', () => {
    expect(isValidTag('quiz')).toBe(true);
    expect(isValidTag('quiz!')).toBe(false);
  });
});

describe('text helpers', () => {
  it('strips markup from rich-text labels', () => {
    expect(stripHtml('<p>Your <b>name</b>&nbsp;&amp; age</p>')).toBe('Your name & age');
  });

  it('truncates with an ellipsis', () => {
    expect(truncateText('abcdef', 3)).toBe('abc...');
    expect(truncateText('abc', 3)).toBe('abc');
  });
});
