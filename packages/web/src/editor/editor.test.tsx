// @vitest-environment jsdom
import { editorFormAnswerSchema, publishedAnswerSchema, savedFormSchema } from '@formbuilder/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../testing/render-app';
import { createdAnswer, FORMS, publishedAnswer, renderEditor, savedForm, sentBody, sentCalls, serveForm, signIn } from './editor-test-kit';
import { LAST_EDITED_FORM_KEY } from './last-edited';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const location = () => screen.getByTestId('location').textContent;

describe('editor', () => {
  it('opens a new unsaved form with Preview and Publish disabled and explained', async () => {
    signIn();
    fakeServer();
    renderEditor('/editor/new/builder');
    const list = await screen.findByRole('list', { name: 'Form elements' });
    expect(within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Short Text', 'Submit Button']);
    const preview = screen.getByRole('button', { name: 'Preview' });
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(preview.getAttribute('aria-disabled')).toBe('true');
    expect(publish.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(preview.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Form has to be saved before it can be previewed.');
    expect(document.getElementById(publish.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Form has to be saved before it can be published.');
    fireEvent.click(preview);
    expect(location()).toBe('/editor/new/builder');
  });

  it('saves a new form with POST, moves the address from new to the id and remembers it', async () => {
    signIn();
    let saving: (value: Response) => void = () => undefined;
    const fetchMock = fakeServer();
    renderEditor('/editor/new/builder/properties');
    await screen.findByLabelText('Form title');
    fireEvent.change(screen.getByLabelText('Form title'), { target: { value: 'Survey' } });
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) => {
      if (input === FORMS && init?.method === 'POST') return new Promise<Response>((resolve) => (saving = resolve));
      return original ? original(input, init) : Promise.reject(new Error('no fake'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeTruthy();
    saving(new Response(JSON.stringify(createdAnswer(42, 'u42', 'Survey')), { status: 201 }));
    await waitFor(() => expect(location()).toBe('/editor/42/builder/properties'));
    expect(sentBody(fetchMock, 'POST', FORMS)).toMatchObject({ id: null, title: 'Survey', props: { elements: [{ type: 'TextBox' }, { type: 'Button' }] } });
    expect(localStorage.getItem(LAST_EDITED_FORM_KEY)).toBe('42');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preview' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('saves an existing form with PUT and shows the server message when saving fails', async () => {
    signIn();
    const fetchMock = serveForm(savedForm(5), { [`PUT ${FORMS}`]: { status: 400, body: { message: 'Label is too long.' } } });
    renderEditor('/editor/5/builder');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Label is too long.');
    expect(sentBody(fetchMock, 'PUT', FORMS)).toMatchObject({ id: 5, title: 'Contact us' });
  });

  it('publishes: saves, posts the publish, reloads, and clears the publish-required marker', async () => {
    signIn();
    let published = false;
    const form = savedForm(5);
    const fetchMock = serveForm(form, {
      [`PUT ${FORMS}`]: { body: savedFormSchema.parse({ id: 5, updated_at: form.updated_at }) },
      [`POST ${FORMS}/5/publish`]: () => {
        published = true;
        return { body: publishedAnswerSchema.parse({ version: 1, published_version: 1, created_at: form.updated_at }) };
      },
      [`GET ${FORMS}/5?published=true`]: () => ({ body: publishedAnswer(form, published ? { version: 1, created_at: String(form.updated_at) } : undefined) }),
    });
    renderEditor('/editor/5/builder');
    expect(await screen.findByRole('img', { name: 'Changes not published yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Changes not published yet' })).toBeNull());
    const calls = sentCalls(fetchMock);
    const put = calls.indexOf(`PUT ${FORMS}`);
    expect(put).toBeGreaterThan(-1);
    expect(calls.indexOf(`POST ${FORMS}/5/publish`)).toBeGreaterThan(put);
    expect(calls.filter((call) => call === `GET ${FORMS}/5`)).toHaveLength(2);
  });

  it('shows nothing for a form without props', async () => {
    signIn();
    fakeServer({ [`GET ${FORMS}/3`]: { body: { id: 3, title: 'Broken' } } });
    renderEditor('/editor/3/builder');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('list', { name: 'Form elements' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('/editor opens the remembered form, else the one the server names, else a new form', async () => {
    signIn();
    localStorage.setItem(LAST_EDITED_FORM_KEY, '5');
    serveForm(savedForm(5));
    renderEditor('/editor');
    await waitFor(() => expect(location()).toBe('/editor/5/builder'));
    cleanup();
    localStorage.removeItem(LAST_EDITED_FORM_KEY);

    signIn();
    serveForm(savedForm(6), { 'GET /api/users/7/editor': { body: editorFormAnswerSchema.parse({ message: 6 }) } });
    renderEditor('/editor');
    await waitFor(() => expect(location()).toBe('/editor/6/builder'));
    cleanup();
    localStorage.removeItem(LAST_EDITED_FORM_KEY);

    signIn();
    fakeServer({ 'GET /api/users/7/editor': { body: editorFormAnswerSchema.parse({ message: null }) } });
    renderEditor('/editor');
    await waitFor(() => expect(location()).toBe('/editor/new/builder'));
  });

  it('asks before leaving with changed elements: Cancel stays, Discard leaves', async () => {
    signIn();
    serveForm(savedForm(5), { [`GET ${FORMS}`]: { body: [] } });
    renderEditor('/editor/5/builder');
    fireEvent.click(await screen.findByRole('button', { name: 'Clone: Short Text' }));
    fireEvent.click(screen.getByRole('link', { name: 'Rules' }));
    await waitFor(() => expect(location()).toBe('/editor/5/rules'));
    fireEvent.click(screen.getByRole('link', { name: 'Back to Forms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(dialog.textContent).toContain('Are you sure you want to discard changes?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/editor/5/rules');
    fireEvent.click(screen.getByRole('link', { name: 'Back to Forms' }));
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Unsaved Changes' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Forms' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(location()).toBe('/forms'));
  });
});
