// @vitest-environment jsdom
import { publishedAnswerSchema } from '@formbuilder/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FORMS,
  publishedAnswer,
  renderEditor,
  savedForm,
  sentCalls,
  serveForm,
  signIn,
} from '../editor/editor-test-kit';
import { formRow } from './forms-fixtures';

// The forms list is one cache entry, whichever screen reads it (the forms page, the data
// screens' selector), so a change made in the editor shows on every screen without a reload.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the forms list in the cache', () => {
  it('is read once for the forms page and the data screens, and shows a publish at once', async () => {
    signIn();
    let published = false;
    const form = savedForm(5);
    const fetchMock = serveForm(form, {
      [`GET ${FORMS}`]: () => ({
        body: [formRow({ id: 5, title: 'Contact us', uuid: 'uuid-5', publication: published ? 'published' : 'draft' })],
      }),
      [`POST ${FORMS}/5/publish`]: () => {
        published = true;
        return { body: publishedAnswerSchema.parse({ version: 1, published_version: 1, created_at: form.updated_at }) };
      },
      [`GET ${FORMS}/5?published=true`]: () => ({
        body: publishedAnswer(form, published ? { version: 1, created_at: String(form.updated_at) } : undefined),
      }),
    });
    const { router } = renderEditor('/forms');
    const row = await screen.findByRole('row', { name: /Contact us/ });
    expect(within(row).getByText('Draft')).toBeTruthy();

    // The data screens' selector lists the same forms from the same entry: no second request.
    await act(() => router.navigate('/data'));
    const selector = await screen.findByRole('combobox', { name: 'Form' });
    expect(within(selector).getByRole('option', { name: 'Contact us' })).toBeTruthy();
    expect(sentCalls(fetchMock).filter((call) => call === `GET ${FORMS}`)).toHaveLength(1);

    await act(() => router.navigate('/editor/5/builder'));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const live = await screen.findByRole('dialog', { name: 'Your form is live' });
    fireEvent.click(within(live).getByRole('button', { name: 'Done' }));

    // Back on the list within its fresh time: the publish invalidated the one entry.
    await act(() => router.navigate('/forms'));
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /Contact us/ })).getByText('Published')).toBeTruthy(),
    );
  });
});
