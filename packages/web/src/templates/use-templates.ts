import { useEffect, useState } from 'react';
import { useApi } from '../auth/use-api';
import { listTemplates } from './templates-api';
import type { TemplateSummary } from './templates-api';

export type TemplatesState = { state: 'loading' } | { state: 'loaded'; templates: TemplateSummary[] };

/**
 * GET /api/get/templates. A failure or an empty list is only logged (spec:
 * app-shell §8, "no templates: only logged"); the gallery then shows its empty state.
 */
export function useTemplates(): TemplatesState {
  const api = useApi();
  const [templates, setTemplates] = useState<TemplatesState>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    listTemplates(api, controller.signal).then(
      (loaded) => {
        if (loaded.length === 0) console.warn('No templates were found.');
        setTemplates({ state: 'loaded', templates: loaded });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load the templates.', error);
        setTemplates({ state: 'loaded', templates: [] });
      },
    );
    return () => controller.abort();
  }, [api]);

  return templates;
}
