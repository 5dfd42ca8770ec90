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

// The settings area's calls (issue #12; spec: app-shell §7), each answer parsed with core's
// schema, each through TanStack Query like the data screens (data/data-api.ts).

const userPath = (userId: number | string) => `/api/users/${userId}`;


/** The menu's entries (GET /api/app/get/settingsPluginfileslist). */
export function useSettingsPages() {
  const { api } = useOwnerApi();
  return useQuery({ queryKey: ['settings', 'pages'], queryFn: ({ signal }) => api.call('GET', '/api/app/get/settingsPluginfileslist', settingsPageListSchema, { signal }) });
}

export function useUsages() {
  const { api, userId } = useOwnerApi();
  return useQuery({ queryKey: ['settings', 'usages', userId], queryFn: ({ signal }) => api.call('GET', `${userPath(userId)}/usages`, usagesSchema, { signal }) });
}

const preferencesKey = (userId: number | string) => ['settings', 'preferences', userId] as const;

export function usePreferences() {
  const { api, userId } = useOwnerApi();
  return useQuery({ queryKey: preferencesKey(userId), queryFn: ({ signal }) => api.call('GET', `${userPath(userId)}/preferences`, preferencesSchema, { signal }) });
}

export function useSavePreferences() {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Preferences) => api.call('PUT', `${userPath(userId)}/preferences`, preferencesSchema, { body: preferences }),
    onSuccess: (saved) => client.setQueryData(preferencesKey(userId), saved),
  });
}

/** Answers the fresh session (a login answer): every other session has ended. */
export function useChangePassword() {
  const { api, userId } = useOwnerApi();
  return useMutation({ mutationFn: (body: ChangePasswordBody) => api.call('PUT', `${userPath(userId)}/password`, loginResponseSchema, { body }) });
}

const apiKeysKey = (userId: number | string) => ['settings', 'api-keys', userId] as const;

export function useApiKeys() {
  const { api, userId } = useOwnerApi();
  return useQuery({ queryKey: apiKeysKey(userId), queryFn: ({ signal }) => api.call('GET', `${userPath(userId)}/api-key`, apiKeyListSchema, { signal }) });
}

export function useCreateApiKey() {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.call('POST', `${userPath(userId)}/api-keys`, createdApiKeySchema, { body: { name } }),
    onSettled: () => client.invalidateQueries({ queryKey: apiKeysKey(userId) }),
  });
}

export function useRevokeApiKey() {
  const { api, userId } = useOwnerApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: number) => api.call('DELETE', `${userPath(userId)}/api-keys/${keyId}`, messageAnswerSchema),
    onSettled: () => client.invalidateQueries({ queryKey: apiKeysKey(userId) }),
  });
}
