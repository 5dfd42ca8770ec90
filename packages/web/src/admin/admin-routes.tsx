import { lazy, Suspense } from 'react';
import { RouteFallback } from '../ui/route-fallback';

// The console, and the admin check with it, load on demand: core's isAdmin sits beside the
// zod schemas, which the main chunk leaves out (forms/form-limit.ts), and owners never need it.
const AdminConsole = lazy(() => import('./admin-console').then((module) => ({ default: module.AdminConsole })));

/**
 * /admin/* (docs/product.md §A2 and §A6). It sits under <RequireAuth>, which sends visitors to
 * /login with the location remembered; the console sends other signed-in users to /forms.
 */
export function AdminRoute() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <AdminConsole />
    </Suspense>
  );
}
