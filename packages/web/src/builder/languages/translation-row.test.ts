import { describe, expect, it } from 'vitest';
import { plainText } from './translation-row';

describe('plainText (docs/product.md, "Translating a form")', () => {
  it('reads a rich text as its words: inline tags leave no space, blocks are apart', () => {
    expect(plainText('<p>We answer <strong>within a day</strong>.</p><p>Or <a href="#">write</a>!</p>')).toBe(
      'We answer within a day. Or write!',
    );
    expect(plainText('<b>Bold</b>&nbsp;&amp; <span class="x">plain</span>')).toBe('Bold & plain');
    expect(plainText('<br>line<br/>break')).toBe('line break');
  });
});
