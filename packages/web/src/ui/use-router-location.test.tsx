// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { editorBaseOf, useRouterLocation } from './use-router-location';

describe('useRouterLocation', () => {
  it('reads where the router is as soon as navigate() has run, before the new location is drawn', async () => {
    let read: () => { pathname: string } = () => ({ pathname: '' });
    function Probe() {
      read = useRouterLocation();
      return <p data-testid="drawn">{useLocation().pathname}</p>;
    }
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: ['/editor/new/builder'] });
    render(<RouterProvider router={router} />);
    expect(read().pathname).toBe('/editor/new/builder');

    const target = '/editor/new/builder/question/2/properties';
    void router.navigate(target);
    // Microtasks only: the router settles, React has not drawn the transition yet.
    for (let turn = 0; turn < 100 && router.state.location.pathname !== target; turn += 1) await Promise.resolve();
    expect(screen.getByTestId('drawn').textContent).toBe('/editor/new/builder');
    expect(read().pathname).toBe(target);
    await waitFor(() => expect(screen.getByTestId('drawn').textContent).toBe(target));
  });

  it('names the editor part of an address', () => {
    expect(editorBaseOf('/editor/new/builder/question/2/properties')).toBe('/editor/new/');
    expect(editorBaseOf('/editor/42')).toBe('/editor/42/');
    expect(editorBaseOf('/forms')).toBeNull();
  });
});
