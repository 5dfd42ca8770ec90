// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { serveSettings, USER } from '../settings/settings-test-kit';
import { dateFormat, isoDate } from './date-format';

// One date format for every screen: the owner's zone, the locale's medium date and time
// (these tests run in American English).
describe('dateFormat', () => {
  const tokyo = dateFormat('Asia/Tokyo');

  it('shows an instant in the zone, read from ISO text, the database’s SQL text in UTC, or epoch milliseconds', () => {
    expect(tokyo.dateTime('2026-11-24T09:00:00.000Z')).toMatch(/^Nov 24, 2026, 6:00:00\sPM$/);
    expect(tokyo.dateTime('2026-11-24 09:00:00')).toBe(tokyo.dateTime('2026-11-24T09:00:00.000Z'));
    expect(tokyo.dateTime(Date.UTC(2026, 10, 24, 9))).toBe(tokyo.dateTime('2026-11-24T09:00:00.000Z'));
    // The day of that instant in the zone: 20:00 UTC is already the next day in Tokyo.
    expect(tokyo.date('2026-11-24T20:00:00.000Z')).toBe('Nov 25, 2026');
    expect(isoDate('2026-11-24 09:00:00')).toBe('2026-11-24T09:00:00.000Z');
  });

  it('shows a dash for what it cannot read', () => {
    expect(tokyo.dateTime('not a date')).toBe('—');
    expect(tokyo.dateTime(null)).toBe('—');
    expect(isoDate(undefined)).toBeUndefined();
  });

  it('formats DateTime and Date answers, each end of a range, and leaves other answers alone', () => {
    const honolulu = dateFormat('Pacific/Honolulu');
    expect(honolulu.answer('DateTime', '2026-07-01T10:30:00+02:00')).toMatch(/^Jun 30, 2026, 10:30:00\sPM$/);
    // A calendar day names no instant: never the day before, even ten hours behind UTC.
    expect(honolulu.answer('Date', '2026-07-01')).toBe('Jul 1, 2026');
    expect(tokyo.answer('DateTime', '2026-07-01T10:30:00+02:00 – 2026-07-01T12:00:00+02:00')).toMatch(
      /^Jul 1, 2026, 5:30:00\sPM – Jul 1, 2026, 7:00:00\sPM$/,
    );
    expect(tokyo.answer('DateTime', 'soon')).toBe('soon');
    expect(tokyo.answer('TextBox', '2026-07-01')).toBe('2026-07-01');
  });
});

describe('the API keys screen', () => {
  beforeEach(() => storeSession());

  it('dates the keys in the owner’s zone, in the same format as the Data screens', async () => {
    serveSettings({
      [`GET ${USER}/preferences`]: { body: { themeColour: '#2196F3', timeZone: 'Asia/Tokyo', notifyNewForms: false } },
    });
    renderApp('/settings/apikeys');
    const item = (await screen.findByRole('heading', { name: 'Zapier' })).closest('li') as HTMLElement;
    // Made 10:00 UTC: 19:00 in Tokyo.
    expect(await within(item).findByText(/^Nov 20, 2026, 7:00:00\sPM$/)).toBeTruthy();
  });
});
