// Test helper (used by *.test.tsx only): renders routes with the stored session (read at
// once), its own query client and a fixed environment, without the app shell's start.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SessionProvider } from '../auth/auth-context';
import { readStoredAuth } from '../auth/auth-storage';
import { NO_CAPABILITIES } from '../shell/environment';
import type { Variables } from '../shell/environment';
import { EnvironmentContext } from '../shell/environment-context';

export const TEST_VARIABLES: Variables = {
  PUBLIC_URL: 'https://forms.example',
  GOOGLE_CLIENT_ID: null,
  HELP_URL: null,
  HOME_URL: null,
  TERMS_URL: null,
};

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders `routes` at `path`; any other path renders nothing but the location probe. */
export function renderScreen(routes: ReactNode, path: string, variables: Variables = TEST_VARIABLES) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>
        <SessionProvider initial={readStoredAuth()}>
          <EnvironmentContext value={{ capabilities: NO_CAPABILITIES, variables }}>
            <Routes>
              {routes}
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </EnvironmentContext>
        </SessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
