import { describe, expect, it } from 'vitest';
import { decodeEntryValue, encodeEntryValue } from './entry-values';

describe('entry values', () => {
  it('keep text as text and the rest as JSON, and read both back', () => {
    for (const answer of ['Ada', ['cat', 'dog'], { firstName: 'Ada', lastName: 'Lovelace' }, { fileName: 'a.png' }]) {
      expect(decodeEntryValue(encodeEntryValue(answer))).toEqual(answer);
    }
    expect(encodeEntryValue('["not", "parsed"')).toBe('["not", "parsed"');
    expect(decodeEntryValue('[not json')).toBe('[not json');
    expect(decodeEntryValue(null)).toBeUndefined();
  });
});
