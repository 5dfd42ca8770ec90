import { describe, expect, it } from 'vitest';
import { EMPTY_LOGIC, SHEET_COLUMNS, type FieldMapping } from '@formbuilder/core';
import { orderAnswers as answers, orderSubmission as submission } from './google-testing';
import { mappingProblem, sheetHeader, sheetRow } from './sheet-rows';

const blanks = (count: number) => Array<string>(count).fill('');

// docs/product.md §B4 and §B5, what a Sheets integration writes: the header when set up, a row per submission.
describe('sheet rows', () => {
  it('simple mode: the chosen metadata and questions in order, titles defaulting to their names', () => {
    const mapping: FieldMapping = {
      valuesRow: [
        { title: 'When', source: { metadata: 'submissionDate' } },
        null,
        { source: { questionId: 3 } },
        { source: { metadata: 'submissionId' } },
        { title: 'Name', source: { questionId: 1 } },
        { title: 'Form', source: { metadata: 'formTitle' } },
      ],
    };
    expect(sheetHeader(mapping)).toEqual(['When', 'Question 3', 'ID', 'Name', 'Form']);
    expect(sheetRow(mapping, submission, answers)).toEqual([
      '2026-11-03T14:05:09.000Z',
      'Pro',
      12,
      '=HYPERLINK("http://x")',
      'Orders',
    ]);
  });

  it('simple mode: a column per calculated value after the mapped ones, headed by its name', () => {
    const mapping: FieldMapping = { valuesRow: [{ title: 'Name', source: { questionId: 1 } }] };
    const logic = {
      ...EMPTY_LOGIC,
      variables: [
        { id: 'total', name: 'Total', kind: 'number' as const, initial: 0 },
        { id: 'plan', name: 'Plan', kind: 'text' as const, initial: '' },
        { id: 'left', name: 'Not stored', kind: 'number' as const, initial: 0 },
      ],
    };
    expect(sheetHeader(mapping, ['Total', 'Plan', 'Not stored'])).toEqual(['Name', 'Total', 'Plan', 'Not stored']);
    expect(sheetRow(mapping, { ...submission, logic, variables: { total: 42.5, plan: 'Pro' } }, answers)).toEqual([
      '=HYPERLINK("http://x")',
      42.5,
      'Pro',
      '',
    ]);
    // A form without values writes the row it always wrote.
    expect(sheetRow(mapping, submission, answers)).toEqual(['=HYPERLINK("http://x")']);
  });

  it('advanced mode: columns A..Z, the stripped REFERENCE row as header, the VALUE row by column', () => {
    const mapping: FieldMapping = {
      advancedConfigEnabled: true,
      referenceRow: [{ title: 'Cust. name' }, null, { title: 'Plan (A/B)' }],
      valuesRow: [
        { source: { questionId: 1 } },
        null,
        { source: { questionId: 3 } },
        { title: 'no source' },
        { source: { questionId: 99 } },
      ],
    };
    expect(sheetHeader(mapping)).toEqual(['Custname', '', 'PlanAB', ...blanks(SHEET_COLUMNS - 3)]);
    expect(sheetRow(mapping, submission, answers)).toEqual([
      '=HYPERLINK("http://x")',
      '',
      'Pro',
      '',
      '',
      ...blanks(SHEET_COLUMNS - 5),
    ]);
  });

  it('refuses a mapping that writes nothing', () => {
    expect(mappingProblem({ valuesRow: [null] })).toBe('Choose at least one value to write to the sheet.');
    expect(
      mappingProblem({ advancedConfigEnabled: true, referenceRow: [{ title: '?!' }], valuesRow: [{ title: 'x' }] }),
    ).toBe('Choose at least one value to write to the sheet.');
    expect(mappingProblem({ advancedConfigEnabled: true, referenceRow: [{ title: 'Name' }] })).toBeNull();
    expect(mappingProblem({ valuesRow: [{ source: { metadata: 'formTitle' } }] })).toBeNull();
  });
});
