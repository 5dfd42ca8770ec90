import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messageAnswerSchema,
  previewCssSchema,
  savedThemeSchema,
  savedThemesSchema,
  type ThemeInput,
} from '@formbuilder/core';
import { useEffect, useState } from 'react';
import { useOwnerApi } from '../../auth/use-api';
import { apiPaths } from '../../api/paths';
import { queryKeys } from '../../api/query-keys';

// The Design tab's calls (docs/api.md, "Themes"): the owner's saved themes, the one new forms
// start with, and custom CSS sanitised by the server for the live preview.

export function useSavedThemes() {
  const { api, userId } = useOwnerApi();
  return useQuery({
    queryKey: queryKeys.themes(userId),
    queryFn: () => api.call('GET', apiPaths.themes(userId), savedThemesSchema),
  });
}

/** Saves the theme: a new one, or over the one with this id. */
export function useSaveTheme() {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ThemeInput & { id?: number }) =>
      id === undefined
        ? api.call('POST', apiPaths.themes(userId), savedThemeSchema, { body })
        : api.call('PUT', apiPaths.theme(userId, id), savedThemeSchema, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.themes(userId) }),
  });
}

export function useDeleteTheme() {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('DELETE', apiPaths.theme(userId, id), messageAnswerSchema),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.themes(userId) }),
  });
}

/** Makes a theme (or none) the one new forms start with. */
export function useDefaultTheme() {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (themeId: number | null) =>
      api.call('PUT', apiPaths.theme(userId, 'default'), messageAnswerSchema, { body: { themeId } }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.themes(userId) }),
  });
}

/** A value that follows `value` once it has stopped changing for `delay` ms. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The form's custom CSS as its public page will apply it (sanitised on the server by the same
 * code), for the builder's preview; '' while there is none. The last answer stays while the
 * next is on its way, so the preview does not flicker as the owner types.
 */
export function usePreviewCss(value: string): string {
  const { api, userId } = useOwnerApi();
  const settled = useSettled(value, 400);
  const query = useQuery({
    queryKey: queryKeys.previewCss(userId, settled),
    queryFn: () =>
      api.call('POST', `${apiPaths.themes(userId)}/preview-css`, previewCssSchema, { body: { value: settled } }),
    enabled: settled.trim() !== '' && userId !== 0,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
  return settled.trim() === '' ? '' : (query.data?.css ?? '');
}
