import { useQuery } from '@tanstack/react-query';
import { useApi } from '../auth/use-api';
import { listTemplates } from './templates-api';
import type { TemplateSummary } from './templates-api';
import { queryKeys } from '../api/query-keys';

export type TemplatesState = { state: 'loading' } | { state: 'loaded'; templates: TemplateSummary[] };

/**
 * GET /api/get/templates. A failure or an empty list is only logged
 * (docs/product.md §A8, "no templates: only logged"); the gallery then shows its empty state.
 */
export function useTemplates(): TemplatesState {
  const api = useApi();
  const { data } = useQuery({
    queryKey: queryKeys.templates(),
    queryFn: async ({ signal }) => {
      try {
        const templates = await listTemplates(api, signal);
        if (templates.length === 0) console.warn('No templates were found.');
        return templates;
      } catch (error) {
        if (signal.aborted) throw error;
        console.error('Could not load the templates.', error);
        return [];
      }
    },
  });
  return data ? { state: 'loaded', templates: data } : { state: 'loading' };
}
