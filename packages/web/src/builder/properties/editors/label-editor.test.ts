import { createElement } from '@formbuilder/core';
import { describe, expect, it } from 'vitest';
import { wantsRichLabel } from './rich-text-editors';

describe('which labels get the rich-text editor', () => {
  it('gives plain text to a question, rich text where the element asks for it', () => {
    expect(wantsRichLabel(createElement('TextBox', 1))).toBe(false);
    expect(wantsRichLabel(createElement('Header', 1))).toBe(false);
    expect(wantsRichLabel(createElement('Description', 1))).toBe(true);
    expect(wantsRichLabel({ ...createElement('Radio', 1), editor: true })).toBe(true);
    expect(wantsRichLabel({ ...createElement('Radio', 1), editor: false })).toBe(false);
  });

  it('keeps a label that already has markup rich, unless the type’s own flag is off', () => {
    expect(wantsRichLabel({ ...createElement('TextBox', 1), label: '<b>Name</b>' })).toBe(true);
    expect(wantsRichLabel({ ...createElement('Radio', 1), label: '<b>Pick</b>' })).toBe(false);
  });
});
