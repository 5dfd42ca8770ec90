// @vitest-environment jsdom
import { editorFormAnswerSchema, publishedAnswerSchema, savedFormSchema } from '@formbuilder/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../testing/render-app';
import {
  createdAnswer,
  FORMS,
  publishedAnswer,
  renderEditor,
  savedForm,
  sentBody,
  sentCalls,
  serveForm,
  signIn,
} from './editor-test-kit';
import { LAST_EDITED_FORM_KEY } from './last-edited';
import { AUTOSAVE_DELAY_MS } from './use-editor';

const location = () => screen.getByTestId('location').textContent;

describe('editor', () => {
  it('opens a new unsaved form with Preview and Publish disabled and explained', async () => {
    signIn();
    fakeServer();
    renderEditor('/editor/new/builder');
    const list = await screen.findByRole('list', { name: 'Form elements' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Short Text', 'Submit Button']);
    const preview = screen.getByRole('button', { name: 'Preview' });
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(preview.getAttribute('aria-disabled')).toBe('true');
    expect(publish.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(preview.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Form has to be saved before it can be previewed.',
    );
    expect(document.getElementById(publish.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Form has to be saved before it can be published.',
    );
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
    expect(sentBody(fetchMock, 'POST', FORMS)).toMatchObject({
      id: null,
      title: 'Survey',
      props: { elements: [{ type: 'TextBox' }, { type: 'Button' }] },
    });
    expect(localStorage.getItem(LAST_EDITED_FORM_KEY)).toBe('42');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preview' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('saves an existing form with PUT, says so in the header, and offers a retry when saving fails', async () => {
    signIn();
    let answer = { status: 400, body: { message: 'Label is too long.' } as unknown };
    const form = savedForm(5);
    const fetchMock = serveForm(form, { [`PUT ${FORMS}`]: () => answer });
    renderEditor('/editor/5/builder/properties');
    // Nothing to save yet: Save is disabled.
    const save = await screen.findByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(save.disabled).toBe(true);
    expect(screen.getByText(/^Saved · /)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Form title'), { target: { value: 'Contact' } });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe('Label is too long.');
    expect(sentBody(fetchMock, 'PUT', FORMS)).toMatchObject({ id: 5, title: 'Contact' });
    answer = { status: 200, body: savedFormSchema.parse({ id: 5, updated_at: form.updated_at }) };
    fireEvent.click(screen.getByRole('button', { name: 'Could not save — retry' }));
    expect(await screen.findByText('Saved · just now')).toBeTruthy();
    // The retry is sent (on a slow machine the draft's own autosave may have tried once more before it).
    expect(sentCalls(fetchMock).filter((call) => call === `PUT ${FORMS}`).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
  });

  it('saves the draft by itself a moment after the last change', async () => {
    signIn();
    const form = savedForm(5);
    const fetchMock = serveForm(form, {
      [`PUT ${FORMS}`]: { body: savedFormSchema.parse({ id: 5, updated_at: '2026-11-24T10:00:00.000Z' }) },
    });
    renderEditor('/editor/5/builder/properties');
    const title = await screen.findByLabelText('Form title');
    fireEvent.change(title, { target: { value: 'Contact' } });
    fireEvent.change(title, { target: { value: 'Contact form' } });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Saved · just now')).toBeTruthy(), {
      timeout: AUTOSAVE_DELAY_MS + 2000,
    });
    // One save, of the last words: typing in between restarted the wait.
    expect(sentCalls(fetchMock).filter((call) => call === `PUT ${FORMS}`)).toHaveLength(1);
    expect(sentBody(fetchMock, 'PUT', FORMS)).toMatchObject({ id: 5, title: 'Contact form' });
    // Saved, never published: the header says Draft.
    expect(screen.getByText('Draft')).toBeTruthy();
  });

  it('selects, opens and announces an element added from the palette', async () => {
    signIn();
    serveForm(savedForm(5));
    renderEditor('/editor/5/builder');
    const list = await screen.findByRole('list', { name: 'Form elements' });
    fireEvent.click(screen.getByRole('button', { name: /^Separator/ }));
    const added = within(list)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-label') === 'Separator');
    expect(added?.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(added);
    await waitFor(() => expect(location()).toMatch(/^\/editor\/5\/builder\/question\/\d+\/properties$/));
    expect(screen.getByText("Separator added after 'Short Text'")).toBeTruthy();
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
      [`GET ${FORMS}/5?published=true`]: () => ({
        body: publishedAnswer(form, published ? { version: 1, created_at: String(form.updated_at) } : undefined),
      }),
    });
    renderEditor('/editor/5/builder/properties');
    expect(await screen.findByRole('img', { name: 'Changes not published yet' })).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Form title'), { target: { value: 'Contact' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Changes not published yet' })).toBeNull());
    const calls = sentCalls(fetchMock);
    const put = calls.indexOf(`PUT ${FORMS}`);
    expect(put).toBeGreaterThan(-1);
    expect(calls.indexOf(`POST ${FORMS}/5/publish`)).toBeGreaterThan(put);
    expect(calls.filter((call) => call === `GET ${FORMS}/5`)).toHaveLength(2);
    // The form is live, and the header says Published.
    const live = await screen.findByRole('dialog', { name: 'Your form is live' });
    expect(within(live).getByRole('textbox', { name: 'Form link' })).toHaveProperty(
      'value',
      `http://localhost:3000/form/view/${form.uuid}`,
    );
    expect(within(live).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      `http://localhost:3000/form/view/${form.uuid}`,
    );
    expect(within(live).getByRole<HTMLTextAreaElement>('textbox', { name: 'Embed code' }).value).toContain('/embed.js');
    expect(screen.getByText('Published')).toBeTruthy();
    fireEvent.click(within(live).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('publishes a form with nothing new without saving it again', async () => {
    signIn();
    const form = savedForm(5);
    const fetchMock = serveForm(form, {
      [`POST ${FORMS}/5/publish`]: {
        body: publishedAnswerSchema.parse({ version: 1, published_version: 1, created_at: form.updated_at }),
      },
    });
    renderEditor('/editor/5/builder');
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await screen.findByRole('dialog', { name: 'Your form is live' });
    expect(sentCalls(fetchMock)).not.toContain(`PUT ${FORMS}`);
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
