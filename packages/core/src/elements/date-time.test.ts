import { describe, expect, it } from 'vitest';
import { toZonedDateTimeAnswer } from '../date-time-zone';
import type { Element } from '../schemas/element';
import { readerOf } from '../testing';
import { dateTimeElement, dateTimeFieldNames, dateTimeParts } from './date-time';

// docs/product.md §B3 table, DateTime: dtStart and dtEnd name the inputs drawn.
const make = (extra: Record<string, unknown> = {}): Element => ({ id: 1, type: 'DateTime', ...extra });

describe('DateTime start and end (docs/product.md §B3)', () => {
  it('names the inputs its flags ask for; none means the single input of older forms', () => {
    expect(dateTimeParts(make())).toEqual([]);
    expect(dateTimeParts(make({ dtStart: true }))).toEqual(['start']);
    expect(dateTimeParts(make({ dtEnd: true }))).toEqual(['end']);
    expect(dateTimeParts(make({ dtStart: true, dtEnd: true }))).toEqual(['start', 'end']);
  });

  it('still takes a single date-time text (forms and answers made before the flags)', () => {
    expect(dateTimeElement.validate(make(), '2026-07-01T10:30')).toBeNull();
    expect(dateTimeElement.isFilled(make(), '2026-07-01T10:30')).toBe(true);
    expect(dateTimeElement.format(make(), '2026-07-01T10:30:00+02:00')).toBe('2026-07-01T10:30:00+02:00');
  });

  it('checks a range: each end parses, the end is not before the start, no other parts', () => {
    const range = make({ dtStart: true, dtEnd: true });
    expect(dateTimeElement.validate(range, { start: '2026-07-01T10:00', end: '2026-07-01T12:00' })).toBeNull();
    expect(dateTimeElement.validate(range, { start: '2026-07-01T10:00', end: '2026-07-01T09:00' })).toBe(
      'Please enter an end that is not before the start.',
    );
    expect(dateTimeElement.validate(range, { start: 'soon', end: '2026-07-01T09:00' })).toBe(
      'Please enter a valid date.',
    );
    expect(dateTimeElement.validate(range, { start: '2026-07-01T10:00', when: '2026-07-01T12:00' })).toBe(
      'Please enter a valid date.',
    );
  });

  it('counts a range as filled only when every asked-for input is', () => {
    const range = make({ dtStart: true, dtEnd: true });
    expect(dateTimeElement.isFilled(range, { start: '2026-07-01T10:00', end: '' })).toBe(false);
    expect(dateTimeElement.isFilled(range, { start: '2026-07-01T10:00', end: '2026-07-01T12:00' })).toBe(true);
    expect(dateTimeElement.isFilled(make({ dtEnd: true }), { end: '2026-07-01T12:00' })).toBe(true);
    expect(dateTimeElement.isFilled(make({ dtEnd: true }), { start: '', end: '' })).toBe(false);
  });

  it('formats a range as start – end', () => {
    expect(dateTimeElement.format(make({ dtStart: true, dtEnd: true }), { start: 'a', end: 'b' })).toBe('a – b');
    expect(dateTimeElement.format(make({ dtEnd: true }), { end: 'b' })).toBe('b');
  });

  it('stores each part of a range in Paris time (docs/product.md §B5)', () => {
    expect(toZonedDateTimeAnswer({ start: '2026-07-01T10:30', end: '2026-11-22T10:30' })).toEqual({
      start: '2026-07-01T10:30:00+02:00',
      end: '2026-11-22T10:30:00+01:00',
    });
    expect(toZonedDateTimeAnswer('2026-07-01T10:30')).toBe('2026-07-01T10:30:00+02:00');
  });

  it('is submitted as q_{id}.start and q_{id}.end, or q_{id} without the flags', () => {
    expect(dateTimeFieldNames(make())).toEqual({ start: 'q_1.start', end: 'q_1.end' });
  });

  it('reads the inputs the flags ask for as { start, end } in Paris time (docs/product.md §B5)', () => {
    const range = make({ dtStart: true, dtEnd: true });
    const answer = dateTimeElement.readAnswer(
      range,
      readerOf({ 'q_1.start': ' 2026-07-01T10:00 ', 'q_1.end': '2026-11-22T09:30' }),
    );
    expect(answer).toEqual({ start: '2026-07-01T10:00:00+02:00', end: '2026-11-22T09:30:00+01:00' });
    expect(dateTimeElement.validate(range, answer)).toBeNull();
    expect(dateTimeElement.readAnswer(range, readerOf({ 'q_1.start': '2026-07-01T10:00', 'q_1.end': ' ' }))).toEqual({
      start: '2026-07-01T10:00:00+02:00',
    });
    expect(dateTimeElement.readAnswer(range, readerOf({ 'q_1.start': ' ' }))).toBeUndefined();
    // only the flagged inputs count
    expect(
      dateTimeElement.readAnswer(make({ dtStart: true }), readerOf({ 'q_1.end': '2026-07-01T12:00' })),
    ).toBeUndefined();
  });

  it('reads the single input q_{id} as one text in Paris time, also from a page drawn before the flags were set', () => {
    expect(dateTimeElement.readAnswer(make(), readerOf({ q_1: '2026-07-01T10:30' }))).toBe('2026-07-01T10:30:00+02:00');
    expect(dateTimeElement.readAnswer(make({ dtStart: true }), readerOf({ q_1: '2026-12-01T10:30' }))).toBe(
      '2026-12-01T10:30:00+01:00',
    );
    expect(dateTimeElement.readAnswer(make(), readerOf({ q_1: '' }))).toBeUndefined();
    // unreadable text is kept for the validator to refuse
    expect(dateTimeElement.readAnswer(make(), readerOf({ q_1: 'soon' }))).toBe('soon');
  });
});
