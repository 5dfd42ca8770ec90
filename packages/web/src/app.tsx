import { AppRoutes } from './app-routes';
import { AuthProvider } from './auth/auth-context';
import { EnvironmentGate } from './shell/environment-context';

/** The app inside a router: the session, then the environment (loading logo until ready), then the routes. */
export function App() {
  return (
    <AuthProvider>
      <EnvironmentGate>
        <AppRoutes />
      </EnvironmentGate>
    </AuthProvider>
  );
}
