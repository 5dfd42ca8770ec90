import { lazy, Suspense } from 'react';
import { RouteFallback } from '../ui/route-fallback';

// Route elements for /editor/new and the template gallery (docs/product.md §A2;
// docs/product.md §B2, 'Create a new form'). Their code loads on demand, so that /forms
// stays small.
const NewFormPage = lazy(() => import('./new-form-page').then((module) => ({ default: module.NewFormPage })));
const TemplateGalleryPage = lazy(() =>
  import('./template-gallery-page').then((module) => ({ default: module.TemplateGalleryPage })),
);

/** /editor/new: the 'Create a new form' dialog. */
export function NewFormRoute() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <NewFormPage />
    </Suspense>
  );
}

/**
 * /editor/new/template and /editor/new/template/:title/*: the gallery, with the
 * template of that title selected; a path containing 'clone' clones it at once.
 */
export function TemplateGalleryRoute() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <TemplateGalleryPage />
    </Suspense>
  );
}
