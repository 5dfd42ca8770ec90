import { describe, expect, it } from 'vitest';
import { splitPages } from '../pages';
import type { Element } from '../schemas/element';
import type { Rule } from '../schemas/rule';
import { hiddenFromAnswers, stepTarget, stepsOnServer, unsettledTargets } from './steps';

const q = (id: number, type: Element['type'] = 'TextBox'): Element => ({ id, type, label: `Q${String(id)}` });
const pageBreak = (id: number): Element => ({ id, type: 'PageBreak' });
const show = (id: number, field: number, target: number, fieldLink = false, value = 'yes'): Rule => ({
  id,
  type: 'showHide',
  if: { field, operator: 'equals', value },
  then: { command: 'show', field: target, value: '' },
  fieldLink,
});

// Page 1: 1, 2; page 2: 4 (shown when 1 is yes); page 3: 6, 7 (7 shown when 6 is yes).
const elements = [q(1), q(2), pageBreak(3), q(4), pageBreak(5), q(6), q(7)];
const rules = [show(1, 1, 4), show(2, 6, 7)];
const pages = splitPages(elements);

describe('a form taken page by page without the script', () => {
  it('is one with several pages, rules and no File question before the last page', () => {
    expect(stepsOnServer(pages, rules)).toBe(true);
    expect(stepsOnServer(pages, [])).toBe(false);
    expect(stepsOnServer(splitPages([q(1), q(2)]), rules)).toBe(false);
    expect(stepsOnServer(splitPages([q(1), q(2, 'File'), pageBreak(3), q(4)]), rules)).toBe(false);
    expect(stepsOnServer(splitPages([q(1), pageBreak(3), q(4), q(2, 'File')]), rules)).toBe(true);
  });

  it('leaves shown the targets whose rules read a page not yet answered, linked fields included', () => {
    expect([...unsettledTargets(pages, rules, 1)]).toEqual([4, 7]);
    expect([...unsettledTargets(pages, rules, 2)]).toEqual([7]);
    expect([...unsettledTargets(pages, [show(3, 1, 4, true, '6')], 2)]).toEqual([4]);
    expect([...hiddenFromAnswers(elements, pages, rules, {}, 1)]).toEqual([]);
    expect([...hiddenFromAnswers(elements, pages, rules, {}, 2)]).toEqual([4]);
    expect([...hiddenFromAnswers(elements, pages, rules, { 1: 'yes' }, 3)]).toEqual([]);
  });

  it('moves to the next or previous page that shows something; the first and last always', () => {
    const hidden = hiddenFromAnswers(elements, pages, rules, { 1: 'no' }, 2);
    expect(stepTarget(pages, hidden, 1, 'next')).toBe(3);
    expect(stepTarget(pages, hidden, 3, 'previous')).toBe(1);
    expect(stepTarget(pages, new Set(), 1, 'next')).toBe(2);
    expect(stepTarget(pages, new Set([6, 7]), 2, 'next')).toBe(3);
    expect(stepTarget(pages, new Set([1, 2]), 2, 'previous')).toBe(1);
    expect(stepTarget(pages, hidden, 3, 'next')).toBe(3);
  });
});
