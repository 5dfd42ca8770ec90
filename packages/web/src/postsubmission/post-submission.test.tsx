// @vitest-environment jsdom
import { findIntegration } from '@formbuilder/core';
import type { Form } from '@formbuilder/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../i18n/languages';
import { FORMS, renderEditor, savedForm, sentBody, serveForm, signIn } from '../editor/editor-test-kit';

function type(element: HTMLElement, text: string) {
  element.textContent = text;
  fireEvent.input(element);
}

describe('post-submission page', () => {
  afterEach(() => localStorage.removeItem(LANGUAGE_STORAGE_KEY));

  it('names its heading in the owner app’s language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    signIn();
    serveForm(savedForm(5));
    renderEditor('/editor/5/builder/postsubmission');
    expect((await screen.findByRole('heading', { level: 2, name: 'Page de remerciement' })).id).toBe(
      'post-submission-heading',
    );
    fireEvent.click(screen.getByLabelText(/^Évaluer le formulaire/));
    expect(screen.getByRole('heading', { level: 2, name: 'Page de résultats' })).toBeTruthy();
  });

  it("is the 'Thank You Page' tab until the form is evaluated, then the 'Results Page'", async () => {
    signIn();
    serveForm(savedForm(5));
    renderEditor('/editor/5/builder/postsubmission');
    const tabs = await screen.findByRole('navigation', { name: 'Builder' });
    expect(within(tabs).getByRole('link', { name: 'Thank You Page' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Thank You Page as visitors see it' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/^Evaluate Form/));
    expect(within(tabs).getByRole('link', { name: 'Results Page' })).toBeTruthy();
    expect(within(tabs).queryByRole('link', { name: 'Thank You Page' })).toBeNull();
    const results = screen.getByRole('region', { name: 'Results Page as visitors see it' });
    expect(
      within(results)
        .getAllByRole('textbox')
        .map((box) => box.textContent),
    ).toEqual(['Questions', 'Correct', 'Incorrect', 'Unanswered', 'Score', 'Completed', 'Time']);
  });

  it('edits the title (128), text (256) and labels (16) as plain text; Enter ends editing', async () => {
    signIn();
    const fetchMock = serveForm(savedForm(5), { [`PUT ${FORMS}`]: { body: { id: 5, updated_at: 'later' } } });
    renderEditor('/editor/5/builder/postsubmission');
    const title = await screen.findByRole('textbox', { name: 'Thank you title' });
    type(title, 'x'.repeat(200));
    expect(title.textContent).toHaveLength(128);
    const text = screen.getByRole('textbox', { name: 'Thank you text' });
    title.focus();
    fireEvent.keyDown(title, { key: 'Enter' });
    expect(document.activeElement).not.toBe(title);
    type(text, 'Thanks!');
    fireEvent.click(screen.getByLabelText(/^Evaluate Form/));
    type(screen.getByRole('textbox', { name: 'Score label' }), 'Points and more points');
    expect(screen.getByRole('textbox', { name: 'Score label' }).textContent).toBe('Points and more ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    const sent = sentBody(fetchMock, 'PUT', FORMS) as Form;
    expect(findIntegration(sent.props.integrations, 'tyPageTitle')?.value).toBe('x'.repeat(128));
    expect(findIntegration(sent.props.integrations, 'tyPageText')?.value).toBe('Thanks!');
    expect(findIntegration(sent.props.integrations, 'submitBehaviour')?.value).toBe('Evaluate Form');
    expect(findIntegration(sent.props.integrations, 'evaluationPageLabels')?.value).toMatchObject({
      score: 'Points and more ',
      questionCount: 'Questions',
    });
  });
});

describe('recall in the Thank You text', () => {
  it('writes in an answer chosen from the list, shows it by name, and saves the token', async () => {
    signIn();
    const form = savedForm(5);
    form.props.elements = [
      { id: 1, type: 'TextBox', label: 'Your name' },
      { id: 2, type: 'Button', buttonText: 'Send' },
    ] as Form['props']['elements'];
    const fetchMock = serveForm(form, { [`PUT ${FORMS}`]: { body: { id: 5, updated_at: 'later' } } });
    renderEditor('/editor/5/builder/postsubmission');
    const text = await screen.findByRole('textbox', { name: 'Thank you text' });
    type(text, 'Thanks');
    fireEvent.change(screen.getByRole('combobox', { name: 'Recall in the text' }), {
      target: { value: '{{answer:1}}' },
    });
    expect(document.querySelector('.post-submission-page__recalled')?.textContent).toBe(
      'Visitors read: Thanks @Your name',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    const sent = sentBody(fetchMock, 'PUT', FORMS) as Form;
    expect(findIntegration(sent.props.integrations, 'tyPageText')?.value).toBe('Thanks {{answer:1}}');
  });
});

describe('sample Results page', () => {
  it('shows Completed and Time as the real Results page does (core resultRows: mm:ss)', async () => {
    signIn();
    serveForm(savedForm(5));
    renderEditor('/editor/5/builder/postsubmission');
    fireEvent.click(await screen.findByLabelText(/^Evaluate Form/));
    const results = screen.getByRole('region', { name: 'Results Page as visitors see it' });
    const values = [...results.querySelectorAll('dd')].map((value) => value.textContent);
    expect(values.slice(-2)).toEqual(['15 January 2026', '04:32']);
  });
});
