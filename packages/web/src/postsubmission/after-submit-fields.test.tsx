// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORMS, renderEditor, savedForm, sentBody, serveForm, signIn } from '../editor/editor-test-kit';

// docs/product.md, "A form's life": after submitting, the Thank You page or the owner's address.

const withQuestions = savedForm(5, (form) => {
  form.props.elements = [
    { id: 1, type: 'TextBox', label: 'Your name' },
    { id: 2, type: 'Email', label: '<b>E-mail</b>' },
    { id: 3, type: 'Button', buttonText: 'Send' },
  ] as typeof form.props.elements;
});

describe('redirect after submitting', () => {
  it('offers a redirect to an http(s) address with chosen answers, saved with the form', async () => {
    signIn();
    const fetchMock = serveForm(withQuestions, { [`PUT ${FORMS}`]: { body: { id: 5, updated_at: 'later' } } });
    renderEditor('/editor/5/builder/postsubmission');
    expect((await screen.findByLabelText<HTMLInputElement>('Show the Thank You page')).checked).toBe(true);
    expect(screen.queryByLabelText('Redirect address')).toBeNull();
    fireEvent.click(screen.getByLabelText(/^Redirect to an address/));
    const address = screen.getByLabelText<HTMLInputElement>('Redirect address');
    fireEvent.change(address, { target: { value: 'ftp://example.com' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'The redirect address must start with http:// or https:// and name a host.',
    );
    fireEvent.change(address, { target: { value: 'https://example.com/welcome' } });
    expect(screen.queryByRole('alert')).toBeNull();
    // Input questions only, by their label as words.
    expect(screen.queryByLabelText(/Send/)).toBeNull();
    fireEvent.click(screen.getByLabelText('E-mail (q_2)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, 'PUT', FORMS)).toMatchObject({
        props: { afterSubmit: { kind: 'redirect', url: 'https://example.com/welcome', passAnswers: [2] } },
      }),
    );
  });
});
