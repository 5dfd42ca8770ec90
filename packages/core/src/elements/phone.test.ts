import { describe, expect, it } from 'vitest';
import { readerOf, sampleElement } from '../testing';
import { phoneElement, phoneFieldNames } from './phone';

// docs/product.md §B3 Phone, §B5 and §B9: the number and the chosen dial code are two
// fields, read back as the one text core validates.
describe('Phone answer', () => {
  const element = sampleElement('Phone', 6);
  const read = (fields: Record<string, string>) => phoneElement.readAnswer(element, readerOf(fields));

  it('is submitted as q_{id} (the number) and q_{id}.dialCode', () => {
    expect(phoneFieldNames(element)).toEqual({ number: 'q_6', dialCode: 'q_6.dialCode' });
  });

  it("joins the dial code's prefix and the trimmed number", () => {
    expect(read({ q_6: ' 555 0100 ', 'q_6.dialCode': '+1 (US)' })).toBe('+1 555 0100');
    expect(read({ q_6: '6 12 34 56 78', 'q_6.dialCode': '+33 (FR)' })).toBe('+33 6 12 34 56 78');
    expect(read({ q_6: '555 0100', 'q_6.dialCode': '+1-684 (AS)' })).toBe('+1-684 555 0100');
    expect(phoneElement.validate(element, read({ q_6: '555 0100', 'q_6.dialCode': '+1 (US)' }))).toBeNull();
  });

  it('keeps the number alone when it has its own prefix, the code has none, or it is empty', () => {
    expect(read({ q_6: '+44 20 7946', 'q_6.dialCode': '+1 (US)' })).toBe('+44 20 7946');
    expect(read({ q_6: '555 0100', 'q_6.dialCode': 'United States' })).toBe('555 0100');
    expect(read({ q_6: '555 0100' })).toBe('555 0100');
    expect(read({ q_6: '', 'q_6.dialCode': '+1 (US)' })).toBe('');
    expect(read({ 'q_6.dialCode': '+1 (US)' })).toBe('');
  });

  it('never lets the prefix push the answer past 30 characters (docs/product.md §B9)', () => {
    const number = '1'.repeat(28);
    expect(read({ q_6: number, 'q_6.dialCode': '+33 (FR)' })).toBe(number);
    expect(read({ q_6: '1'.repeat(26), 'q_6.dialCode': '+33 (FR)' })).toBe(`+33 ${'1'.repeat(26)}`);
  });
});
