// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { templateListSchema } from '@formbuilder/core';
import { createdAnswer, FORMS, renderEditor, savedForm, serveForm, signIn } from '../editor/editor-test-kit';

// docs/product.md §B2, "/editor/new/builder opens a template picker modal. A template
// can be cloned into a new form. Closing the picker returns to /editor/new/builder."

const TEMPLATES = templateListSchema.parse([
  { id: 11, title: 'Contact Form', props: { tags: ['Contact'] } },
  { id: 12, title: 'Support Request', props: { tags: ['Help'] } },
]);
const location = () => screen.getByTestId('location').textContent;
// The first test of the file loads the editor's lazy chunks cold: on a busy machine that takes over a second.
const picker = () => screen.findByRole('dialog', { name: 'Choose a template' });

function serve() {
  signIn();
  const cloned = savedForm(40, (form) => void (form.title = 'Support Request'));
  return serveForm(cloned, {
    'GET /api/get/templates': { body: TEMPLATES },
    [`GET ${FORMS}`]: { body: [] },
    [`POST ${FORMS}/from-template/12`]: { status: 201, body: createdAnswer(40, 'uuid-40', 'Support Request') },
    [`POST ${FORMS}`]: { status: 201, body: createdAnswer(42, 'u42') },
  });
}

describe('template picker of a new form', () => {
  it('opens on /editor/new/builder and clones the chosen template into a new form', async () => {
    serve();
    renderEditor('/editor/new/builder');
    const dialog = await picker();
    const clone = within(dialog).getByRole('button', { name: 'Use this template' });
    expect(clone.hasAttribute('disabled')).toBe(true);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Support Request' }));
    expect(within(dialog).getByTitle('Preview of the template Support Request')).toBeTruthy();
    await waitFor(() => expect(clone.hasAttribute('disabled')).toBe(false));
    fireEvent.click(clone);
    await waitFor(() => expect(location()).toBe('/editor/40/builder'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Support Request', level: 1 })).toBeTruthy();
  });

  it('closes to the empty new form at /editor/new/builder and does not open again', async () => {
    serve();
    renderEditor('/editor/new/builder');
    fireEvent.click(within(await picker()).getByRole('button', { name: 'Start from scratch' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/editor/new/builder');
    expect(screen.getByRole('list', { name: 'Form elements' })).toBeTruthy();

    // Moving between the new form's tabs is not arriving again…
    fireEvent.click(screen.getByRole('link', { name: 'Form Properties' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Elements' }));
    await waitFor(() => expect(location()).toBe('/editor/new/builder'));
    // …nor is the first save, which changes the address to the id.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/editor/42/builder'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("closes with Escape; 'CREATE FROM SCRATCH' and the other tabs of a new form do not open it", async () => {
    serve();
    renderEditor('/editor/new/builder');
    fireEvent.keyDown(await picker(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    serve();
    renderEditor('/editor/new');
    fireEvent.click(await screen.findByRole('link', { name: /CREATE FROM SCRATCH/ }));
    expect(await screen.findByRole('list', { name: 'Form elements' })).toBeTruthy();
    expect(location()).toBe('/editor/new/builder');
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    serve();
    renderEditor('/editor/new/builder/properties');
    expect(await screen.findByLabelText('Form title')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
