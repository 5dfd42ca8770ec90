import type { Integration } from '@formbuilder/core';

export type IntegrationStatus = 'active' | 'paused' | 'off';

/** docs/product.md §B4, a check icon when active and not paused, a pause icon when active and paused. */
export function integrationStatus(entry: Integration | undefined): IntegrationStatus {
  if (entry?.active !== true) return 'off';
  return entry.paused === true ? 'paused' : 'active';
}

/** The status of an integration that may have several entries (webhooks): active if one is, else paused if one is. */
export function combinedStatus(entries: readonly Integration[]): IntegrationStatus {
  const statuses = entries.map(integrationStatus);
  return statuses.includes('active') ? 'active' : statuses.includes('paused') ? 'paused' : 'off';
}
