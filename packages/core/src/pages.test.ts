import { describe, expect, it } from 'vitest';
import { pageIndexOf, pageMarkers, splitPages } from './pages';
import type { Element } from './schemas/element';

const q = (id: number): Element => ({ id, type: 'TextBox', label: `Q${String(id)}` });
const ids = (page: { elements: Element[] } | undefined) => page?.elements.map((element) => element.id);
const button: Element = { id: 99, type: 'Button', buttonText: 'Send' };

describe('splitPages by PageBreak elements', () => {
  it('a form without breaks is one page with its Submit button text', () => {
    const [page, ...rest] = splitPages([q(1), q(2), button]);
    expect(rest).toEqual([]);
    expect(page).toMatchObject({
      pageNumber: 1,
      style: null,
      nextButtonText: null,
      previousButtonText: null,
      submitButtonText: 'Send',
      isEmpty: false,
    });
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
    expect(pages.map((page) => [page.pageNumber, page.maxPages])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(pages.map(ids)).toEqual([[1], [2], [3]]);
    expect(pages[0]).toMatchObject({ nextButtonText: 'Go on', previousButtonText: null, submitButtonText: null });
    expect(pages[1]).toMatchObject({ nextButtonText: 'Next', previousButtonText: 'Previous', submitButtonText: null });
    expect(pages[2]).toMatchObject({ nextButtonText: null, previousButtonText: 'Previous', submitButtonText: 'Send' });
  });

  it("the last page's Submit shows the last page break's submitButtonText, over the Button's text", () => {
    const pages = splitPages([
      q(1),
      { id: 10, type: 'PageBreak', submitButtonText: 'Not shown' },
      q(2),
      { id: 11, type: 'PageBreak', submitButtonText: 'Send it all' },
      q(3),
      button,
    ]);
    expect(pages.map((page) => page.submitButtonText)).toEqual([null, null, 'Send it all']);
  });

  it("a page break's default 'Submit' leaves the Button's text; without a Button it is 'Submit'", () => {
    expect(
      splitPages([q(1), { id: 10, type: 'PageBreak', submitButtonText: 'Submit' }, q(2), button])[1]?.submitButtonText,
    ).toBe('Send');
    expect(
      splitPages([q(1), { id: 10, type: 'PageBreak', submitButtonText: '' }, q(2), button])[1]?.submitButtonText,
    ).toBe('Send');
    expect(splitPages([q(1), { id: 10, type: 'PageBreak' }, q(2)])[1]?.submitButtonText).toBe('Submit');
    expect(
      splitPages([q(1), { id: 10, type: 'PageBreak', submitButtonText: 'y'.repeat(40) }, q(2)])[1]?.submitButtonText,
    ).toHaveLength(32);
  });

  it('flags empty pages', () => {
    const pages = splitPages([
      { id: 10, type: 'PageBreak' },
      q(1),
      { id: 11, type: 'PageBreak' },
      { id: 12, type: 'PageBreak' },
    ]);
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

describe('splitPages by autoPageBreak (docs/product.md §B3, §B4)', () => {
  const auto = {
    active: true,
    elemPerPage: 2,
    nextButtonText: 'Forward',
    prevButtonText: 'Back',
    submitButtonText: 'Done',
  };
  const header: Element = { id: 20, type: 'Header', label: 'Part two' };

  it('breaks after every elemPerPage questions and ignores manual breaks', () => {
    const pages = splitPages([q(1), q(2), header, q(3), { id: 10, type: 'PageBreak' }, q(4), q(5), button], auto);
    expect(pages.map(ids)).toEqual([[1, 2], [20, 3, 4], [5]]);
    expect(pages.map((page) => page.style)).toEqual(['start', 'between', 'end']);
    expect(pages[0]).toMatchObject({ nextButtonText: 'Forward', previousButtonText: null });
    expect(pages[1]).toMatchObject({ nextButtonText: 'Forward', previousButtonText: 'Back' });
    expect(pages[2]).toMatchObject({ nextButtonText: null, previousButtonText: 'Back', submitButtonText: 'Done' });
  });

  it("uses 1 element per page and the product's texts by default; Submit then keeps the Button's text", () => {
    const pages = splitPages([q(1), q(2), button], { active: true });
    expect(pages.map(ids)).toEqual([[1], [2]]);
    expect(pages[0]?.nextButtonText).toBe('Next');
    expect(pages[1]).toMatchObject({ previousButtonText: 'Previous', submitButtonText: 'Send' });
    expect(splitPages([q(1), q(2)], { active: true, submitButtonText: 'Submit' })[1]?.submitButtonText).toBe('Submit');
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

describe('pageMarkers: where the builder draws each page navigation (docs/product.md §B4)', () => {
  const texts = (
    marker:
      { nextButtonText: string | null; previousButtonText: string | null; submitButtonText: string | null } | undefined,
  ) =>
    marker &&
    [marker.previousButtonText, marker.nextButtonText, marker.submitButtonText].filter((value) => value !== null);
  const pb = (id: number): Element => ({ id, type: 'PageBreak' });

  it('a one-page form has none', () => {
    expect(pageMarkers([q(1), button])).toEqual({ at: new Map(), after: new Map() });
    expect(pageMarkers([q(1), pb(10), q(2)], { active: true, elemPerPage: 5 })).toEqual({
      at: new Map(),
      after: new Map(),
    });
  });

  it('manual breaks draw start, between; the trailing Button draws the end, each with pageNumber / maxPages', () => {
    const { at, after } = pageMarkers([q(1), pb(10), q(2), pb(11), q(3), button]);
    expect([...at.keys()]).toEqual([10, 11, 99]);
    expect(after.size).toBe(0);
    expect(
      [10, 11, 99].map((id) => at.get(id)).map((marker) => [marker?.style, marker?.pageNumber, marker?.maxPages]),
    ).toEqual([
      ['start', 1, 3],
      ['between', 2, 3],
      ['end', 3, 3],
    ]);
    expect([10, 11, 99].map((id) => texts(at.get(id)))).toEqual([['Next'], ['Previous', 'Next'], ['Previous', 'Send']]);
    expect(at.get(10)?.automatic).toBe(false);
  });

  it('without a trailing Button, the end is drawn after the last element, even a trailing break', () => {
    const { at, after } = pageMarkers([q(1), pb(10)]);
    expect(at.get(10)).toMatchObject({ style: 'start', pageNumber: 1, maxPages: 2, isEmpty: false });
    expect(after.get(10)).toMatchObject({
      style: 'end',
      pageNumber: 2,
      maxPages: 2,
      isEmpty: true,
      submitButtonText: 'Submit',
    });
  });

  it('flags the empty page between two adjacent breaks', () => {
    const { at } = pageMarkers([q(1), pb(10), pb(11), q(2), button]);
    expect([10, 11, 99].map((id) => at.get(id)?.isEmpty)).toEqual([false, true, false]);
  });

  it('auto page break: after each page, Next / Previous and Next / Previous and Submit; manual breaks ignored', () => {
    const auto = {
      active: true,
      elemPerPage: 1,
      nextButtonText: 'Onwards',
      prevButtonText: 'Back',
      submitButtonText: 'Done',
    };
    const { at, after } = pageMarkers([q(1), q(2), pb(10), q(3), button], auto);
    expect([...after.keys()]).toEqual([1, 2]);
    expect([...at.keys()]).toEqual([99]);
    expect([texts(after.get(1)), texts(after.get(2)), texts(at.get(99))]).toEqual([
      ['Onwards'],
      ['Back', 'Onwards'],
      ['Back', 'Done'],
    ]);
    expect(at.get(99)).toMatchObject({ style: 'end', pageNumber: 3, maxPages: 3, automatic: true });
  });
});
