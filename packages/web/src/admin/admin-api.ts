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

// The admin console's calls (spec: app-shell §7; issue #12), each answer parsed with its
// core schema, each through TanStack Query so the tabs share one cache.

const messageSchema = z.object({ message: z.string() });

const adminKey = ['admin'] as const;
const usersKey = [...adminKey, 'users'] as const;
const rolesKey = [...adminKey, 'roles'] as const;
const whitelistKey = [...adminKey, 'whitelist'] as const;
const auditKey = [...adminKey, 'audit'] as const;

type Cursor = string | null;

/** A page's query: its size, what it filters on, and the cursor the previous page answered. */
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
    queryKey: [...usersKey, search],
    initialPageParam: null as Cursor,
    queryFn: ({ pageParam, signal }) => api.call('GET', `/api/admin/users?${pageQuery(pageParam, search ? { q: search } : {})}`, adminUserPageSchema, { signal }),
    getNextPageParam: (last) => last.next,
    // The last list stays on screen while the next search's answer is on its way.
    placeholderData: keepPreviousData,
  });
}

export function useUserForms(userId: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...usersKey, userId, 'forms'],
    queryFn: ({ signal }) => api.call('GET', `/api/admin/users/${userId}/forms`, adminUserFormListSchema, { signal }),
  });
}

export interface UserChanges {
  userId: number;
  roleId: number;
  isActive: 0 | 1;
}

/** SAVE: the role and the active flag together (spec: app-shell §4). */
export function useSaveUser() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roleId, isActive }: UserChanges) => api.call('PUT', `/api/admin/users/${userId}`, messageSchema, { body: { roleId, isActive } }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey }),
  });
}

export function useLoginAsUser() {
  const api = useApi();
  return useMutation({
    mutationFn: (userId: number) => api.call('POST', `/api/admin/users/${userId}/login-as-user/`, impersonationAnswerSchema),
  });
}

export function useRoles() {
  const api = useApi();
  return useQuery({ queryKey: rolesKey, queryFn: ({ signal }) => api.call('GET', '/api/admin/roles', editableRoleListSchema, { signal }) });
}

/** CREATE (id 0) or SAVE a role. */
export function useSaveRole() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RoleBody }) => api.call('PUT', `/api/admin/roles/${id}`, roleSavedSchema, { body }),
    // A renamed role shows under its new name in the users list too.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: rolesKey }), client.invalidateQueries({ queryKey: usersKey })]),
  });
}

export function useWhitelist() {
  const api = useApi();
  return useQuery({ queryKey: whitelistKey, queryFn: ({ signal }) => api.call('GET', '/api/admin/whitelist', whitelistSchema, { signal }) });
}

export function useAddToWhitelist() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.call('POST', `/api/admin/whitelist/${userId}`, whitelistAnswerSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: whitelistKey }),
  });
}

/** An address typed in the Whitelist tab, for someone who has no account yet. */
export function useAddAddressToWhitelist() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.call('POST', '/api/admin/whitelist', whitelistAnswerSchema, { body: { email } }),
    onSuccess: () => client.invalidateQueries({ queryKey: whitelistKey }),
  });
}

export function useRemoveFromWhitelist() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => api.call('DELETE', `/api/admin/whitelist/entries/${entryId}`, messageSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: whitelistKey }),
  });
}

export function useServerStatus() {
  const api = useApi();
  return useQuery({ queryKey: [...adminKey, 'status'], queryFn: ({ signal }) => api.call('GET', '/api/admin/status', serverStatusSchema, { signal }) });
}

/** The audit log, newest first, a page at a time. */
export function useAuditLog() {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: auditKey,
    initialPageParam: null as Cursor,
    queryFn: ({ pageParam, signal }) => api.call('GET', `/api/admin/audit?${pageQuery(pageParam)}`, auditPageSchema, { signal }),
    getNextPageParam: (last) => last.next,
  });
}
