// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { draftFormSchema, previewTokenSchema, type ClosedReason } from '@formbuilder/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../testing/render-app';
import type { FakeRoutes } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { renderScreen } from '../ui/render-screen';
import { closedPreviewNotice, PREVIEW_WARNING, PreviewPage, UNSAVED_PREVIEW_MESSAGE } from './preview-page';
import { availability } from '../builder/form-life/form-life-test-kit';

beforeEach(() => storeSession());

function renderPreview(path: string, routes: FakeRoutes = {}) {
  const fetchMock = fakeServer({
    'GET /api/users/7/forms/12': { body: draftFormSchema.parse({ id: 12, uuid: 'abc-123', title: 'Contact us' }) },
    'GET /api/users/7/forms/12/preview-token': { body: previewTokenSchema.parse({ token: 'tok.en' }) },
    ...routes,
  });
  renderScreen(<Route path="/editor/:formId/preview" element={<PreviewPage />} />, path);
  return fetchMock;
}

/** The form's availability as the server gives it, closed for `reason` (null: open). */
const closedRoutes = (reason: ClosedReason | null): FakeRoutes => ({
  'GET /api/users/7/forms/12/availability': {
    body: availability(
      {
        closed: reason === 'closed',
        closesAt: reason === 'closing-time-passed' ? '2026-01-01T00:00:00.000Z' : null,
        closedMessage: '<p>Back in May</p>',
      },
      { closedReason: reason, responses: 3 },
    ),
  },
});

