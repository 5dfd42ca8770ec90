// @vitest-environment jsdom
import { savedFormSchema } from '@formbuilder/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loginAnswer } from '../testing/session';
import { fakeServer } from '../testing/render-app';
import { FORMS, publishedAnswer, renderEditor, savedForm, sentCalls, serveForm, signIn } from './editor-test-kit';
import { restoreQuestion } from './kept-draft';

// The session ends inside the builder (the password was changed elsewhere, so the server
// refuses the token): the unsaved edit survives the forced login and is offered back.

const KEPT = 'unsavedDraft:7:5';
const location = () => screen.getByTestId('location').textContent;
const SESSION_ENDED = {
  status: 401,
  body: { message: 'Your session has expired or is not valid. Please log in again.' },
};

/** A window that can be narrowed to a phone's width, where the builder's panel is a bottom sheet. */
function resizableWindow() {
  let phone = false;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    get matches() {
      return phone;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    narrow: () =>
      act(() => {
        phone = true;
        for (const listener of listeners) listener();
      }),
  };
}

async function logInAgain() {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'the new password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

/** The form's title is changed, and the save meets a session the server no longer accepts. */
async function editIntoTheForcedLogin() {
  let refused = true;
  const fetchMock = serveForm(savedForm(5), {
    [`PUT ${FORMS}`]: () =>
      refused ? SESSION_ENDED : { body: savedFormSchema.parse({ id: 5, updated_at: '2026-11-24T10:00:00.000Z' }) },
    'POST /api/users/login': () => {
      refused = false;
      return { body: loginAnswer({ admin: true, user_role: 1, message: 'Welcome back' }) };
    },
  });
  renderEditor('/editor/5/builder/properties');
  fireEvent.change(await screen.findByLabelText('Form title'), { target: { value: 'Contact form' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(location()).toBe('/login'));
  return fetchMock;
}

describe('unsaved changes and a forced login', () => {
  it('keeps the draft when the server refuses the session, offers it after the login, and forgets it once saved', async () => {
    signIn();
    const fetchMock = await editIntoTheForcedLogin();
    expect(JSON.parse(localStorage.getItem(KEPT) ?? '{}')).toMatchObject({ content: { title: 'Contact form' } });

    await logInAgain();
    await waitFor(() => expect(location()).toBe('/editor/5/builder/properties'));
    const offer = await screen.findByRole('region', { name: 'Unsaved changes from your last session' });
    expect(offer.textContent).toMatch(/^Restore your unsaved changes from \d{1,2}:\d\d\s?[AP]M\?/);
    // The server's copy until the owner chooses.
    expect(screen.getByLabelText<HTMLInputElement>('Form title').value).toBe('Contact us');
    fireEvent.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(screen.queryByRole('region', { name: 'Unsaved changes from your last session' })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Form title').value).toBe('Contact form');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved · just now')).toBeTruthy();
    const puts = fetchMock.mock.calls.filter(([url, init]) => url === FORMS && init?.method === 'PUT');
    const lastBody = puts.at(-1)?.[1]?.body;
    expect(JSON.parse(typeof lastBody === 'string' ? lastBody : '{}')).toMatchObject({ id: 5, title: 'Contact form' });
    expect(localStorage.getItem(KEPT)).toBeNull();
    expect(sessionStorage.getItem(KEPT)).toBeNull();
  });

  it('forgets the draft on Discard, and offers nothing the next time', async () => {
    signIn();
    await editIntoTheForcedLogin();
    await logInAgain();
    const offer = await screen.findByRole('region', { name: 'Unsaved changes from your last session' });
    fireEvent.click(within(offer).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('region', { name: 'Unsaved changes from your last session' })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Form title').value).toBe('Contact us');
    expect(localStorage.getItem(KEPT)).toBeNull();
    cleanup();

    signIn();
    const fetchMock = serveForm(savedForm(5));
    renderEditor('/editor/5/builder/properties');
    await screen.findByLabelText('Form title');
    expect(screen.queryByRole('region', { name: 'Unsaved changes from your last session' })).toBeNull();
    expect(sentCalls(fetchMock)).toContain(`GET ${FORMS}/5`);
  });

  it('keeps nothing when there was nothing unsaved, and is per user', async () => {
    signIn();
    serveForm(savedForm(5), { [`GET ${FORMS}/5?published=true`]: SESSION_ENDED });
    renderEditor('/editor/5/builder');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(Object.keys(localStorage).filter((key) => key.startsWith('unsavedDraft'))).toEqual([]);
    cleanup();

    // Another account on the same browser is not offered Ada's draft.
    localStorage.setItem(KEPT, JSON.stringify({ content: { ...savedForm(5), title: 'Ada’s draft' }, at: Date.now() }));
    signIn({ user_id: 8 });
    const form = { ...savedForm(5), user_id: 8 };
    fakeServer({
      'GET /api/users/8/forms/5': { body: form },
      'GET /api/users/8/forms/5?published=true': { body: publishedAnswer(form) },
    });
    renderEditor('/editor/5/builder');
    await screen.findByRole('list', { name: 'Form elements' });
    expect(screen.queryByRole('region', { name: 'Unsaved changes from your last session' })).toBeNull();
  });

  it('shows the offer above a closed sheet when the window narrows to a phone with a question chosen', async () => {
    signIn();
    const form = savedForm(5);
    localStorage.setItem(KEPT, JSON.stringify({ content: { ...form, title: 'Contact form' }, at: Date.now() }));
    serveForm(form);
    const browserWindow = resizableWindow();
    const { router } = renderEditor('/editor/5/builder');
    await screen.findByRole('region', { name: 'Unsaved changes from your last session' });
    // On a wide window choosing a question opens its properties (the sheet, on a phone).
    await act(() => router.navigate(`/editor/5/builder/question/${form.props.elements[0]?.id}/properties`));
    browserWindow.narrow();

    // The sheet starts closed: nothing is drawn over the offer, which still works.
    const panel = screen.getByRole('complementary', { name: 'Builder panel' });
    expect(panel.getAttribute('data-sheet')).toBe('hidden');
    const offer = screen.getByRole('region', { name: 'Unsaved changes from your last session' });
    fireEvent.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(screen.queryByRole('region', { name: 'Unsaved changes from your last session' })).toBeNull();
    // The owner opens it when they choose to; it slides from then on.
    fireEvent.click(screen.getByRole('button', { name: '+ Add element' }));
    expect(panel.getAttribute('data-sheet')).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: 'Close the panel' }));
    expect(panel.getAttribute('data-sheet')).toBe('closed');
    vi.unstubAllGlobals();
  });

  it('asks in words, with the day when it was not today', () => {
    const now = new Date(2026, 10, 26, 16, 0);
    expect(restoreQuestion(new Date(2026, 10, 26, 14, 32).getTime(), now)).toMatch(
      /^Restore your unsaved changes from 2:32\sPM\?$/,
    );
    expect(restoreQuestion(new Date(2026, 10, 25, 9, 5).getTime(), now)).toMatch(
      /^Restore your unsaved changes from Nov 25, 2026, 9:05\sAM\?$/,
    );
  });
});
