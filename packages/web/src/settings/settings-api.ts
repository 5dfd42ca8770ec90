import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiKeyListSchema,
  createdApiKeySchema,
  loginResponseSchema,
  messageAnswerSchema,
  preferencesSchema,
  settingsPageListSchema,
  usagesSchema,
  type ChangePasswordBody,
  type Preferences,
} from '@formbuilder/core';
import { useOwnerApi } from '../auth/use-api';
import { apiPaths } from '../api/paths';
import { queryKeys } from '../api/query-keys';

// The settings area's calls, each answer parsed with core's
// schema, each through TanStack Query like the data screens (data/data-api.ts).

/** The menu's entries (GET /api/app/get/settingsPluginfileslist). */
export function useSettingsPages() {
  const { api } = useOwnerApi();
  return useQuery({
    queryKey: queryKeys.settingsPages(),
    queryFn: ({ signal }) => api.call('GET', apiPaths.settingsPages, settingsPageListSchema, { signal }),
  });
}

export function useUsages() {
  const { api, userId } = useOwnerApi();
  return useQuery({
    queryKey: queryKeys.usages(userId),
    queryFn: ({ signal }) => api.call('GET', apiPaths.usages(userId), usagesSchema, { signal }),
  });
}

export function usePreferences() {
  const { api, userId } = useOwnerApi();
  return useQuery({
    queryKey: queryKeys.preferences(userId),
    queryFn: ({ signal }) => api.call('GET', apiPaths.preferences(userId), preferencesSchema, { signal }),
  });
}

export function useSavePreferences() {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Preferences) =>
      api.call('PUT', apiPaths.preferences(userId), preferencesSchema, { body: preferences }),
    onSuccess: (saved) => client.setQueryData(queryKeys.preferences(userId), saved),
  });
}

/** Answers the fresh session (a login answer): every other session has ended. */
export function useChangePassword() {
  const { api, userId } = useOwnerApi();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.call('PUT', apiPaths.password(userId), loginResponseSchema, { body }),
  });
}

export function useApiKeys() {
  const { api, userId } = useOwnerApi();
  return useQuery({
    queryKey: queryKeys.apiKeys(userId),
    queryFn: ({ signal }) => api.call('GET', apiPaths.apiKeyList(userId), apiKeyListSchema, { signal }),
  });
}

export function useCreateApiKey() {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.call('POST', apiPaths.apiKeys(userId), createdApiKeySchema, { body: { name } }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.apiKeys(userId) }),
  });
}

export function useRevokeApiKey() {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: number) => api.call('DELETE', apiPaths.apiKey(userId, keyId), messageAnswerSchema),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.apiKeys(userId) }),
  });
}
