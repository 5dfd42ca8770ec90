import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formSlugSchema } from '@formbuilder/core';
import type { ApiClient } from '../api/client';
import { useAuth } from '../auth/auth-context';
import { useApi } from '../auth/use-api';
import { apiPaths } from '../api/paths';
import { queryKeys } from '../api/query-keys';

// A form's short address (docs/product.md "Reach"; docs/api.md): GET, PUT and DELETE
// /api/users/{userId}/forms/{formId}/slug, each answering { slug }.

export interface FormSlugApi {
  /** The form's slug; null when it has none or while it loads. */
  slug: string | null;
  /** Sets the slug; rejects with the server's words (409 when taken). */
  save: (slug: string) => Promise<void>;
  clear: () => Promise<void>;
}

export function useFormSlug(formId: number): FormSlugApi {
  const { auth } = useAuth();
  const api: ApiClient = useApi();
  const client = useQueryClient();
  const userId = auth?.user_id ?? 0;
  const key = queryKeys.slug(userId, formId);
  const path = apiPaths.slug(userId, formId);
  const { data } = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await api.call('GET', path, formSlugSchema, { signal })).slug,
  });
  const send = async (method: 'PUT' | 'DELETE', body?: { slug: string }) => {
    // A read still in flight would land after the change and put the old slug back.
    await client.cancelQueries({ queryKey: key });
    const { slug } = await api.call(method, path, formSlugSchema, body ? { body } : {});
    client.setQueryData(key, slug);
  };
  return { slug: data ?? null, save: (slug) => send('PUT', { slug }), clear: () => send('DELETE') };
}
