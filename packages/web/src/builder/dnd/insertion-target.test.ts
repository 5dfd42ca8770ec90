import { createElement } from '@formbuilder/core';
import type { Element } from '@formbuilder/core';
import { describe, expect, it } from 'vitest';
import { landingWords } from './insertion-target';

const labelled = (id: number, label: string): Element => ({ ...createElement('TextBox', id), label });
const list = [labelled(1, 'Name'), labelled(2, 'E-mail'), labelled(3, 'Phone')];

describe('where a drop lands, in words', () => {
  it('names the neighbours of a new element', () => {
    expect(landingWords(list, { elementId: 2, side: 'before' }, null)).toBe("between 'Name' and 'E-mail'");
    expect(landingWords(list, { elementId: 2, side: 'after' }, null)).toBe("between 'E-mail' and 'Phone'");
    expect(landingWords(list, { elementId: 1, side: 'before' }, null)).toBe("at the top, before 'Name'");
    expect(landingWords(list, { elementId: 3, side: 'after' }, null)).toBe("at the end, after 'Phone'");
    expect(landingWords([], null, null)).toBe('as the only element');
  });

  it('leaves a moved element out of its old place, and names its own place when over itself', () => {
    // Name moved down over Phone: it lands after Phone, with E-mail now first.
    expect(landingWords(list, { elementId: 3, side: 'after' }, 1)).toBe("at the end, after 'Phone'");
    // Phone moved up over E-mail: between Name and E-mail.
    expect(landingWords(list, { elementId: 2, side: 'before' }, 3)).toBe("between 'Name' and 'E-mail'");
    expect(landingWords(list, null, 2)).toBe("between 'Name' and 'Phone'");
  });
});
