// @vitest-environment jsdom
import { createElement, savedFormSchema } from '@formbuilder/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FROM_SCRATCH } from '../templates/template-picker-state';
import { fakeServer } from '../testing/render-app';
import type { FakeRoutes } from '../testing/render-app';
import { createdAnswer, FORMS, renderEditor, savedForm, sentBody, serveForm, signIn } from './editor-test-kit';
import { LAST_EDITED_FORM_KEY } from './last-edited';

// Rule edits are unsaved changes, the dialogue is a warning (docs/product.md §B8)
// and offers 'Save and leave' beside Cancel and Discard.

const location = () => screen.getByTestId('location').textContent;
const leave = () => fireEvent.click(screen.getByRole('link', { name: 'Back to Forms' }));

/** Form 5, with one change to its elements (a clone), on its builder. */
async function changedForm(routes: FakeRoutes = {}) {
  signIn();
  const fetchMock = serveForm(savedForm(5), { [`GET ${FORMS}`]: { body: [] }, ...routes });
  renderEditor('/editor/5/builder');
  fireEvent.click(await screen.findByRole('button', { name: 'Clone: Short Text' }));
  return fetchMock;
}

describe('unsaved changes', () => {
  it('counts a rule confirmed with Save Rule but not saved: the marker shows and leaving asks', async () => {
    signIn();
    const form = savedForm(
      5,
      (draft) => void draft.props.elements.splice(1, 0, { ...createElement('Email', 3), label: 'Mail' }),
    );
    serveForm(form, { [`GET ${FORMS}`]: { body: [] } });
    renderEditor('/editor/5/rules');
    // The rules page loads on demand: give its first import time.
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Rule' }));
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    const rule = screen.getByRole('form', { name: 'New rule' });
    const choose = (label: string, value: string) =>
      fireEvent.change(within(rule).getByLabelText(label), { target: { value } });
    choose('If', '1');
    choose('Operator', 'isFilled');
    choose('Then', 'hide');
    choose('Field', '3');
    fireEvent.click(within(rule).getByRole('button', { name: 'Save Rule' }));
    leave();
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(location()).toBe('/editor/5/rules');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('is a warning; Enter discards and leaves, Escape stays', async () => {
    await changedForm();
    leave();
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(dialog.classList.contains('modal--warning')).toBe(true);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Discard', 'Save and leave']);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    leave();
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Enter' });
    await waitFor(() => expect(location()).toBe('/forms'));
  });

  it("'Save and leave' saves the form, then goes where the owner was going", async () => {
    const fetchMock = await changedForm({
      [`PUT ${FORMS}`]: { body: savedFormSchema.parse({ id: 5, updated_at: 'later' }) },
    });
    leave();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save and leave' }));
    await waitFor(() => expect(location()).toBe('/forms'));
    expect(sentBody(fetchMock, 'PUT', FORMS)).toMatchObject({
      id: 5,
      props: { elements: [{ type: 'TextBox' }, { type: 'TextBox' }, { type: 'Button' }] },
    });
  });

  it("keeps the dialog with the server's message when 'Save and leave' fails, and does not leave", async () => {
    await changedForm({ [`PUT ${FORMS}`]: { status: 400, body: { message: 'Label is too long.' } } });
    leave();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and leave' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Label is too long.');
    expect(screen.getByRole('dialog', { name: 'Unsaved Changes' })).toBe(dialog);
    expect(location()).toBe('/editor/5/builder');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/editor/5/builder');
  });

  it("saves a new form with 'Save and leave', remembers it and still leaves", async () => {
    signIn();
    const fetchMock = fakeServer({
      [`POST ${FORMS}`]: { status: 201, body: createdAnswer(42, 'u42') },
      [`GET ${FORMS}`]: { body: [] },
    });
    renderEditor({ pathname: '/editor/new/builder', state: FROM_SCRATCH });
    fireEvent.click(await screen.findByRole('button', { name: 'Clone: Short Text' }));
    leave();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save and leave' }));
    await waitFor(() => expect(location()).toBe('/forms'));
    expect(sentBody(fetchMock, 'POST', FORMS)).toMatchObject({ id: null });
    expect(localStorage.getItem(LAST_EDITED_FORM_KEY)).toBe('42');
  });
});
