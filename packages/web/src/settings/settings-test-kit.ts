import {
  apiKeyListSchema,
  DEFAULT_PREFERENCES,
  preferencesSchema,
  SETTINGS_PAGES,
  settingsPageListSchema,
  usagesSchema,
} from '@formbuilder/core';
import { fakeServer, type FakeRoutes } from '../testing/render-app';

// The settings area's fake server: every answer is built with core's schemas,
// for the signed-in user 7 of testing/session.ts.
export const USER = '/api/users/7';

export const pages = settingsPageListSchema.parse([...SETTINGS_PAGES]);

export const usages = usagesSchema.parse({
  month: '2026-11',
  formCount: 3,
  submissionCount: 120,
  uploadBytes: 5 * 1024 * 1024,
  formLimit: 5,
  submissionLimit: 0,
  uploadLimit: 100,
});

export const preferences = preferencesSchema.parse(DEFAULT_PREFERENCES);

export const keyList = apiKeyListSchema.parse([
  {
    id: 4,
    name: 'Zapier',
    prefix: 'fbk_abcdefgh',
    created_at: '2026-11-20T10:00:00.000Z',
    last_used_at: null,
    api_key: 'fbk_abcdefgh_••••••••',
  },
]);

export function serveSettings(extra: FakeRoutes = {}) {
  return fakeServer({
    'GET /api/app/get/settingsPluginfileslist': { body: pages },
    [`GET ${USER}/usages`]: { body: usages },
    [`GET ${USER}/preferences`]: { body: preferences },
    [`GET ${USER}/api-key`]: { body: keyList },
    ...extra,
  });
}

/** The JSON a fake route or a recorded call was sent. */
export function jsonBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
}
