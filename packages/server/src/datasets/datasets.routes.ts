import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RoutesPlugin } from '../http/contract';
import { badRequest } from '../http/errors';
import { changingDatasets, datasetNames, getDataset, type DatasetItem } from './datasets';

const ONE_DAY = 86_400;
const ONE_HOUR = 3_600;

const known = () => `Known datasets: ${datasetNames.join(', ')}.`;

/** The requested dataset's items; a missing or unknown name is refused in words. */
function findDataset(name: unknown): readonly DatasetItem[] {
  if (typeof name !== 'string' || name.trim() === '') {
    throw badRequest(`Please name a dataset, for example ?dataset=countries. ${known()}`);
  }
  const items = getDataset(name);
  if (!items) throw badRequest(`Unknown dataset '${name}'. ${known()}`);
  return items;
}

/** Presents items as { value, display } only, whatever else a data module carries. */
const present = (items: readonly DatasetItem[]) => items.map(({ value, display }) => ({ value, display }));

// docs/product.md §B7, GET /api/datasets?dataset={name}: no auth, the named list
// of items with value and display. The lists are public and fixed, so caches
// may keep them; years turns over on 1 January, so it is kept an hour only.
export const datasetRoutes: RoutesPlugin<Record<never, never>> = (app, _deps, done) => {
  // Checked in words by findDataset: a missing, repeated or unknown name.
  const query = z.object({ dataset: z.union([z.string(), z.array(z.string())]).optional() });
  const items = z.array(z.object({ value: z.string(), display: z.string() }));
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/datasets', { schema: { querystring: query, response: { 200: items } } }, (request, reply) => {
      const name = request.query.dataset;
      const items = findDataset(name);
      const maxAge = typeof name === 'string' && changingDatasets.has(name) ? ONE_HOUR : ONE_DAY;
      void reply.header('cache-control', `public, max-age=${maxAge}`);
      return present(items);
    });
  done();
};
