// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { makeElement } from '../testing';
import { readAnswers } from './answers';
import { drawPage, query } from './client-testing';

// spec: builder §3 table, DateTime dtStart/dtEnd: the script reads a range as
// the server does (renderer date-time-fields.ts), so it validates the same answer.
describe('readAnswers, DateTime', () => {
  it('reads { start, end } from a range and one text without the flags', () => {
    const elements = [makeElement('DateTime', 1, { dtStart: true, dtEnd: true }), makeElement('DateTime', 2)];
    const form = drawPage({ elements });
    query<HTMLInputElement>(form, 'input[name="q_1.start"]').value = '2026-07-01T10:00';
    query<HTMLInputElement>(form, 'input[name="q_1.end"]').value = '2026-07-01T12:00';
    query<HTMLInputElement>(form, 'input[name="q_2"]').value = '2026-07-02T09:00';
    expect(readAnswers(form, elements)).toEqual({ '1': { start: '2026-07-01T10:00', end: '2026-07-01T12:00' }, '2': '2026-07-02T09:00' });
  });
});
