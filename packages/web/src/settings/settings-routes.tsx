import { lazy, Suspense } from 'react';
import { RouteFallback } from '../ui/route-fallback';

// The settings screens load on demand (with core's schemas), so /forms stays small.
const SettingsPage = lazy(() => import('./settings-page').then((module) => ({ default: module.SettingsPage })));

/** /settings/* (docs/product.md §A2 Settings area), under <RequireAuth>. */
export function SettingsRoute() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <SettingsPage />
    </Suspense>
  );
}
