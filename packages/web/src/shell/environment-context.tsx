import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { loadEnvironment } from './environment';
import type { Environment } from './environment';
import { LoadingLogo } from './loading-logo';

export const EnvironmentContext = createContext<Environment | null>(null);

/** Server capabilities and environment variables, loaded once at start. */
export function useEnvironment(): Environment {
  const environment = useContext(EnvironmentContext);
  if (!environment) throw new Error('useEnvironment must be used inside <EnvironmentGate>.');
  return environment;
}

/** spec §2 App shell: a loading logo shows until the environment has loaded. */
export function EnvironmentGate({ children }: { children: ReactNode }) {
  const [environment, setEnvironment] = useState<Environment | null>(null);

  useEffect(() => {
    let active = true;
    void loadEnvironment().then((loaded) => {
      if (active) setEnvironment(loaded);
    });
    return () => {
      active = false;
    };
  }, []);

  if (!environment) return <LoadingLogo />;
  return <EnvironmentContext value={environment}>{children}</EnvironmentContext>;
}
