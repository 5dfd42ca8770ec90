// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { SLUG_RULE_MESSAGE, reservedSlugMessage, takenSlugMessage } from '@formbuilder/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, sentRequest } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { renderScreen } from '../ui/render-screen';
import { SharePanel } from './share-panel';
import { SLUG_REMOVED_MESSAGE, SLUG_SAVED_MESSAGE } from './short-address';

// docs/product.md "Reach": the short address and the QR code in the share panel.

const FORM = { id: 12, uuid: 'abc-123', title: 'Contact us', published_version: 3 };
const SLUG_URL = '/api/users/7/forms/12/slug';

beforeEach(() => storeSession());
afterEach(() => vi.restoreAllMocks());

function renderPanel() {
  renderScreen(<Route path="/editor/:formId/share" element={<SharePanel form={FORM} />} />, `/editor/${FORM.id}/share`);
}

const slugField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Short address' });

function typeSlug(slug: string) {
  fireEvent.change(slugField(), { target: { value: slug } });
  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
}

describe('the short address', () => {
  it('is saved, then shown with its copy button, in the QR code and in the full-page link', async () => {
    let slug: string | null = null;
    const fetchMock = fakeServer({
      [`GET ${SLUG_URL}`]: () => ({ body: { slug } }),
      [`PUT ${SLUG_URL}`]: (init) => {
        slug = (JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { slug: string }).slug;
        return { body: { slug } };
      },
    });
    renderPanel();
    expect(screen.getByText('https://forms.example/f/')).toBeTruthy();
    typeSlug('summer-party');
    expect(await screen.findByText(SLUG_SAVED_MESSAGE)).toBeTruthy();
    expect(sentRequest(fetchMock, SLUG_URL).body).toBeUndefined();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    const sent = put?.[1]?.body;
    expect(JSON.parse(typeof sent === 'string' ? sent : '{}')).toEqual({ slug: 'summer-party' });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Short link' }).value).toBe(
      'https://forms.example/f/summer-party',
    );
    expect(screen.getByRole('button', { name: 'Copy short link' })).toBeTruthy();
    expect(await screen.findByAltText('QR code of https://forms.example/f/summer-party')).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Full-page link' }).value).toContain(
      'href="https://forms.example/f/summer-party"',
    );
    // The uuid link stays as it is.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Form link' }).value).toBe(
      'https://forms.example/form/view/abc-123',
    );
  });

  it('refuses a slug against the rules before asking the server', () => {
    const fetchMock = fakeServer({ [`GET ${SLUG_URL}`]: { body: { slug: null } } });
    renderPanel();
    typeSlug('Summer Party');
    expect(screen.getByRole('alert').textContent).toBe(SLUG_RULE_MESSAGE);
    expect(slugField().getAttribute('aria-invalid')).toBe('true');
    typeSlug('admin');
    expect(screen.getByRole('alert').textContent).toBe(reservedSlugMessage('admin'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it("shows the server's words when the slug is taken, and keeps no short link", async () => {
    fakeServer({
      [`GET ${SLUG_URL}`]: { body: { slug: null } },
      [`PUT ${SLUG_URL}`]: { status: 409, body: { message: takenSlugMessage('party') } },
    });
    renderPanel();
    typeSlug('party');
    expect((await screen.findByRole('alert')).textContent).toBe(takenSlugMessage('party'));
    expect(screen.queryByRole('textbox', { name: 'Short link' })).toBeNull();
  });

  it('is removed with Remove', async () => {
    const fetchMock = fakeServer({
      [`GET ${SLUG_URL}`]: { body: { slug: 'party' } },
      [`DELETE ${SLUG_URL}`]: { body: { slug: null } },
    });
    renderPanel();
    await vi.waitFor(() => expect(slugField().value).toBe('party'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(SLUG_REMOVED_MESSAGE)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Short link' })).toBeNull();
    expect(slugField().value).toBe('');
  });
});

describe('the QR code', () => {
  it('shows the form link as a QR code and downloads it as SVG and PNG', async () => {
    fakeServer({ [`GET ${SLUG_URL}`]: { body: { slug: null } } });
    const saved: { name: string; type: string; text: string }[] = [];
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs: each blob saved is kept under its own.
    Object.assign(URL, { createObjectURL: () => '', revokeObjectURL: () => undefined });
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:${String(blobs.size)}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (blob) void blob.text().then((text) => saved.push({ name: this.download, type: blob.type, text }));
    });
    renderPanel();
    const image = await screen.findByAltText('QR code of https://forms.example/form/view/abc-123');
    const svg = decodeURIComponent(image.getAttribute('src')?.split(',')[1] ?? '');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');

    fireEvent.click(screen.getByRole('button', { name: 'Download SVG' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download PNG' }));
    // The PNG is 1024 px wide: drawing it takes a moment on a busy machine.
    await vi.waitFor(() => expect(saved).toHaveLength(2), { timeout: 15_000 });
    const byName = Object.fromEntries(saved.map((file) => [file.name, file]));
    expect(byName['form-12-qr.svg']?.type).toBe('image/svg+xml');
    expect(byName['form-12-qr.svg']?.text).toBe(svg);
    expect(byName['form-12-qr.png']?.type).toBe('image/png');
    expect(byName['form-12-qr.png']?.text.slice(1, 4)).toBe('PNG');
  });
});
