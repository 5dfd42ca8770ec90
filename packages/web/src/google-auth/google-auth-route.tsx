import { lazy, Suspense } from 'react';
import { RouteFallback } from '../ui/route-fallback';

// Loads on demand, like every screen but the forms list: it reads core's constants, and zod
// stays out of the main chunk (forms/form-limit.ts).
const GoogleAuthPage = lazy(() => import('./google-auth-page').then((module) => ({ default: module.GoogleAuthPage })));

/** /googleAuth (docs/product.md §A2 Google auth callback page): public, outside the shell. */
export function GoogleAuthRoute() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <GoogleAuthPage />
    </Suspense>
  );
}
