import { parseOptions } from '@formbuilder/core';
import { describe, expect, it } from 'vitest';
import {
  addOption,
  moveOption,
  optionParts,
  pastedLines,
  pasteOptions,
  removeOption,
  setDisplay,
  setStoredValue,
} from './options-list';

describe('options list', () => {
  it("keeps an option's own stored value when its text changes, in core's display##value format", () => {
    const options = ['Tea', 'Coffee##coffee'];
    expect(setDisplay(options, 0, 'Green tea')).toEqual(['Green tea', 'Coffee##coffee']);
    expect(setDisplay(options, 1, 'Espresso')).toEqual(['Tea', 'Espresso##coffee']);
    expect(parseOptions(setDisplay(options, 1, 'Espresso'))[1]).toEqual({ display: 'Espresso', value: 'coffee' });
    // Typed the old way, it is taken as written.
    expect(setDisplay(options, 0, 'Water##w')).toEqual(['Water##w', 'Coffee##coffee']);
  });

  it('sets and clears a stored value; the same text as the shown one stays a value of its own', () => {
    expect(setStoredValue(['Tea'], 0, 'tea-1')).toEqual(['Tea##tea-1']);
    expect(setStoredValue(['Tea##tea-1'], 0, '')).toEqual(['Tea']);
    expect(setStoredValue(['Tea'], 0, 'Tea')).toEqual(['Tea##Tea']);
    expect(optionParts('Tea##tea-1')).toEqual({ display: 'Tea', storedValue: 'tea-1' });
    expect(optionParts('Tea')).toEqual({ display: 'Tea', storedValue: '' });
  });

  it('moves, removes and adds options', () => {
    expect(moveOption(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveOption(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveOption(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
    expect(removeOption(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(addOption(['Option 1', 'Option 2'])).toEqual(['Option 1', 'Option 2', 'Option 3']);
    expect(addOption(['Option 3##x', 'b'])).toEqual(['Option 3##x', 'b', 'Option 4']);
  });

  it('pastes several lines as one option each, joined to the text around the selection', () => {
    expect(pastedLines('just one')).toBeNull();
    expect(pastedLines('Red\r\n\n  Green \nBlue##b\n')).toEqual(['Red', 'Green', 'Blue##b']);
    expect(pasteOptions(['Option 1', 'Last'], 0, ['Red', 'Green', 'Blue##b'], '', '')).toEqual([
      'Red',
      'Green',
      'Blue##b',
      'Last',
    ]);
    expect(pasteOptions(['Dark ', 'x'], 0, ['red', 'green'], 'Dark ', ' tone')).toEqual([
      'Dark red',
      'green tone',
      'x',
    ]);
    // The pasted-into option keeps its stored value.
    expect(pasteOptions(['Yes##y'], 0, ['Yes please', 'No'], '', '')).toEqual(['Yes please##y', 'No']);
    expect(pasteOptions(['a'], 0, ['x'.repeat(2100), 'b'], '', '')[0]).toHaveLength(2000);
  });
});
