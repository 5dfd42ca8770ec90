// Test helper (used by *.test.tsx only): renders routes with the session and a
// fixed environment, without the app shell's environment load.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthProvider } from '../auth/auth-context';
import { NO_CAPABILITIES } from '../shell/environment';
import type { Variables } from '../shell/environment';
import { EnvironmentContext } from '../shell/environment-context';

export const TEST_VARIABLES: Variables = { PUBLIC_URL: 'https://forms.example', GOOGLE_CLIENT_ID: null, HELP_URL: null, HOME_URL: null };

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders `routes` at `path`; any other path renders nothing but the location probe. */
export function renderScreen(routes: ReactNode, path: string, variables: Variables = TEST_VARIABLES) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <EnvironmentContext value={{ capabilities: NO_CAPABILITIES, variables }}>
          <Routes>
            {routes}
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </EnvironmentContext>
      </AuthProvider>
    </MemoryRouter>,
  );
}
