// @vitest-environment jsdom
import { createNewForm } from '@formbuilder/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LAST_EDITED_FORM_KEY } from '../editor/last-edited';
import { fakeServer, renderApp, VARIABLES } from '../testing/render-app';
import { storeSession } from '../testing/session';

const menuLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav).getAllByRole('link');
};

// docs/product.md §A2, App shell: the top menu.
describe('top menu', () => {
  it('offers Forms, Editor and Data to a signed-in user, Editor going to /editor', async () => {
    storeSession();
    fakeServer({
      'GET /api/users/7/forms': { body: [] },
      'GET /api/loadvariables': { body: { ...VARIABLES, HOME_URL: 'https://example.org/' } },
    });
    renderApp('/forms');
    const links = await menuLinks();
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', 'https://example.org/'],
      ['Forms', '/forms'],
      ['Editor', '/editor'],
      ['Data', '/data'],
    ]);
  });

  it('opens the last edited form from Editor', async () => {
    storeSession();
    localStorage.setItem(LAST_EDITED_FORM_KEY, '5');
    const form = { ...createNewForm('ada@example.com'), id: 5, title: 'Contact us', published_created_at: null };
    fakeServer({
      'GET /api/users/7/forms': { body: [] },
      'GET /api/users/7/forms/5': { body: form },
      'GET /api/users/7/forms/5?published=true': { body: { published: false } },
    });
    renderApp('/forms');
    const editor = (await menuLinks()).find((a) => a.textContent === 'Editor');
    fireEvent.click(editor ?? document.body);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/editor/5/builder'));
    expect(editor?.getAttribute('aria-current')).toBe('page');
  });

  it('keeps Login and Sign Up for visitors, without Forms or Editor', async () => {
    fakeServer();
    renderApp('/login');
    expect((await menuLinks()).map((a) => a.textContent)).toEqual(['Login', 'Sign Up']);
  });
});
