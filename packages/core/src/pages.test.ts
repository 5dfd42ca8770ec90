import { describe, expect, it } from 'vitest';
import { pageIndexOf, splitPages } from './pages';
import type { Element } from './schemas/element';

const q = (id: number): Element => ({ id, type: 'TextBox', label: `Q${String(id)}` });
const ids = (page: { elements: Element[] } | undefined) => page?.elements.map((element) => element.id);
const button: Element = { id: 99, type: 'Button', buttonText: 'Send' };

describe('splitPages by PageBreak elements', () => {
  it('a form without breaks is one page with its Submit button text', () => {
    const [page, ...rest] = splitPages([q(1), q(2), button]);
    expect(rest).toEqual([]);
    expect(page).toMatchObject({ pageNumber: 1, style: null, nextButtonText: null, previousButtonText: null, submitButtonText: 'Send', isEmpty: false });
    expect(ids(page)).toEqual([1, 2]);
  });

  it('styles pages start (Next), between (Previous, Next) and end (Previous, Submit)', () => {
    const pages = splitPages([
      q(1),
      { id: 10, type: 'PageBreak', nextButtonText: 'Go on', previousButtonText: 'Back' },
      q(2),
      { id: 11, type: 'PageBreak' },
      q(3),
      button,
    ]);
    expect(pages.map((page) => page.style)).toEqual(['start', 'between', 'end']);
    expect(pages.map(ids)).toEqual([[1], [2], [3]]);
    expect(pages[0]).toMatchObject({ nextButtonText: 'Go on', previousButtonText: null, submitButtonText: null });
    expect(pages[1]).toMatchObject({ nextButtonText: 'Next', previousButtonText: 'Previous', submitButtonText: null });
    expect(pages[2]).toMatchObject({ nextButtonText: null, previousButtonText: 'Previous', submitButtonText: 'Send' });
  });

  it('flags empty pages', () => {
    const pages = splitPages([{ id: 10, type: 'PageBreak' }, q(1), { id: 11, type: 'PageBreak' }, { id: 12, type: 'PageBreak' }]);
    expect(pages.map((page) => page.isEmpty)).toEqual([true, false, true, true]);
  });

  it('caps button texts at 32 characters', () => {
    const pages = splitPages([q(1), { id: 10, type: 'PageBreak', nextButtonText: 'x'.repeat(40) }, q(2)]);
    expect(pages[0]?.nextButtonText).toHaveLength(32);
  });

  it('finds the page of an element', () => {
    const pages = splitPages([q(1), { id: 10, type: 'PageBreak' }, q(2)]);
    expect(pageIndexOf(pages, 2)).toBe(1);
    expect(pageIndexOf(pages, 10)).toBe(-1);
  });
});

describe('splitPages by autoPageBreak (builder §3, §4)', () => {
  const auto = { active: true, elemPerPage: 2, nextButtonText: 'Forward', prevButtonText: 'Back', submitButtonText: 'Done' };
  const header: Element = { id: 20, type: 'Header', label: 'Part two' };

  it('breaks after every elemPerPage questions and ignores manual breaks', () => {
    const pages = splitPages([q(1), q(2), header, q(3), { id: 10, type: 'PageBreak' }, q(4), q(5), button], auto);
    expect(pages.map(ids)).toEqual([[1, 2], [20, 3, 4], [5]]);
    expect(pages.map((page) => page.style)).toEqual(['start', 'between', 'end']);
    expect(pages[0]).toMatchObject({ nextButtonText: 'Forward', previousButtonText: null });
    expect(pages[1]).toMatchObject({ nextButtonText: 'Forward', previousButtonText: 'Back' });
    expect(pages[2]).toMatchObject({ nextButtonText: null, previousButtonText: 'Back', submitButtonText: 'Done' });
  });

  it('uses 1 element per page and the spec texts by default', () => {
    const pages = splitPages([q(1), q(2), button], { active: true });
    expect(pages.map(ids)).toEqual([[1], [2]]);
    expect(pages[0]?.nextButtonText).toBe('Next');
    expect(pages[1]).toMatchObject({ previousButtonText: 'Previous', submitButtonText: 'Submit' });
  });

  it('does nothing when inactive or with elemPerPage 0', () => {
    expect(splitPages([q(1), q(2)], { ...auto, active: false })).toHaveLength(1);
    expect(splitPages([q(1), q(2)], { ...auto, elemPerPage: 0 })).toHaveLength(1);
  });

  it('keeps trailing layout elements on the last page', () => {
    const pages = splitPages([q(1), q(2), header], { active: true, elemPerPage: 1 });
    expect(pages.map(ids)).toEqual([[1], [2, 20]]);
  });
});
