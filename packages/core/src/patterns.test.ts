import { describe, expect, it } from 'vitest';
import * as core from './index';

// Every pattern core exports is applied to input from outside (answers,
// e-mails, titles). Lint (eslint-plugin-regexp's super-linear rules) checks every pattern
// in the tree statically; this runs the exported ones on 100 KB of hostile text. Quadratic
// backtracking on 100 KB takes seconds to minutes; a linear pass takes about a millisecond, so the
// bound of 1 s holds on a busy machine and still catches it.
const patterns = Object.entries(core).filter((entry): entry is [string, RegExp] => entry[1] instanceof RegExp);

/** Long runs of each character the pattern names, and of common separators, each with a rejecting tail. */
function hostileInputs(pattern: RegExp): string[] {
  const characters = new Set(
    [...pattern.source.replace(/\\[pP]\{[^}]*\}/g, '')].filter((c) => !'\\^$*+?()[]{}|'.includes(c)),
  );
  for (const c of 'a0 .@-/<é') characters.add(c);
  const size = 100_000;
  return [...characters].flatMap((c) => [
    c.repeat(size) + '\u0000',
    `${c}\u0001`.repeat(size / 2) + '!',
    `${'a'}${c}`.repeat(size / 2),
  ]);
}

describe('exported patterns run in linear time on 100 KB of hostile input', () => {
  it('finds the patterns to check', () => {
    expect(patterns.map(([name]) => name)).toEqual(expect.arrayContaining(['PHONE_PATTERN', 'WIDGET_TITLE_PATTERN']));
  });

  it.each(patterns)('%s', (_name, pattern) => {
    for (const input of hostileInputs(pattern)) {
      const started = performance.now();
      pattern.lastIndex = 0;
      pattern.test(input);
      expect(performance.now() - started, `${pattern} on ${JSON.stringify(input.slice(0, 12))}…`).toBeLessThan(1_000);
    }
  });
});
