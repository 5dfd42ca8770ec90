import { describe, expect, it } from 'vitest';
import { readerOf, sampleElement } from '../testing';
import { listElement } from './list';

// docs/product.md §B3 List: one textarea named q_{id}, one item per line.
describe('List answer', () => {
  const element = sampleElement('List', 2);

  it('splits the lines (LF or CRLF), trims them and drops blank ones', () => {
    const answer = listElement.readAnswer(element, readerOf({ q_2: 'milk\r\n\n eggs \nflour' }));
    expect(answer).toEqual(['milk', 'eggs', 'flour']);
    expect(listElement.validate(element, answer)).toBeNull();
    expect(listElement.readAnswer(element, readerOf({}))).toEqual([]);
  });
});
