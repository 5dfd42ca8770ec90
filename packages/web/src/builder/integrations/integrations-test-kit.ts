import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  capabilitiesSchema,
  GOOGLE_AUTH_MESSAGE_TYPE,
  GOOGLE_SCOPES,
  googleStatusSchema,
  integrationSchema,
} from '@formbuilder/core';
import type { Form, Integration } from '@formbuilder/core';
import { expect, vi } from 'vitest';
import { FORMS, sentCalls, serveForm } from '../../editor/editor-test-kit';
import { CAPABILITIES_WITHOUT_MAIL, type FakeRoutes } from '../../testing/render-app';

// Test helpers of the integration panels: a server that keeps what the editor saves and
// publishes, a Google-ready server, and a stand-in for the Google popup.

export const CAPABILITIES_WITH_GOOGLE = capabilitiesSchema.parse({
  ...CAPABILITIES_WITHOUT_MAIL,
  googleServiceAccountCredentials: true,
});
export const AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=test';
/** What the /googleAuth page hands over: base64 JSON naming the grant, never credentials. */
export const TOKEN = btoa(JSON.stringify({ grant: 1, scopes: [GOOGLE_SCOPES.drive, GOOGLE_SCOPES.spreadsheets] }));

export const entry = (value: unknown): Integration => integrationSchema.parse(value);

/** A form with these integration entries added to the defaults. */
export const withIntegrations =
  (...entries: Integration[]) =>
  (form: Form) => {
    form.props.integrations.push(...entries);
  };

/**
 * The fake server with a saved form (id 5) that keeps what is saved (the editor reloads the form
 * after publishing), Google configured and connected, and no deliveries yet.
 */
export function servePublishing(form: Form & { published_created_at: string | null }, routes: FakeRoutes = {}) {
  let stored = form;
  const id = String(form.id);
  const fetchMock = serveForm(form, {
    'GET /api/server/capabilities': { body: CAPABILITIES_WITH_GOOGLE },
    [`GET ${FORMS}/${id}`]: () => ({ body: stored }),
    [`PUT ${FORMS}`]: (init) => {
      stored = { ...stored, ...(JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Form) };
      return { body: { id: form.id, updated_at: '2026-11-24T10:00:00.000Z' } };
    },
    [`POST ${FORMS}/${id}/publish`]: {
      body: { version: 1, published_version: 1, created_at: '2026-11-24T10:00:00.000Z' },
    },
    'GET /api/services/google/status': {
      body: googleStatusSchema.parse({ connected: true, scopes: Object.values(GOOGLE_SCOPES) }),
    },
    [`GET ${FORMS}/${id}/deliveries?integration=GoogleDrive`]: { body: [] },
    [`GET ${FORMS}/${id}/deliveries?integration=GoogleSheets`]: { body: [] },
    ...routes,
  });
  return { fetchMock, stored: () => stored.props.integrations };
}

type FetchMock = ReturnType<typeof serveForm>;

/**
 * An integration's change is an edit of the draft like any other: the header's Save sends it,
 * and nothing publishes the form (it still differs from the published one).
 */
export async function saveWithoutPublishing(fetchMock: FetchMock) {
  const puts = () => sentCalls(fetchMock).filter((call) => call === `PUT ${FORMS}`).length;
  const before = puts();
  fireEvent.click(screen.getByRole('button', { name: /^Save/ }));
  await waitFor(() => expect(puts()).toBeGreaterThan(before));
  expect(sentCalls(fetchMock).some((call) => call.endsWith('/publish'))).toBe(false);
}

export interface FakePopup {
  closed: boolean;
  close: () => void;
  location: { href: string };
}

/** window.open returns a stand-in popup; the test hands a token over with `grant`. */
export function stubPopup() {
  const popup: FakePopup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
    location: { href: '' },
  };
  const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return { popup, open };
}

/** The /googleAuth page's message, from `origin` (this app's own by default). */
export function grant(token = TOKEN, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { origin, data: { type: GOOGLE_AUTH_MESSAGE_TYPE, base64Token: token } }),
    );
  });
}