describe('PreviewPage (docs/product.md §A2 Preview page)', () => {
  it('warns, links BACK to the builder and shows the draft with a preview token', async () => {
    const fetchMock = renderPreview('/editor/12/preview');
    expect(screen.getByRole('note').textContent).toBe(PREVIEW_WARNING);
    expect(screen.getByRole('link', { name: 'BACK' }).getAttribute('href')).toBe('/editor/12/builder');
    const frame = await screen.findByTitle('Preview of your form');
    expect(frame.getAttribute('src')).toBe('https://forms.example/form/view/abc-123?preview=true&token=tok.en');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer jwt-token');
  });

  it('says above the preview of a closed form that visitors see the closed page, and why', async () => {
    renderPreview('/editor/12/preview', closedRoutes('closing-time-passed'));
    await screen.findByTitle('Preview of your form');
    const notes = await screen.findAllByRole('note');
    expect(notes.map((note) => note.textContent)).toEqual([
      PREVIEW_WARNING,
      'Visitors see the closed page: its closing time has passed.',
    ]);
    expect(closedPreviewNotice('response-cap')).toBe(
      'Visitors see the closed page: it has reached its response limit.',
    );
    expect(screen.getByRole('link', { name: 'Availability settings' }).getAttribute('href')).toBe(
      '/editor/12/builder/properties#availability',
    );
  });

  it('shows on asking the closed page visitors see, and the form again', async () => {
    renderPreview('/editor/12/preview', closedRoutes('closed'));
    await screen.findByText('Visitors see the closed page: you closed the form.');
    const show = screen.getByRole('button', { name: 'Show what visitors see' });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(show);
    expect(show.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTitle('The closed page visitors see').getAttribute('src')).toBe(
      'https://forms.example/form/view/abc-123?preview=true&token=tok.en&closed=true',
    );
    fireEvent.click(show);
    expect(screen.getByTitle('Preview of your form').getAttribute('src')).toBe(
      'https://forms.example/form/view/abc-123?preview=true&token=tok.en',
    );
  });

  it('says nothing of the closed page while the form takes responses', async () => {
    renderPreview('/editor/12/preview', closedRoutes(null));
    await screen.findByTitle('Preview of your form');
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual([PREVIEW_WARNING]);
    expect(screen.queryByRole('button', { name: 'Show what visitors see' })).toBeNull();
  });

  it('shows the server message when the preview cannot be prepared', async () => {
    renderPreview('/editor/12/preview', {
      'GET /api/users/7/forms/12/preview-token': { status: 403, body: { message: 'That form is not yours' } },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('That form is not yours');
    expect(screen.queryByTitle('Preview of your form')).toBeNull();
  });

  it('asks to save a new form first, without calling the server', () => {
    const fetchMock = renderPreview('/editor/new/preview');
    expect(screen.getByRole('alert').textContent).toBe(UNSAVED_PREVIEW_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes the form id as a prop too', async () => {
    fakeServer({
      'GET /api/users/7/forms/12': { body: draftFormSchema.parse({ id: 12, uuid: 'abc-123' }) },
      'GET /api/users/7/forms/12/preview-token': { body: previewTokenSchema.parse({ token: 't' }) },
    });
    renderScreen(<Route path="/somewhere" element={<PreviewPage formId="12" />} />, '/somewhere');
    expect((await screen.findByTitle('Preview of your form')).getAttribute('src')).toContain(
      '/form/view/abc-123?preview=true&token=t',
    );
  });
});

describe('PreviewPage devices', () => {
  it('shows the desktop width first, and a phone frame when Phone is pressed', async () => {
    renderPreview('/editor/12/preview');
    const frame = await screen.findByTitle('Preview of your form');
    const toggle = screen.getByRole('group', { name: 'Preview size' });
    const desktop = within(toggle).getByRole('button', { name: 'Desktop' });
    const phone = within(toggle).getByRole('button', { name: 'Phone' });
    expect([desktop.getAttribute('aria-pressed'), phone.getAttribute('aria-pressed')]).toEqual(['true', 'false']);
    expect(frame.classList.contains('preview-page__frame--desktop')).toBe(true);
    fireEvent.click(phone);
    expect([desktop.getAttribute('aria-pressed'), phone.getAttribute('aria-pressed')]).toEqual(['false', 'true']);
    expect(frame.classList.contains('preview-page__frame--phone')).toBe(true);
    fireEvent.click(desktop);
    expect(frame.classList.contains('preview-page__frame--desktop')).toBe(true);
  });
});

describe('PreviewPage languages (docs/product.md, "Translating a form")', () => {
  const inThreeLanguages = {
    'GET /api/users/7/forms/12': {
      body: draftFormSchema.parse({
        id: 12,
        uuid: 'abc-123',
        title: 'Contact us',
        props: { elements: [], languages: { default: 'en', more: ['fr', 'ar'], translations: {} } },
      }),
    },
  };

  it('shows the form in the language named in the address, and in each of its languages on choice', async () => {
    renderPreview('/editor/12/preview?lang=fr', inThreeLanguages);
    const frame = await screen.findByTitle('Preview of your form');
    expect(frame.getAttribute('src')).toBe('https://forms.example/form/view/abc-123?preview=true&token=tok.en&lang=fr');
    const select = screen.getByLabelText<HTMLSelectElement>('Language');
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'English · default',
      'French (Français)',
      'Arabic (العربية)',
    ]);
    fireEvent.change(select, { target: { value: 'ar' } });
    expect(screen.getByTitle('Preview of your form').getAttribute('src')).toBe(
      'https://forms.example/form/view/abc-123?preview=true&token=tok.en&lang=ar',
    );
    fireEvent.change(select, { target: { value: 'en' } });
    expect(screen.getByTitle('Preview of your form').getAttribute('src')).toBe(
      'https://forms.example/form/view/abc-123?preview=true&token=tok.en',
    );
  });

  it('offers no language choice for a form in one language, and ignores a language it does not have', async () => {
    renderPreview('/editor/12/preview?lang=fr');
    const frame = await screen.findByTitle('Preview of your form');
    expect(frame.getAttribute('src')).toBe('https://forms.example/form/view/abc-123?preview=true&token=tok.en');
    expect(screen.queryByLabelText('Language')).toBeNull();
  });
});
