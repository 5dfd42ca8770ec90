import { capabilitiesSchema, loadVariablesSchema } from '@formbuilder/core';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { InitialEntry } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export type FakeRoutes = Record<string, FakeAnswer | ((init: RequestInit | undefined) => FakeAnswer)>;

export const CAPABILITIES_WITHOUT_MAIL = capabilitiesSchema.parse({
  mail: false,
  sendgridApiKey: false,
  googleCredentialsClientID: false,
  googleServiceAccountCredentials: false,
  fileUploadBucket: false,
  signupMode: 'open',
  firstRun: false,
  firstAccountReserved: false,
  administratorSince: null,
});

export const VARIABLES = loadVariablesSchema.parse({
  PUBLIC_URL: 'http://localhost:3000',
  GOOGLE_CLIENT_ID: null,
  HELP_URL: null,
  HOME_URL: null,
  TERMS_URL: null,
});

/**
 * Replaces fetch with a fake server: keys are "METHOD /path". The app-start calls
 * are served by default (responses built with core's schemas); unknown calls get 404
 * { message: 'Not found' }.
 */
export function fakeServer(routes: FakeRoutes = {}) {
  const all: FakeRoutes = {
    'GET /api/server/capabilities': { body: CAPABILITIES_WITHOUT_MAIL },
    'GET /api/loadvariables': { body: VARIABLES },
    ...routes,
  };
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const route = all[`${init?.method ?? 'GET'} ${path}`];
    const answer =
      typeof route === 'function' ? route(init) : (route ?? { status: 404, body: { message: 'Not found' } });
    return Promise.resolve(
      new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

type FetchMock = ReturnType<typeof fakeServer>;

/** The first request the app sent to `url`: its JSON body and headers. */
export function sentRequest(fetchMock: FetchMock, url: string): { body: unknown; headers: Headers } {
  const call = fetchMock.mock.calls.find(([input]) => input === url);
  if (!call) throw new Error(`No request was sent to ${url}.`);
  const init = call[1];
  return {
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    headers: new Headers(init?.headers),
  };
}

/** Shows the router's current path and search, for assertions on redirects. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders the whole app at a path, as the browser would after a reload. */
export function renderApp(path: InitialEntry = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <LocationProbe />
    </MemoryRouter>,
  );
}
