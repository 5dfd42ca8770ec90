import { createElement, translatableTexts } from '@formbuilder/core';
import type { Form, FormLanguages } from '@formbuilder/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { FORMS, renderEditor, savedForm, sentBody, serveForm, signIn } from '../../editor/editor-test-kit';

// Test helpers of the Languages screen: a form in English and French, opened in the editor.

export const FRENCH: FormLanguages = { default: 'en', more: ['fr'], translations: { fr: { title: 'Contactez-nous' } } };

export function contactForm(languages: FormLanguages | null = FRENCH): Form {
  return savedForm(5, (form) => {
    form.props.elements = [
      { ...createElement('TextBox', 1), label: 'Your name', placeholder: 'Ada' },
      { ...createElement('Radio', 2), label: 'Colour', options: ['Red##r', 'Blue##b'] },
      { ...createElement('TextBox', 3), label: '<b>Bold</b> question' },
    ];
    if (languages !== null) form.props.languages = languages;
  });
}

/** How many texts of the form a visitor reads: the screen counts the same. */
export const textCount = (form: Form) => translatableTexts(form.props, form.title).length;

export async function open(form: Form = contactForm(), path = '/editor/5/languages') {
  signIn();
  const fetchMock = serveForm(form, { [`PUT ${FORMS}`]: { body: { id: 5, updated_at: 'later' } } });
  renderEditor(path);
  await screen.findByRole('heading', { name: 'Languages', level: 2 });
  return fetchMock;
}

export async function savedLanguages(fetchMock: Awaited<ReturnType<typeof open>>): Promise<unknown> {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sentBody(fetchMock, 'PUT', FORMS)).toBeDefined());
  return (sentBody(fetchMock, 'PUT', FORMS) as { props: { languages: unknown } }).props.languages;
}
