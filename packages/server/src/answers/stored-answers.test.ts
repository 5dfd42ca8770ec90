import { describe, expect, it } from 'vitest';
import type { Element } from '@formbuilder/core';
import { storedAnswers } from './stored-answers';

// The e-mail, the webhook, the Drive PDF and the Sheets row read a dataset answer by its
// display, as the Data screen and the CSV do: 'California', not the stored 'CA'.
describe('storedAnswers', () => {
  it('gives a dataset answer in words and keeps its stored value beside', () => {
    const elements = [
      {
        id: 1,
        type: 'Dropdown',
        label: 'State',
        options: ['Option 1', 'Option 2'],
        hasDataset: true,
        dataset: 'usStates',
      },
      { id: 2, type: 'Radio', label: 'Month', options: ['Option 1', 'Option 2'], hasDataset: true, dataset: 'months' },
    ] as unknown as Element[];
    const answers = storedAnswers({
      formId: 1,
      submissionId: 1,
      title: 'Form',
      createdAt: '2026-11-26T10:00:00.000Z',
      elements,
      entries: [
        { question_id: 2, value: 'March' },
        { question_id: 1, value: 'CA' },
      ],
    });
    expect(answers.map(({ label, value, text }) => ({ label, value, text }))).toEqual([
      { label: 'State', value: 'CA', text: 'California' },
      { label: 'Month', value: 'March', text: 'March' },
    ]);
  });
});
