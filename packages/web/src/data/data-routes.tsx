import { lazy, Suspense } from 'react';
import { RouteFallback } from '../ui/route-fallback';
import type { DataTab } from './data-page';

// The data screens (and their charts) load on demand, so /forms stays small.
const DataPage = lazy(() => import('./data-page').then((module) => ({ default: module.DataPage })));
const DownloadPage = lazy(() => import('./download-page').then((module) => ({ default: module.DownloadPage })));

/** /data and /data/statistics (docs/product.md §B2). */
export function DataRoute({ tab }: { tab: DataTab }) {
  return (
    <Suspense fallback={<RouteFallback />}>
      <DataPage tab={tab} />
    </Suspense>
  );
}

/** /download/{formId}/{submissionId}/{questionId}/{fileName} (docs/product.md §A2). */
export function DownloadRoute() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <DownloadPage />
    </Suspense>
  );
}
