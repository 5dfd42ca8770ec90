import { AppRoutes } from './app-routes';
import { QueryProvider } from './api/query-client';
import { AuthProvider } from './auth/auth-context';
import { EnvironmentGate } from './shell/environment-context';

/** The app inside a router: the session, then the environment (loading logo until ready), then the routes. */
export function App() {
  return (
    <QueryProvider>
      <AuthProvider>
        <EnvironmentGate>
          <AppRoutes />
        </EnvironmentGate>
      </AuthProvider>
    </QueryProvider>
  );
}
