import { describe, expect, it } from 'vitest';
import { splitPages } from '../pages';
import { formPropsSchema } from '../schemas/form';
import { stepsOnServerWithLogic, visitorParams } from './visitor-steps';

describe('the URL parameters a visitor’s page carries', () => {
  it('reads the first value of each name, 50 names and 2,000 characters at most', () => {
    expect(visitorParams('')).toEqual({});
    expect(visitorParams('utm_source=a%20b&utm_source=c&plan=pro')).toEqual({ utm_source: 'a b', plan: 'pro' });
    const many = Array.from({ length: 60 }, (_, i) => `p${String(i)}=1`).join('&');
    expect(Object.keys(visitorParams(many))).toHaveLength(50);
    expect(visitorParams(`a=${'x'.repeat(2100)}`).a).toHaveLength(1998);
  });
});

describe('a form with jumps without the script', () => {
  const elements = [
    { id: 1, type: 'TextBox', label: 'A' },
    { id: 2, type: 'PageBreak' },
    { id: 3, type: 'TextBox', label: 'B' },
  ];
  const jump = { id: 'j', from: 0, to: { kind: 'page', page: 2 }, conditions: [] };
  it('goes page by page through the server, unless a File question comes before the last page', () => {
    const props = formPropsSchema.parse({ elements, logic: { jumps: [jump] } });
    expect(stepsOnServerWithLogic(splitPages(props.elements), props)).toBe(true);
    const plain = formPropsSchema.parse({ elements });
    expect(stepsOnServerWithLogic(splitPages(plain.elements), plain)).toBe(false);
    const withFile = formPropsSchema.parse({
      elements: [{ id: 9, type: 'File', label: 'CV' }, ...elements],
      logic: { jumps: [jump] },
    });
    expect(stepsOnServerWithLogic(splitPages(withFile.elements), withFile)).toBe(false);
  });
  it('goes page by page for a form that saves partial responses, files or not, when it has pages', () => {
    const withFile = formPropsSchema.parse({ elements: [{ id: 9, type: 'File', label: 'CV' }, ...elements] });
    expect(stepsOnServerWithLogic(splitPages(withFile.elements), withFile, true)).toBe(true);
    const onePage = formPropsSchema.parse({ elements: [{ id: 1, type: 'TextBox', label: 'A' }] });
    expect(stepsOnServerWithLogic(splitPages(onePage.elements), onePage, true)).toBe(false);
  });
});
