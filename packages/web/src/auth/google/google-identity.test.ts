// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { POPUP_CLOSED_MESSAGE, promptFailure } from './google-identity';

describe('promptFailure (docs/product.md §A8)', () => {
  it("reads a user's cancel as 'Popup closed by user'", () => {
    expect(promptFailure({ isSkippedMoment: () => true, getSkippedReason: () => 'user_cancel' })).toBe(
      POPUP_CLOSED_MESSAGE,
    );
    expect(promptFailure({ isSkippedMoment: () => true })).toBe('Popup closed by user');
  });

  it('shows the code of other Google failures', () => {
    expect(promptFailure({ isNotDisplayed: () => true, getNotDisplayedReason: () => 'opt_out_or_no_session' })).toBe(
      'opt_out_or_no_session',
    );
    expect(promptFailure({ isSkippedMoment: () => true, getSkippedReason: () => 'issuing_failed' })).toBe(
      'issuing_failed',
    );
  });

  it('is silent when a credential was returned', () => {
    expect(
      promptFailure({ isDismissedMoment: () => true, getDismissedReason: () => 'credential_returned' }),
    ).toBeNull();
    expect(promptFailure({})).toBeNull();
  });
});
