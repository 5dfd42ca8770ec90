import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from './client';

/** Refusals (4xx) are responses, not hiccups: only network failures and 5xx are tried again. */
const retry = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry, refetchOnWindowFocus: false, staleTime: 5_000 }, mutations: { retry: false } },
  });
}

/** Server data for every screen goes through TanStack Query: one cache, one loading pattern. */
export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [own] = useState(createQueryClient);
  return <QueryClientProvider client={client ?? own}>{children}</QueryClientProvider>;
}
