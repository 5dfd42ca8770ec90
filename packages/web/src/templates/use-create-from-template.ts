import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../api/client';
import { useAuth } from '../auth/auth-context';
import { useApi } from '../auth/use-api';
import { cloneTemplate } from './templates-api';
import type { TemplateSummary } from './templates-api';

export type CreateState =
  { status: 'idle' } | { status: 'creating'; templateId: number } | { status: 'failed'; message: string };

/**
 * 'Use this template' (docs/product.md §A2 Template gallery), also the empty forms list's
 * template cards: a form is made from the template and its builder opens.
 */
export function useCreateFromTemplate() {
  const { auth } = useAuth();
  const api = useApi();
  const navigate = useNavigate();
  const [state, setState] = useState<CreateState>({ status: 'idle' });
  const userId = auth?.user_id;

  function create(template: TemplateSummary, { replace = false } = {}) {
    if (userId === undefined || state.status === 'creating') return;
    setState({ status: 'creating', templateId: template.id });
    cloneTemplate(api, userId, template.id).then(
      (form) => navigate(`/editor/${encodeURIComponent(String(form.id))}/builder`, { replace }),
      (error: unknown) => setState({ status: 'failed', message: errorMessage(error) }),
    );
  }

  return { state, create, ready: userId !== undefined, reset: () => setState({ status: 'idle' }) };
}
