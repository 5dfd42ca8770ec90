import { AppRoutes } from './app-routes';
import { QueryProvider } from './api/query-client';
import { AuthProvider } from './auth/auth-context';
import { EnvironmentGate } from './shell/environment-context';
import { LocaleProvider } from './i18n/i18n-context';

/**
 * The app inside a router: the owner's language (docs/product.md, "The owner app's language"),
 * the environment and the stored session (the loading logo until
 * both are read), then the routes.
 */
export function App() {
  return (
    <LocaleProvider>
      <QueryProvider>
        <EnvironmentGate>
          <AuthProvider>
            <AppRoutes />
          </AuthProvider>
        </EnvironmentGate>
      </QueryProvider>
    </LocaleProvider>
  );
}
