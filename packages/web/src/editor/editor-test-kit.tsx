import { createdFormSchema, createNewForm, publishedVersionSchema } from '@formbuilder/core';
import type { Form } from '@formbuilder/core';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { InitialEntry } from 'react-router';
import { App } from '../app';
import { fakeServer } from '../testing/render-app';
import type { FakeRoutes } from '../testing/render-app';
import { storeSession } from '../testing/session';

// Test helpers of the editor: the whole app in a data router (the unsaved
// changes guard needs one), a signed-in user and a fake forms API.

export const USER_ID = 7;
export const FORMS = `/api/users/${USER_ID}/forms`;

/** Every element type allowed: the admin flag. */
export function signIn(overrides: Parameters<typeof storeSession>[0] = {}) {
  return storeSession({ admin: true, user_role: 1, ...overrides });
}

/** A saved form as GET …/forms/{id} returns it. */
export function savedForm(
  id: number,
  change: (form: Form) => void = () => undefined,
): Form & { published_created_at: string | null } {
  const form = {
    ...createNewForm('ada@example.com'),
    id,
    uuid: `uuid-${id}`,
    user_id: USER_ID,
    title: 'Contact us',
    updated_at: '2026-11-22T10:05:00.000Z',
  };
  change(form);
  return { ...form, published_created_at: null };
}

/** The 201 of POST …/forms (or a clone): the new form (core's schema). */
export function createdAnswer(id: number, uuid: string, title = 'Untitled Form') {
  return createdFormSchema.parse({ id, uuid, title, created_at: 'c', updated_at: 'u', status: 'done' });
}

/** GET …/forms/{id}?published=true of `form` (core's schema): that version, or never published. */
export function publishedAnswer(form: Form, published?: { version: number; created_at: string }) {
  return publishedVersionSchema.parse(
    published
      ? {
          published: true,
          ...published,
          id: form.id,
          form_id: form.id,
          uuid: form.uuid,
          title: form.title,
          props: form.props,
        }
      : { published: false },
  );
}

/** The fake server with a saved form (unpublished unless `published` is given). */
export function serveForm(form: Form, routes: FakeRoutes = {}, published?: { version: number; created_at: string }) {
  const id = String(form.id);
  return fakeServer({
    [`GET ${FORMS}/${id}`]: { body: form },
    [`GET ${FORMS}/${id}?published=true`]: { body: publishedAnswer(form, published) },
    ...routes,
  });
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export function renderEditor(path: InitialEntry) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <App />
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

type FetchMock = ReturnType<typeof fakeServer>;

/** The JSON body of the first `method url` request the app sent. */
export function sentBody(fetchMock: FetchMock, method: string, url: string): unknown {
  const call = fetchMock.mock.calls.find(([input, init]) => input === url && (init?.method ?? 'GET') === method);
  const body = call?.[1]?.body;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}

/** Every request as 'METHOD url', in order. */
export function sentCalls(fetchMock: FetchMock): string[] {
  return fetchMock.mock.calls.map(
    ([input, init]) =>
      `${init?.method ?? 'GET'} ${typeof input === 'string' ? input : input instanceof URL ? input.href : input.url}`,
  );
}
