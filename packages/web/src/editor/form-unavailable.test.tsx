// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../testing/render-app';
import { FORMS, renderEditor, signIn } from './editor-test-kit';
import { FORM_UNAVAILABLE_TEXT } from './form-unavailable';
import { LAST_EDITED_FORM_KEY } from './last-edited';

// docs/product.md §B8: a form the owner cannot open is said to be missing,
// not replaced by a new 'Untitled Form'; the remembered form is forgotten.

const location = () => screen.getByTestId('location').textContent;

async function expectUnavailable(path: string) {
  const region = await screen.findByRole('region', { name: 'Form not found' });
  expect(within(region).getByRole('alert').textContent).toBe(FORM_UNAVAILABLE_TEXT);
  expect(within(region).getByRole('link', { name: 'Back to your forms' }).getAttribute('href')).toBe('/forms');
  expect(within(region).getByRole('link', { name: 'Create a new form' }).getAttribute('href')).toBe(
    '/editor/new/builder',
  );
  expect(location()).toBe(path);
  expect(screen.queryByText('Untitled Form')).toBeNull();
  expect(screen.queryByRole('list', { name: 'Form elements' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
}

describe('a form that is not there', () => {
  it('says so for a 403, forgets the remembered form, and offers a new one', async () => {
    signIn();
    localStorage.setItem(LAST_EDITED_FORM_KEY, '9');
    fakeServer({ [`GET ${FORMS}/9`]: { status: 403, body: { message: 'That form is not yours' } } });
    renderEditor('/editor/9/builder');
    await expectUnavailable('/editor/9/builder');
    expect(localStorage.getItem(LAST_EDITED_FORM_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Create a new form' }));
    await waitFor(() => expect(location()).toBe('/editor/new/builder'));
    expect(await screen.findByRole('list', { name: 'Form elements' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Form not found' })).toBeNull();
  });

  it('says so for a 404 and for an id that is not a number', async () => {
    signIn();
    localStorage.setItem(LAST_EDITED_FORM_KEY, '8');
    fakeServer({ [`GET ${FORMS}/8`]: { status: 404, body: { message: 'Form not found' } } });
    renderEditor('/editor/8/rules');
    await expectUnavailable('/editor/8/rules');
    expect(localStorage.getItem(LAST_EDITED_FORM_KEY)).toBeNull();
    cleanup();

    signIn();
    renderEditor('/editor/abc/builder');
    await expectUnavailable('/editor/abc/builder');
  });
});
