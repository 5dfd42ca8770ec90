// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { createdFormSchema, templateListSchema } from '@formbuilder/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formRows } from '../forms/forms-fixtures';
import { fakeServer, renderApp } from '../testing/render-app';
import type { FakeRoutes } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { renderScreen } from '../ui/render-screen';
import { NewFormRoute, TemplateGalleryRoute } from './routes';

const TEMPLATES = templateListSchema.parse([
  { id: 11, title: 'Contact Form', props: { tags: ['Contact'] } },
  { id: 12, title: 'Support Request', props: { tags: ['Contact', 'Help'] } },
  { id: 13, title: 'Quick Poll', props: { tags: [] } },
]);
const CLONED = createdFormSchema.parse({
  id: 40,
  uuid: 'u40',
  title: 'Support Request',
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  status: 'done',
});

beforeEach(() => storeSession());

afterEach(() => {
  vi.restoreAllMocks();
});

function renderGallery(path: string, routes: FakeRoutes = {}) {
  const fetchMock = fakeServer({
    'GET /api/get/templates': { body: TEMPLATES },
    'GET /api/users/7/forms': { body: formRows(1) },
    'POST /api/users/7/forms/from-template/12': { status: 201, body: CLONED },
    ...routes,
  });
  renderScreen(
    <>
      <Route path="/editor/new" element={<NewFormRoute />} />
      <Route path="/editor/new/template" element={<TemplateGalleryRoute />} />
      <Route path="/editor/new/template/:title/*" element={<TemplateGalleryRoute />} />
    </>,
    path,
  );
  return fetchMock;
}

const location = () => screen.getByTestId('location').textContent;

describe("'Create a new form' (docs/product.md §B2)", () => {
  it('offers a template or an empty form, and a way back', async () => {
    renderGallery('/editor/new');
    expect(await screen.findByRole('heading', { name: 'Create a new form' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /USE A TEMPLATE/ }).getAttribute('href')).toBe('/editor/new/template');
    expect(screen.getByRole('link', { name: /CREATE FROM SCRATCH/ }).getAttribute('href')).toBe('/editor/new/builder');
    expect(screen.getByRole('link', { name: /Back to forms/ }).getAttribute('href')).toBe('/forms');
  });
});

describe('template gallery (docs/product.md §A2)', () => {
  it('groups by first tag with counts and filters with the search box', async () => {
    renderGallery('/editor/new/template');
    const contact = await screen.findByRole('region', { name: /Contact/ });
    expect(within(contact).getByLabelText('2 templates')).toBeTruthy();
    expect(screen.getByRole('region', { name: /Other/ }).textContent).toContain('Quick Poll');

    fireEvent.change(screen.getByPlaceholderText('Search templates...'), { target: { value: 'help' } });
    expect([...document.querySelectorAll('button[aria-pressed]')].map((button) => button.textContent)).toEqual([
      'Support Request',
    ]);
    expect(screen.queryByRole('region', { name: /Other/ })).toBeNull();
  });

  it('marks the chosen template, fades its preview until it loads, and clones it', async () => {
    const fetchMock = renderGallery('/editor/new/template');
    const clone = await screen.findByRole('button', { name: 'Use this template' });
    // The first template is chosen at once, its preview showing.
    const [first] = document.querySelectorAll('button[aria-pressed]');
    expect(first?.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTitle(`Preview of the template ${first?.textContent ?? ''}`)).toBeTruthy();
    expect(clone.hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Support Request' }));
    expect(screen.getByRole('button', { name: 'Support Request' }).getAttribute('aria-pressed')).toBe('true');

    const frame = screen.getByTitle('Preview of the template Support Request');
    expect(frame.getAttribute('src')).toBe('https://forms.example/templates/view/12');
    expect(frame.classList.contains('is-loaded')).toBe(false);
    fireEvent.load(frame);
    expect(frame.classList.contains('is-loaded')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Use this template' }));
    await vi.waitFor(() => expect(location()).toBe('/editor/40/builder'));
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/api/users/7/forms/from-template/12' && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('selects the template named in the path', async () => {
    renderGallery('/editor/new/template/Support%20Request');
    const item = await screen.findByRole('button', { name: 'Support Request' });
    expect(item.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTitle('Preview of the template Support Request')).toBeTruthy();
  });

  it('clones at once when the path contains clone', async () => {
    renderGallery('/editor/new/template/Support%20Request/clone');
    await vi.waitFor(() => expect(location()).toBe('/editor/40/builder'));
  });

  it("disables cloning at the form limit and says 'Form limit reached'", async () => {
    const fetchMock = renderGallery('/editor/new/template/Support%20Request/clone', {
      'GET /api/users/7/forms': { body: formRows(5) },
    });
    expect(await screen.findByText('Form limit reached')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use this template' }).hasAttribute('disabled')).toBe(true);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows an empty state and only logs when there are no templates', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderGallery('/editor/new/template', { 'GET /api/get/templates': { body: [] } });
    expect(await screen.findByText('No templates are available yet.')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('routes (docs/product.md §A2 Routes)', () => {
  it('guards the template routes: a visitor goes to /login remembering the path', async () => {
    localStorage.clear();
    fakeServer();
    renderApp('/editor/new/template/Contact%20Form');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(location()).toBe('/login?from=%2Feditor%2Fnew%2Ftemplate%2FContact%2520Form');
  });

  it('registers /editor/new in the app', async () => {
    fakeServer({ 'GET /api/users/7/forms': { body: [] } });
    renderApp('/editor/new');
    expect(await screen.findByRole('heading', { name: 'Create a new form' })).toBeTruthy();
  });
});
