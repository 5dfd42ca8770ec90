import { describe, expect, it } from 'vitest';
import { formPropsSchema } from './form';
import { partialSettingsOf, partialSettingsSchema } from './partial';

describe('partial response settings', () => {
  it('are off with 30 days when a form never set them, and keep what the owner chose', () => {
    expect(partialSettingsOf({})).toEqual({ enabled: false, resumeDays: 30, keepDays: 30, sendPartials: false });
    expect(partialSettingsOf({ partial: { enabled: true, keepDays: 7 } })).toMatchObject({
      enabled: true,
      keepDays: 7,
    });
  });

  it('refuse a number of days out of range in words', () => {
    const parsed = formPropsSchema.safeParse({ elements: [], partial: { enabled: true, keepDays: 400 } });
    expect(parsed.error?.issues[0]?.message).toBe('How long in-progress responses are kept can be at most 365 days.');
    expect(partialSettingsSchema.safeParse({ resumeDays: 0 }).error?.issues[0]?.message).toBe(
      'How long a resume link works must be at least 1 day.',
    );
  });
});
