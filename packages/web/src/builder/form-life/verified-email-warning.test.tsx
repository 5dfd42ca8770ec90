// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Element } from '@formbuilder/core';
import { FORMS, USER_ID, renderEditor, savedForm, serveForm, signIn } from '../../editor/editor-test-kit';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/languages';
import { availability } from './form-life-test-kit';

// docs/product.md, "A form's life": one response per verified e-mail address names a required
// Email question; deleted or made optional in the draft, the builder says so where the check was
// chosen and on the question, since the server refuses to publish the form so.

const LIFE = `${FORMS}/5/availability`;
const VERIFIED = availability({
  oneResponsePerVisitor: true,
  oneResponseCheck: 'verified-email',
  oneResponseEmailQuestion: 2,
});

function open(questions: Element[], path: string) {
  signIn();
  serveForm(
    savedForm(5, (form) => {
      form.props.elements = questions;
    }),
    {
      [`GET /api/users/${USER_ID}/preferences`]: { body: { timeZone: 'Europe/Berlin' } },
      [`GET ${LIFE}`]: { body: VERIFIED },
    },
    { version: 1, created_at: '2026-11-22T10:05:00.000Z' },
  );
  renderEditor(path);
}

const name = { id: 1, type: 'TextBox', label: 'Name' } as unknown as Element;
const email = (required: boolean) =>
  ({ id: 2, type: 'Email', label: '<b>Your e-mail</b>', required }) as unknown as Element;

beforeEach(() => localStorage.clear());

describe('the verified e-mail check’s question in the builder', () => {
  it('warns in the Availability group when the chosen question was made optional', async () => {
    open([name, email(false)], '/editor/5/builder/properties');
    const group = await screen.findByRole('group', { name: 'Availability' }, { timeout: 15000 });
    expect(
      within(group).getByText(
        'One response per verified e-mail address uses “Your e-mail”, which is no longer required: a visitor could leave it empty. Make it required again, or choose another question below and save: until then the form cannot be published.',
      ),
    ).toBeTruthy();
  });

  it('warns in the Availability group when the chosen question was deleted, in French too', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    open([name], '/editor/5/builder/properties');
    const group = await screen.findByRole('group', { name: 'Disponibilité' }, { timeout: 15000 });
    expect(
      within(group).getByText(/^Une réponse par adresse e-mail vérifiée utilise une question Email qui n’est plus/),
    ).toBeTruthy();
  });

  it('says on the question that it must stay required, and warns once Required is unticked', async () => {
    open([name, email(true)], '/editor/5/builder/question/2/properties');
    const panel = await screen.findByRole('region', { name: 'Question Properties' }, { timeout: 15000 });
    expect(
      await within(panel).findByText(/carries the address for one response per verified e-mail address/),
    ).toBeTruthy();
    expect(within(panel).queryByText(/is no longer required/)).toBeNull();
    fireEvent.click(within(panel).getByLabelText('Required'));
    expect(
      within(panel).getByText(
        'This question carries the address for one response per verified e-mail address (Availability, in Form Properties) and is no longer required. Make it required again, or choose another question there: until then the form cannot be published.',
      ),
    ).toBeTruthy();
  });

  it('says nothing on another Email question', async () => {
    open(
      [name, email(true), { id: 3, type: 'Email', label: 'A friend' } as unknown as Element],
      '/editor/5/builder/question/3/properties',
    );
    const panel = await screen.findByRole('region', { name: 'Question Properties' }, { timeout: 15000 });
    expect(within(panel).getByLabelText('Required')).toBeTruthy();
    expect(within(panel).queryByText(/verified e-mail address/)).toBeNull();
  });
});
