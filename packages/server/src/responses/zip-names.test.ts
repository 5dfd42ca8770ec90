import { describe, expect, it } from 'vitest';
import { safeName, uniqueName } from './zip-export';

describe('the ZIP’s names', () => {
  it('keeps a plain name and makes any other safe for every file system', () => {
    expect(safeName('cv.pdf', 'file')).toBe('cv.pdf');
    expect(safeName('../../etc/passwd', 'file')).toBe('_.._etc_passwd');
    expect(safeName('a:b*c?"d"<e>|f\\g\u0001.txt', 'file')).toBe('a_b_c__d__e__f_g_.txt');
    expect(safeName(' .. ', 'file')).toBe('file');
    expect(safeName('CON.txt', 'file')).toBe('_CON.txt');
    const long = safeName(`${'x'.repeat(300)}.jpeg`, 'file');
    expect([long.length, long.endsWith('x.jpeg')]).toEqual([100, true]);
  });

  it('numbers a name already taken, ignoring case', () => {
    const taken = new Set<string>();
    expect(['a.txt', 'A.txt', 'a.txt', 'notes'].map((name) => uniqueName(name, taken))).toEqual([
      'a.txt',
      'A (2).txt',
      'a (3).txt',
      'notes',
    ]);
  });
});
