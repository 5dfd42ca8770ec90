// @vitest-environment jsdom
import { createElement } from '@formbuilder/core';
import type { Form } from '@formbuilder/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORMS, renderEditor, savedForm, sentBody, serveForm, signIn } from '../editor/editor-test-kit';

const LONG_LABEL = 'What is the name of your favourite programming language?';

function formWithQuestions(): Form {
  return savedForm(5, (form) => {
    form.props.elements = [
      { ...createElement('TextBox', 1), label: 'Name' },
      { ...createElement('Radio', 2), label: 'Colour', options: ['Red##r', 'Blue##b'] },
      { ...createElement('PageBreak', 3) },
      { ...createElement('Email', 4), label: LONG_LABEL },
      { ...createElement('Header', 5), label: 'Intro' },
      createElement('Button', 6),
    ];
  });
}

async function openRules(form: Form = formWithQuestions()) {
  signIn();
  const fetchMock = serveForm(form, { [`PUT ${FORMS}`]: { body: { id: 5, updated_at: 'later' } } });
  renderEditor('/editor/5/rules');
  fireEvent.click(await screen.findByRole('button', { name: 'Add New Rule' }));
  return { fetchMock, editor: screen.getByRole('form', { name: 'New rule' }) };
}

const optionTexts = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((option) => option.textContent);
const choose = (editor: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(editor).getByLabelText(label), { target: { value } });

describe('rule builder', () => {
  it('offers only questions as if-fields, the 12 operators, and then-fields without page breaks or the if-field', async () => {
    const { editor } = await openRules();
    expect(optionTexts(within(editor).getByLabelText('If'))).toEqual([
      'Choose a question',
      'Name',
      'Colour',
      'What is the name of your favourite ...',
    ]);
    expect(optionTexts(within(editor).getByLabelText('Operator'))).toHaveLength(13);
    choose(editor, 'If', '1');
    expect(optionTexts(within(editor).getByLabelText('Field'))).toEqual([
      'Choose a field',
      'Colour',
      'What is the name of your favourite ...',
      'Intro',
      'Submit Button',
    ]);
    expect(optionTexts(within(editor).getByLabelText('Then'))).toEqual(['Choose an action', 'show', 'hide']);
  });

  it("chooses the value from a choice question's options, types it otherwise, and hides it for isEmpty and isFilled", async () => {
    const { editor } = await openRules();
    choose(editor, 'If', '2');
    choose(editor, 'Operator', 'equals');
    const value = within(editor).getByLabelText('Value');
    expect(value.tagName).toBe('SELECT');
    expect(optionTexts(value)).toEqual(['Choose a value', 'Red', 'Blue']);
    choose(editor, 'If', '1');
    expect(within(editor).getByLabelText('Value').tagName).toBe('INPUT');
    choose(editor, 'Operator', 'isEmpty');
    expect(within(editor).queryByLabelText('Value')).toBeNull();
    choose(editor, 'Operator', 'isFilled');
    expect(within(editor).queryByLabelText('Value')).toBeNull();
  });

  it('saves a complete rule with the form, summarised with names cut to 35 characters; edits and deletes it', async () => {
    const { editor, fetchMock } = await openRules();
    choose(editor, 'If', '4');
    choose(editor, 'Operator', 'contains');
    choose(editor, 'Value', '@example.com');
    choose(editor, 'Then', 'hide');
    choose(editor, 'Field', '2');
    fireEvent.click(within(editor).getByRole('button', { name: 'Save Rule' }));
    expect(screen.queryByRole('form')).toBeNull();
    const rules = screen.getByRole('list', { name: 'Rules' });
    expect(within(rules).getByRole('listitem').textContent).toContain(
      'If “What is the name of your favourite ...” contains “@example.com”, hide “Colour”',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Edit rule 1' }));
    const rule = screen.getByRole('form', { name: 'Rule 1' });
    choose(rule, 'Then', 'show');
    fireEvent.click(within(rule).getByRole('button', { name: 'Save Rule' }));
    expect(within(rules).getByRole('listitem').textContent).toContain(', show “Colour”');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    expect(sentBody(fetchMock, 'PUT', FORMS)).toMatchObject({
      props: {
        rules: [
          {
            id: 1,
            type: 'showHide',
            if: { field: 4, operator: 'contains', value: '@example.com' },
            then: { command: 'show', field: 2 },
            fieldLink: false,
          },
        ],
      },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete rule 1' }));
    expect(screen.getByText('This form has no rules yet.')).toBeTruthy();
  });

  it('offers the operators that fit the if-field: no comparison for a choice, text matching for text', async () => {
    const { editor } = await openRules();
    choose(editor, 'If', '2');
    expect(optionTexts(within(editor).getByLabelText('Operator'))).toEqual([
      'Choose a condition',
      'is',
      'is not',
      'is empty',
      'is filled',
    ]);
    choose(editor, 'Operator', 'notEquals');
    choose(editor, 'If', '4');
    // 'is not' fits an e-mail too, so it stays; a choice-only operator would be cleared.
    expect(within(editor).getByLabelText<HTMLSelectElement>('Operator').value).toBe('notEquals');
    expect(optionTexts(within(editor).getByLabelText('Operator'))).toEqual([
      'Choose a condition',
      'is',
      'is not',
      'contains',
      'does not contain',
      'starts with',
      'does not start with',
      'ends with',
      'does not end with',
      'is empty',
      'is filled',
    ]);
    choose(editor, 'Operator', 'contains');
    choose(editor, 'If', '2');
    expect(within(editor).getByLabelText<HTMLSelectElement>('Operator').value).toBe('');
  });

  it("reads a saved rule as a sentence, and keeps a saved rule's operator the if-field would not offer", async () => {
    const form = formWithQuestions();
    form.props.rules = [
      {
        id: 1,
        type: 'showHide',
        if: { field: 2, operator: 'equals', value: 'b' },
        then: { command: 'show', field: 4 },
        fieldLink: false,
      },
      {
        id: 2,
        type: 'showHide',
        if: { field: 2, operator: 'greaterThan', value: 'r' },
        then: { command: 'hide', field: 1 },
        fieldLink: false,
      },
    ];
    await openRules(form);
    const items = within(screen.getByRole('list', { name: 'Rules' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.rules-list__summary')?.textContent)).toEqual([
      'If “Colour” is “Blue”, show “What is the name of your favourite ...”',
      'If “Colour” is greater than “Red”, hide “Name”',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit rule 2' }));
    const rule = screen.getByRole('form', { name: 'Rule 2' });
    expect(within(rule).getByLabelText<HTMLSelectElement>('Operator').value).toBe('greaterThan');
    expect(optionTexts(within(rule).getByLabelText('Operator'))).toEqual([
      'Choose a condition',
      'is',
      'is not',
      'is empty',
      'is filled',
      'is greater than',
    ]);
  });

  it('silently does not save an incomplete rule, and Close leaves build mode', async () => {
    const { editor } = await openRules();
    choose(editor, 'If', '1');
    choose(editor, 'Operator', 'equals');
    choose(editor, 'Then', 'show');
    choose(editor, 'Field', '2');
    fireEvent.click(within(editor).getByRole('button', { name: 'Save Rule' }));
    expect(screen.getByText('This form has no rules yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add New Rule' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add New Rule' })).toBeTruthy();
  });
});
