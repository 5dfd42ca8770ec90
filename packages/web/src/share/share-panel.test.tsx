// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { accessLinkSchema } from '@formbuilder/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { renderScreen } from '../ui/render-screen';
import { WIDGET_TITLE_MESSAGE } from './embed-code';
import { REGENERATED_MESSAGE, REGENERATE_WARNING } from './regenerate-link';
import { NOT_PUBLISHED_MESSAGE, SharePanel } from './share-panel';
import type { ShareableForm } from './share-panel';

const FORM: ShareableForm = { id: 12, uuid: 'abc-123', title: 'Contact us', published_version: 3 };

beforeEach(() => storeSession());

function renderPanel(form: ShareableForm = FORM) {
  renderScreen(<Route path="/editor/:formId/share" element={<SharePanel form={form} />} />, `/editor/${form.id}/share`);
}

const codeOf = (name: string) => () => screen.getByRole<HTMLTextAreaElement>('textbox', { name }).value;
const code = codeOf('Embed code');
const popupCode = codeOf('Popup code');
const fullPageCode = codeOf('Full-page link');

describe('SharePanel (docs/product.md §A2 Share panel)', () => {
  it('shows the link and copies it with a Copied! hint', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPanel();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Form link' }).value).toBe(
      'https://forms.example/form/view/abc-123',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('https://forms.example/form/view/abc-123');
  });

  it('shows each way of putting the form on a site with its code, updated as the options change', () => {
    renderPanel();
    const textarea = screen.getByRole('textbox', { name: 'Embed code' });
    expect(textarea.hasAttribute('readonly')).toBe(true);
    expect(code()).toBe('<script src="https://forms.example/embed.js" fp_id="abc-123" fp_widget="false"></script>');
    expect(popupCode()).toBe('<script src="https://forms.example/embed.js" fp_id="abc-123" fp_widget="true"></script>');
    expect(fullPageCode()).toBe(
      '<a href="https://forms.example/form/view/abc-123" target="_blank" rel="noopener">Contact us</a>',
    );

    const title = screen.getByRole<HTMLInputElement>('textbox', { name: 'Widget title' });
    expect(title.value).toBe('');
    fireEvent.change(title, { target: { value: 'Talk to us' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Single submission' }));
    expect(popupCode()).toBe(
      '<script src="https://forms.example/embed.js" fp_id="abc-123" fp_widget="true" fp_widget_title="Talk to us" fp_widget_cookie="12"></script>',
    );
    expect(code()).toBe(
      '<script src="https://forms.example/embed.js" fp_id="abc-123" fp_widget="false" fp_widget_cookie="12"></script>',
    );
    for (const name of ['Copy code', 'Copy popup code', 'Copy link code'])
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(false);
  });

  it('explains an invalid widget title and keeps it out of the popup code', () => {
    renderPanel();
    const title = screen.getByRole('textbox', { name: 'Widget title' });
    fireEvent.change(title, { target: { value: 'Call us 24/7!' } });
    expect(screen.getByRole('alert').textContent).toBe(WIDGET_TITLE_MESSAGE);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(popupCode()).not.toContain('fp_widget_title');
    expect(screen.getByRole('button', { name: 'Copy popup code' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Copy code' }).hasAttribute('disabled')).toBe(false);

    fireEvent.change(title, { target: { value: 'x'.repeat(33) } });
    expect(screen.getByRole('alert').textContent).toBe(WIDGET_TITLE_MESSAGE);
    fireEvent.change(title, { target: { value: 'x'.repeat(32) } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a preview of the public form that is not editable', () => {
    renderPanel();
    expect(screen.getByText('This preview is not editable.')).toBeTruthy();
    const frame = screen.getByTitle('Preview of Contact us');
    expect(frame.getAttribute('src')).toBe('https://forms.example/form/view/abc-123');
    expect(frame.closest('[inert]')).not.toBeNull();
  });

  it('says when the form is not published', () => {
    renderPanel({ ...FORM, published_version: null });
    expect(screen.getByRole('note').textContent).toBe(NOT_PUBLISHED_MESSAGE);
    expect(screen.queryByTitle('Preview of Contact us')).toBeNull();
  });

  it('hides the Copied! hint again after a while', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.resolve() } });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Copied!')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2500);
    });
    expect(screen.queryByText('Copied!')).toBeNull();
    vi.useRealTimers();
  });

  it('regenerates the link of a private form after a confirmation, and shows the new one', async () => {
    let current = 'tok-old';
    const fetchMock = fakeServer({
      'GET /api/users/7/forms/12/access-token': () => ({
        body: accessLinkSchema.parse({ token: current, private: 1 }),
      }),
      'POST /api/users/7/forms/12/access-link': () => {
        current = 'tok-new';
        return { body: accessLinkSchema.parse({ token: current, private: 1 }) };
      },
    });
    renderPanel();
    const link = screen.getByRole<HTMLInputElement>('textbox', { name: 'Form link' });
    await vi.waitFor(() => expect(link.value).toBe('https://forms.example/form/view/abc-123?access=tok-old'));

    // Cancel changes nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate link' }));
    const dialog = screen.getByRole('dialog', { name: 'Regenerate link' });
    expect(dialog.textContent).toContain(REGENERATE_WARNING);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Regenerate link' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Regenerate link' }));
    expect(await screen.findByText(REGENERATED_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(link.value).toBe('https://forms.example/form/view/abc-123?access=tok-new');
    expect(code()).toContain('fp_access="tok-new"');
  });

  it('offers no Regenerate link for a public form', async () => {
    const fetchMock = fakeServer({
      'GET /api/users/7/forms/12/access-token': { body: accessLinkSchema.parse({ token: 'tok', private: 0 }) },
    });
    renderPanel();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Regenerate link' })).toBeNull();
  });

  it("shows the server's words when the link cannot be regenerated", async () => {
    fakeServer({
      'GET /api/users/7/forms/12/access-token': { body: accessLinkSchema.parse({ token: 'tok-old', private: 1 }) },
      'POST /api/users/7/forms/12/access-link': { status: 403, body: { message: 'That form is not yours' } },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Regenerate link' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Regenerate link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That form is not yours');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Form link' }).value).toContain('access=tok-old');
  });
});
