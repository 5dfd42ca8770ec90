import { AppRoutes } from './app-routes';
import { QueryProvider } from './api/query-client';
import { AuthProvider } from './auth/auth-context';
import { EnvironmentGate } from './shell/environment-context';

/**
 * The app inside a router: the environment and the stored session (the loading logo until
 * both are read), then the routes.
 */
export function App() {
  return (
    <QueryProvider>
      <EnvironmentGate>
        <AuthProvider>
          <AppRoutes />
        </AuthProvider>
      </EnvironmentGate>
    </QueryProvider>
  );
}
