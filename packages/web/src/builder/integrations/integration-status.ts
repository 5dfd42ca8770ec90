import type { Integration } from '@formbuilder/core';

export type IntegrationStatus = 'active' | 'paused' | 'off';

/** spec: builder §4, a check icon when active and not paused, a pause icon when active and paused. */
export function integrationStatus(entry: Integration | undefined): IntegrationStatus {
  if (entry?.active !== true) return 'off';
  return entry.paused === true ? 'paused' : 'active';
}
