// Test fixtures (used by *.test.tsx only), built with core's schema of the list's rows.
import { formListRowSchema } from '@formbuilder/core';
import type { FormSummary } from './forms-api';

const DAY_MS = 24 * 3600 * 1000;

/** A list row as GET /api/users/{userId}/forms returns it. */
export function formRow(overrides: Partial<FormSummary> = {}): FormSummary {
  const created = new Date(Date.now() - 3 * DAY_MS - 60_000).toISOString();
  return formListRowSchema.parse({
    id: 1,
    title: 'Contact us',
    uuid: 'uuid-1',
    private: 0,
    published_version: 1,
    created_at: created,
    updated_at: created,
    responseCount: 1234,
    unreadCount: 150,
    publication: 'published',
    ...overrides,
  });
}

/** `count` rows with ids 1…count. */
export function formRows(count: number): FormSummary[] {
  return Array.from({ length: count }, (_, index) =>
    formRow({ id: index + 1, title: `Form ${index + 1}`, uuid: `uuid-${index + 1}` }),
  );
}
