import { describe, expect, it } from 'vitest';
import {
  addElement,
  cloneElement,
  deleteElement,
  moveElementDown,
  moveElementTo,
  moveElementUp,
  nextElementId,
  relabelElement,
} from './element-operations';
import { createNewForm } from './form-defaults';
import type { Element } from './schemas/element';
import { formSchema } from './schemas/form';

const ids = (elements: readonly Element[]) => elements.map((element) => element.id);

describe('createNewForm (docs/product.md §B3)', () => {
  const form = createNewForm('owner@example.com');

  it('is an unsaved, public "Untitled Form"', () => {
    expect(form).toMatchObject({ id: null, title: 'Untitled Form', private: 0 });
  });

  it('starts with a Short Text (id 1) and a Submit button (id 2)', () => {
    expect(form.props.elements).toEqual([
      {
        id: 1,
        type: 'TextBox',
        label: 'Short Text',
        placeholder: '',
        required: false,
        requiredText: 'Please fill this field.',
      },
      { id: 2, type: 'Button', buttonText: 'Submit' },
    ]);
  });

  it('uses the gleam theme and #2196F3', () => {
    expect(form.props.design).toEqual({ theme: 'gleam', colour: '#2196F3' });
  });

  it('has the default integrations', () => {
    const byType = Object.fromEntries(form.props.integrations.map((entry) => [entry.type, entry]));
    expect(byType.email).toMatchObject({ to: 'owner@example.com', active: false, paused: false });
    expect(byType.submitBehaviour?.value).toBe('Show Thank You Page');
    expect(byType.tyPageTitle?.value).toBe('Thank you!');
    expect(byType.tyPageText?.value).toBe('Your submission has been received.');
    expect(byType.evaluationPageLabels?.value).toEqual({
      questionCount: 'Questions',
      correctAnswers: 'Correct',
      incorrectAnswers: 'Incorrect',
      unansweredQuestions: 'Unanswered',
      score: 'Score',
      completionDate: 'Completed',
      completionTime: 'Time',
    });
  });

  it('has no tags or rules, empty custom CSS and auto page break off', () => {
    expect(form.props.tags).toEqual([]);
    expect(form.props.rules).toEqual([]);
    expect(form.props.customCSS).toEqual({ value: '', isEncoded: false });
    expect(form.props.autoPageBreak).toEqual({
      active: false,
      elemPerPage: 1,
      nextButtonText: 'Next',
      prevButtonText: 'Previous',
      submitButtonText: 'Submit',
    });
  });

  it('passes the form schema unchanged', () => {
    expect(formSchema.parse(form)).toEqual(form);
  });

  it('gives each call its own objects', () => {
    const other = createNewForm();
    other.props.elements.push({ id: 3, type: 'Email' });
    expect(createNewForm().props.elements).toHaveLength(2);
  });
});

describe('element operations (docs/product.md §B4)', () => {
  const base: Element[] = [
    { id: 1, type: 'TextBox', label: 'Name' },
    { id: 4, type: 'Email', label: 'Mail' },
    { id: 2, type: 'Button', buttonText: 'Submit' },
  ];

  it('nextElementId is the largest id plus one, 0 for none', () => {
    expect(nextElementId(base)).toBe(5);
    expect(nextElementId([])).toBe(0);
  });

  it('adds before a trailing Button, with registry defaults', () => {
    const next = addElement(base, 'Dropdown');
    expect(ids(next)).toEqual([1, 4, 5, 2]);
    expect(next[2]).toMatchObject({
      type: 'Dropdown',
      options: ['Option 1', 'Option 2'],
      placeholder: 'Choose an option',
    });
    expect(base).toHaveLength(3);
  });

  it('appends when there is no trailing Button, and drops at a position', () => {
    expect(ids(addElement([{ id: 0, type: 'TextBox' }], 'Email'))).toEqual([0, 1]);
    expect(ids(addElement([], 'TextBox'))).toEqual([0]);
    expect(ids(addElement(base, 'Header', 0))).toEqual([5, 1, 4, 2]);
    expect(ids(addElement(base, 'Header', 99))).toEqual([1, 4, 2, 5]);
  });

  it('moves up and down, staying put at the ends', () => {
    expect(ids(moveElementUp(base, 4))).toEqual([4, 1, 2]);
    expect(ids(moveElementUp(base, 1))).toEqual([1, 4, 2]);
    expect(ids(moveElementDown(base, 4))).toEqual([1, 2, 4]);
    expect(ids(moveElementDown(base, 2))).toEqual([1, 4, 2]);
    expect(ids(moveElementTo(base, 2, 0))).toEqual([2, 1, 4]);
  });

  it('clones under a new id, right after the original', () => {
    const next = cloneElement(base, 1);
    expect(ids(next)).toEqual([1, 5, 4, 2]);
    expect(next[1]).toEqual({ id: 5, type: 'TextBox', label: 'Name' });
  });

  it('deletes and relabels', () => {
    expect(ids(deleteElement(base, 4))).toEqual([1, 2]);
    expect(relabelElement(base, 4, 'E-mail address')[1]?.label).toBe('E-mail address');
    expect(relabelElement(base, 4, 'x'.repeat(2500))[1]?.label).toHaveLength(2000);
  });
});
