import { describe, expect, it } from 'vitest';
import {
  CLONE_TITLE_MAX_LENGTH,
  CLONE_TITLE_PREFIX,
  DEFAULT_FORM_LIMIT,
  EVALUATION_LABEL_MAX_LENGTH,
  LABEL_MAX_LENGTH,
  MODAL_AUTO_CLOSE_MS,
  PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  RATING_TOP_LIMIT_DEFAULT,
  RATING_TOP_LIMIT_MAX,
  RATING_TOP_LIMIT_MIN,
  ROLE_LIMIT_MAX,
  ROLE_LIMIT_MIN,
  RULE_NAME_MAX_LENGTH,
  TAG_MAX_LENGTH,
  THANK_YOU_TEXT_MAX_LENGTH,
  THANK_YOU_TITLE_MAX_LENGTH,
  WIDGET_TITLE_MAX_LENGTH,
  cloneTitle,
  formatCount,
  isValidWidgetTitle,
  unreadBadge,
} from './limits';

describe('the product’s limits', () => {
  it('holds the builder numbers', () => {
    expect(LABEL_MAX_LENGTH).toBe(2000);
    expect(THANK_YOU_TITLE_MAX_LENGTH).toBe(128);
    expect(THANK_YOU_TEXT_MAX_LENGTH).toBe(256);
    expect(EVALUATION_LABEL_MAX_LENGTH).toBe(16);
    expect(PAGE_BREAK_BUTTON_TEXT_MAX_LENGTH).toBe(32);
    expect(TAG_MAX_LENGTH).toBe(24);
    expect(PHONE_MAX_LENGTH).toBe(30);
    expect([RATING_TOP_LIMIT_MIN, RATING_TOP_LIMIT_MAX, RATING_TOP_LIMIT_DEFAULT]).toEqual([3, 10, 5]);
  });

  it('holds the app-shell numbers', () => {
    expect(CLONE_TITLE_PREFIX).toBe('Clone of ');
    expect(CLONE_TITLE_MAX_LENGTH).toBe(256);
    expect(WIDGET_TITLE_MAX_LENGTH).toBe(32);
    expect(RULE_NAME_MAX_LENGTH).toBe(35);
    expect([ROLE_LIMIT_MIN, ROLE_LIMIT_MAX]).toEqual([0, 99999999]);
    expect(DEFAULT_FORM_LIMIT).toBe(5);
    expect(MODAL_AUTO_CLOSE_MS).toBe(1500);
  });
});

describe('formatCount', () => {
  it('leaves counts under 1000 alone', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
  });

  it('abbreviates with k, m, b and t to 3 significant digits', () => {
    expect(formatCount(1000)).toBe('1k');
    expect(formatCount(1234)).toBe('1.23k');
    expect(formatCount(12345)).toBe('12.3k');
    expect(formatCount(123456)).toBe('123k');
    expect(formatCount(1_500_000)).toBe('1.5m');
    expect(formatCount(2_340_000_000)).toBe('2.34b');
    expect(formatCount(7_000_000_000_000)).toBe('7t');
  });

  it('moves up a suffix when rounding reaches 1000', () => {
    expect(formatCount(999_999)).toBe('1m');
  });
});

describe('unreadBadge', () => {
  it('shows counts up to 99 and 99+ above', () => {
    expect(unreadBadge(0)).toBe('0');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
    expect(unreadBadge(5000)).toBe('99+');
  });
});

describe('titles (docs/product.md §A5, §A9)', () => {
  it('clone names start with "Clone of " and stop at 256 characters', () => {
    expect(cloneTitle('Survey')).toBe('Clone of Survey');
    expect(cloneTitle('x'.repeat(300))).toHaveLength(256);
  });

  it('widget titles are letters and spaces, 32 at most', () => {
    expect(isValidWidgetTitle('Contact us')).toBe(true);
    expect(isValidWidgetTitle('Contact us!')).toBe(false);
    expect(isValidWidgetTitle('a'.repeat(33))).toBe(false);
  });
});
