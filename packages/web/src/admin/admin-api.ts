import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  adminUserFormListSchema,
  adminUserPageSchema,
  auditPageSchema,
  impersonationAnswerSchema,
  roleSavedSchema,
  serverStatusSchema,
  whitelistAnswerSchema,
  whitelistSchema,
  type RoleBody,
} from '@formbuilder/core';
import { z } from 'zod';
import { useApi } from '../auth/use-api';
import { editableRoleListSchema } from './admin-schemas';
import { apiPaths } from '../api/paths';
import { queryKeys } from '../api/query-keys';

// The admin console's calls (docs/product.md §A7), each answer parsed with its
// core schema, each through TanStack Query so the tabs share one cache.

const messageSchema = z.object({ message: z.string() });

type Cursor = string | null;

/** A page's query: its size, what it filters on, and the cursor the previous page returned. */
function pageQuery(after: Cursor, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE), ...extra });
  if (after !== null) params.set('after', after);
  return params.toString();
}

/** Users whose e-mail contains `q`, a page at a time. */
export function useAdminUsers(q: string) {
  const api = useApi();
  const search = q.trim();
  return useInfiniteQuery({
    queryKey: queryKeys.adminUserPages(search),
    initialPageParam: null as Cursor,
    queryFn: ({ pageParam, signal }) =>
      api.call('GET', apiPaths.adminUsers(pageQuery(pageParam, search ? { q: search } : {})), adminUserPageSchema, {
        signal,
      }),
    getNextPageParam: (last) => last.next,
    // The last list stays on screen while the next search's answer is on its way.
    placeholderData: keepPreviousData,
  });
}

export function useUserForms(userId: number) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.adminUserForms(userId),
    queryFn: ({ signal }) => api.call('GET', apiPaths.adminUserForms(userId), adminUserFormListSchema, { signal }),
  });
}

export interface UserChanges {
  userId: number;
  roleId: number;
  isActive: 0 | 1;
}

/** SAVE: the role and the active flag together (docs/product.md §A4). */
export function useSaveUser() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roleId, isActive }: UserChanges) =>
      api.call('PUT', apiPaths.adminUser(userId), messageSchema, { body: { roleId, isActive } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.adminUsers() }),
  });
}

export function useLoginAsUser() {
  const api = useApi();
  return useMutation({
    mutationFn: (userId: number) => api.call('POST', apiPaths.loginAsUser(userId), impersonationAnswerSchema),
  });
}

export function useRoles() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.roles(),
    queryFn: ({ signal }) => api.call('GET', apiPaths.roles, editableRoleListSchema, { signal }),
  });
}

/** CREATE (id 0) or SAVE a role. */
export function useSaveRole() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RoleBody }) =>
      api.call('PUT', apiPaths.role(id), roleSavedSchema, { body }),
    // A renamed role shows under its new name in the users list too.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.roles() }),
        client.invalidateQueries({ queryKey: queryKeys.adminUsers() }),
      ]),
  });
}

export function useWhitelist() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.whitelist(),
    queryFn: ({ signal }) => api.call('GET', apiPaths.whitelist, whitelistSchema, { signal }),
  });
}

export function useAddToWhitelist() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.call('POST', apiPaths.whitelistUser(userId), whitelistAnswerSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.whitelist() }),
  });
}

/** An address typed in the Whitelist tab, for someone who has no account yet. */
export function useAddAddressToWhitelist() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.call('POST', apiPaths.whitelist, whitelistAnswerSchema, { body: { email } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.whitelist() }),
  });
}

export function useRemoveFromWhitelist() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => api.call('DELETE', apiPaths.whitelistEntry(entryId), messageSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.whitelist() }),
  });
}

export function useServerStatus() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.serverStatus(),
    queryFn: ({ signal }) => api.call('GET', apiPaths.serverStatus, serverStatusSchema, { signal }),
  });
}

/** The audit log, newest first, a page at a time. */
export function useAuditLog() {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: queryKeys.audit(),
    initialPageParam: null as Cursor,
    queryFn: ({ pageParam, signal }) =>
      api.call('GET', apiPaths.audit(pageQuery(pageParam)), auditPageSchema, { signal }),
    getNextPageParam: (last) => last.next,
  });
}
