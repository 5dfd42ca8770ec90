// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp } from '../testing/render-app';

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'opener');
});

/** The builder's window, which opened the popup. */
function stubOpener() {
  const opener = { postMessage: vi.fn() };
  Object.defineProperty(window, 'opener', { value: opener, configurable: true });
  return opener;
}

// docs/product.md §A2 Google auth callback page; docs/product.md §B4 Authentication.
describe('the /googleAuth page', () => {
  it('posts the token to the builder that opened it, for this origin only, and closes itself; no sign-in, no shell', async () => {
    fakeServer();
    const opener = stubOpener();
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderApp('/googleAuth?message=true&token=eyJncmFudCI6MX0%3D');
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'googleAuthToken', base64Token: 'eyJncmFudCI6MX0=' },
      window.location.origin,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Connected to Google' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/googleAuth?message=true&token=eyJncmFudCI6MX0%3D');
    expect(screen.queryByRole('link', { name: 'Skip to content' })).toBeNull();
  });

  it('shows Google’s error words and a Close button when access was not given', async () => {
    fakeServer();
    const opener = stubOpener();
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderApp('/googleAuth?message=false&error=access_denied');
    expect((await screen.findByRole('alert')).textContent).toBe('access_denied');
    expect(opener.postMessage).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalled();
  });

  it('says what to do when it was not opened by the builder', async () => {
    fakeServer();
    vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderApp('/googleAuth?message=true&token=abc');
    expect((await screen.findByRole('alert')).textContent).toContain('authenticate again from the builder');
  });
});
