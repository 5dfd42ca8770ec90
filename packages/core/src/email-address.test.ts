import { describe, expect, it } from 'vitest';
import { MAX_EMAIL_LENGTH, isAccountEmailAddress, isHtmlEmailAddress } from './email-address';
import { emailSchema } from './accounts';

describe('isHtmlEmailAddress (the HTML standard)', () => {
  it.each(['a@b', 'first.last@example.com', "x!#$%&'*+/=?^_`{|}~-@a-b.c1", '.dots.@x'])('accepts %j', (text) =>
    expect(isHtmlEmailAddress(text)).toBe(true),
  );
  it.each([
    '',
    'a',
    '@b',
    'a@',
    'a@@b',
    'a@b@c',
    'a@.b',
    'a@b.',
    'a@b..c',
    'a@-b',
    'a@b-',
    'a b@c',
    'a@b c',
    'a(b)@c',
    'ü@x.y',
    'a@ü.de',
  ])('refuses %j', (text) => expect(isHtmlEmailAddress(text)).toBe(false));
  it('limits labels to 63 characters and the whole address to 254', () => {
    expect(isHtmlEmailAddress(`a@${'b'.repeat(63)}.c`)).toBe(true);
    expect(isHtmlEmailAddress(`a@${'b'.repeat(64)}.c`)).toBe(false);
    const longest = `${'a'.repeat(MAX_EMAIL_LENGTH - 6)}@bc.de`;
    expect(isHtmlEmailAddress(longest)).toBe(true);
    expect(isHtmlEmailAddress(`a${longest}`)).toBe(false);
  });
});

describe('isAccountEmailAddress (docs/product.md §A5)', () => {
  it('needs two characters, a dot and two characters after the @', () => {
    expect(isAccountEmailAddress('a@bc.de')).toBe(true);
    expect(isAccountEmailAddress('a@b.cd.ef')).toBe(true);
    expect(isAccountEmailAddress('a@b.cd')).toBe(false);
    expect(isAccountEmailAddress('a@bc.d')).toBe(false);
    expect(isAccountEmailAddress('a@bcde')).toBe(false);
  });
});

describe('e-mail checks on hostile input', () => {
  // The old pattern /^\S+@\S{2,}\.\S{2,}$/ took seconds on a few kilobytes of these.
  const hostile = [
    `${'a@'.repeat(50_000)}`,
    `a@${'a.'.repeat(50_000)}`,
    `${'@.'.repeat(50_000)}x`,
    `a@${'-'.repeat(100_000)}`,
    `${'a'.repeat(100_000)}@`,
  ];
  it.each(hostile.map((text, index) => [index, text] as const))(
    'answers at once for input %i (100 KB)',
    (_index, text) => {
      const started = performance.now();
      expect(isAccountEmailAddress(text)).toBe(false);
      expect(emailSchema.safeParse(text).success).toBe(false);
      expect(performance.now() - started).toBeLessThan(50);
    },
  );
});
