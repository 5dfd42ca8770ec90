// Test helpers (used by *.test.tsx only): fake responses built with core's admin schemas (the server's), and the
// console rendered with its own query client, the session and the visitor guard.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthProvider } from '../auth/auth-context';
import { RequireAuth } from '../auth/route-guards';
import type { fakeServer } from '../testing/render-app';
import { loginAnswer, storeSession } from '../testing/session';
import { AdminRoute } from './admin-routes';
import {
  adminRoleListSchema,
  adminUserFormListSchema,
  adminUserPageSchema,
  auditPageSchema,
  impersonationAnswerSchema,
  serverStatusSchema,
  whitelistSchema,
} from '@formbuilder/core';

/** An admin's session (user_role 1), kept in localStorage as 'Remember Me' keeps it. */
export function storeAdminSession() {
  return storeSession({
    user_id: 1,
    email: 'root@example.com',
    name: 'Root',
    user_role: 1,
    admin: true,
    permission: { admin: true },
  });
}

export const ROLES = adminRoleListSchema.parse([
  {
    id: 1,
    name: 'admin',
    permission: JSON.stringify({ formLimit: 0, submissionLimit: 0, uploadLimit: 0, TextBox: true, File: true }),
    users: 1,
  },
  {
    id: 2,
    name: 'free',
    permission: JSON.stringify({ formLimit: 5, submissionLimit: 1000, uploadLimit: 100, TextBox: true, File: true }),
    users: 2,
  },
  // Stored before limits existed: the editor shows 1 for each (docs/product.md §A9).
  { id: 3, name: 'legacy', permission: JSON.stringify({ TextBox: true }), users: 0 },
]);

export const ADA = {
  id: 7,
  email: 'ada@example.com',
  role_name: 'free',
  role_id: 2,
  emailVerified: 1,
  isActive: 1,
  created_at: '2026-03-04T05:06:07.000Z',
};
export const GRACE = {
  id: 8,
  email: 'grace@example.com',
  role_name: 'free',
  role_id: 2,
  emailVerified: 0,
  isActive: 0,
  created_at: '2026-03-05T10:00:00.000Z',
};
export const ROOT = {
  id: 1,
  email: 'root@example.com',
  role_name: 'admin',
  role_id: 1,
  emailVerified: 1,
  isActive: 1,
  created_at: '2026-01-01T00:00:00.000Z',
};

export const usersPage = (rows: unknown[], next: string | null = null) => adminUserPageSchema.parse({ rows, next });

export const ADA_FORMS = adminUserFormListSchema.parse([
  { id: 31, title: 'Wedding RSVP', uuid: 'uuid-31', created_at: '2026-04-01T08:09:10.000Z' },
  { id: 32, title: '', uuid: 'uuid-32', created_at: '2026-04-02T08:09:10.000Z' },
]);

export const IMPERSONATION = impersonationAnswerSchema.parse({
  ...loginAnswer({ token: 'ada-token', message: 'Logged in as ada@example.com' }),
  impersonate: true,
});

export const WHITELIST = whitelistSchema.parse([
  { id: 4, email: 'ada@example.com', created_at: '2026-05-06T07:08:09.000Z' },
  { id: 5, email: 'grace@example.com', created_at: '2026-05-07T07:08:09.000Z' },
]);

export const STATUS = serverStatusSchema.parse({
  googleServiceAccountCredentials: true,
  sendgridApiKey: false,
  googleCredentialsClientID: true,
  fileUploadBucket: false,
});

export const auditPage = (rows: unknown[], next: string | null = null) => auditPageSchema.parse({ rows, next });

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** The console at `path`, behind the same guards as in the app; every other path renders nothing. */
export function renderAdmin(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <Routes>
            <Route element={<RequireAuth />}>
              <Route path="admin/*" element={<AdminRoute />} />
            </Route>
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </AuthProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

type FetchMock = ReturnType<typeof fakeServer>;

/** The admin calls the screen made, as "METHOD /path?query", in order. */
export function adminCalls(fetchMock: FetchMock): string[] {
  return fetchMock.mock.calls
    .map(
      ([input, init]) =>
        `${init?.method ?? 'GET'} ${typeof input === 'string' ? input : input instanceof URL ? input.href : input.url}`,
    )
    .filter((call) => call.includes(' /api/admin/'));
}
