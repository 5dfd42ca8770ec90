import { lazy, Suspense } from 'react';
import { RouteFallback } from '../ui/route-fallback';

// The editor's code (builder, rules, post-submission page) loads on demand, so
// that /forms stays small (bench/builder.bench.mjs checks it).
const EditorRoutes = lazy(() => import('./editor-routes').then((module) => ({ default: module.EditorRoutes })));

/** /editor and /editor/{formId}/… (docs/product.md §B2). */
export function EditorRoute() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <EditorRoutes />
    </Suspense>
  );
}
