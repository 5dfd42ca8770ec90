import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { loadEnvironment } from './environment';
import type { Environment } from './environment';
import { LoadingLogo } from './loading-logo';
import { queryKeys } from '../api/query-keys';

export const EnvironmentContext = createContext<Environment | null>(null);

/** Server capabilities and environment variables, loaded once at start. */
export function useEnvironment(): Environment {
  const environment = useContext(EnvironmentContext);
  if (!environment) throw new Error('useEnvironment must be used inside <EnvironmentGate>.');
  return environment;
}

/**
 * docs/product.md §A2 App shell: a loading logo shows until the environment has loaded. It loads once
 * per page; loadEnvironment never fails (each failure is logged and read as a default).
 */
export function EnvironmentGate({ children }: { children: ReactNode }) {
  const { data: environment } = useQuery({
    queryKey: queryKeys.environment(),
    queryFn: () => loadEnvironment(),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  if (!environment) return <LoadingLogo />;
  return <EnvironmentContext value={environment}>{children}</EnvironmentContext>;
}

/**
 * Called once an account exists: the install's first run is over, so the login
 * page no longer sends people to create the administrator account.
 */
export function useAccountCreated(): () => void {
  const client = useQueryClient();
  return () =>
    client.setQueryData<Environment>(
      queryKeys.environment(),
      (environment) =>
        environment && { ...environment, capabilities: { ...environment.capabilities, firstRun: false } },
    );
}
