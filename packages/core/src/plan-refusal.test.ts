import { describe, expect, it } from 'vitest';
import { lockedElementTypes, lockedElementsMessage } from './plan-refusal';

describe('element types a role does not include', () => {
  const elements = [
    { id: 1, type: 'TextBox' as const },
    { id: 2, type: 'File' as const },
    { id: 3, type: 'NetPromoterScore' as const },
    { id: 4, type: 'File' as const },
  ];

  it('lists them in the order they first appear, with their questions; an admin has none', () => {
    expect(lockedElementTypes(elements, { TextBox: true, NetPromoterScore: true }, false)).toEqual([
      { type: 'File', name: 'File Upload', ids: [2, 4] },
    ]);
    expect(lockedElementTypes(elements, { TextBox: true }, false).map((entry) => entry.type)).toEqual([
      'File',
      'NetPromoterScore',
    ]);
    expect(lockedElementTypes(elements, {}, true)).toEqual([]);
  });

  it('says which types and how many questions to remove', () => {
    expect(lockedElementsMessage(lockedElementTypes(elements, { TextBox: true, File: true }, false))).toBe(
      'Your plan does not include Net Promoter Score: remove the Net Promoter Score question to save.',
    );
    expect(lockedElementsMessage(lockedElementTypes(elements, { TextBox: true }, false))).toBe(
      'Your plan does not include File Upload and Net Promoter Score: remove the 2 File Upload questions and the Net Promoter Score question to save.',
    );
  });
});
