import { describe, expect, it } from 'vitest';
import { readerOf, sampleElement } from '../testing';
import { nameElement, nameFieldNames } from './name';

// docs/product.md §B3 Name: a first and a last name, each its own field.
describe('Name answer', () => {
  const element = sampleElement('Name', 1);

  it('is submitted as q_{id}.firstName and q_{id}.lastName', () => {
    expect(nameFieldNames(element)).toEqual({ firstName: 'q_1.firstName', lastName: 'q_1.lastName' });
  });

  it('reads back { firstName, lastName }, trimmed, which core validates and formats', () => {
    const answer = nameElement.readAnswer(element, readerOf({ 'q_1.firstName': ' Ada ', 'q_1.lastName': 'Lovelace' }));
    expect(answer).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(nameElement.validate(element, answer)).toBeNull();
    expect(nameElement.format(element, answer)).toBe('Ada Lovelace');
  });

  it('reads an object of empty parts when nothing was typed, which is not filled', () => {
    const answer = nameElement.readAnswer(element, readerOf({}));
    expect(answer).toEqual({ firstName: '', lastName: '' });
    expect(nameElement.isFilled(element, answer)).toBe(false);
  });
});
