import { fieldMappingSchema, SHEET_COLUMNS } from '@formbuilder/core';
import { describe, expect, it } from 'vitest';
import {
  fieldMappingOf,
  initialDraft,
  mapsNothing,
  metadataChoices,
  questionChoices,
  spreadsheetIdOf,
} from './field-mapping';

const choices = [
  ...metadataChoices(),
  ...questionChoices([
    { id: 1, type: 'TextBox', title: 'Your name' },
    { id: 3, type: 'Email', title: 'E-mail' },
  ]),
];

describe('the Sheets field mapping', () => {
  it('starts with the ID, the date and every question, in list order', () => {
    const draft = initialDraft(undefined, choices);
    expect(draft.advanced).toBe(false);
    expect(fieldMappingOf(draft, choices)).toEqual({
      advancedConfigEnabled: false,
      valuesRow: [
        { title: 'ID', source: { metadata: 'submissionId' } },
        { title: 'Submission Date', source: { metadata: 'submissionDate' } },
        { title: 'Your name', source: { questionId: 1 } },
        { title: 'E-mail', source: { questionId: 3 } },
      ],
    });
  });

  it('keeps the list order in simple mode whatever order the boxes were ticked in', () => {
    const mapping = fieldMappingOf(
      { ...initialDraft(undefined, choices), chosen: ['question:3', 'metadata:formTitle'] },
      choices,
    );
    expect(mapping.valuesRow?.map((cell) => cell?.title)).toEqual(['Form', 'E-mail']);
  });

  it('writes 26 columns in advanced mode, references stripped of non-alphanumeric characters (docs/product.md §B5)', () => {
    const draft = initialDraft(undefined, choices);
    const reference = [...draft.reference];
    reference[0] = 'No. #1';
    reference[2] = '';
    const values = Array.from({ length: SHEET_COLUMNS }, () => '');
    values[0] = 'question:3';
    values[4] = 'metadata:submissionDate';
    const mapping = fieldMappingOf({ ...draft, advanced: true, reference, values }, choices);
    expect(fieldMappingSchema.parse(mapping)).toEqual(mapping);
    expect(mapping.referenceRow).toHaveLength(SHEET_COLUMNS);
    expect(mapping.referenceRow?.slice(0, 3)).toEqual([{ title: 'No1' }, { title: 'SubmissionDate' }, null]);
    expect(mapping.valuesRow?.[0]).toEqual({ title: 'E-mail', source: { questionId: 3 } });
    expect(mapping.valuesRow?.[1]).toBeNull();
    expect(mapping.valuesRow?.[4]).toEqual({ title: 'Submission Date', source: { metadata: 'submissionDate' } });
  });

  it('reads a stored mapping back, dropping questions the form no longer has', () => {
    const stored = fieldMappingSchema.parse({
      advancedConfigEnabled: true,
      referenceRow: [{ title: 'Mail' }, null, { title: 'Gone' }],
      valuesRow: [{ title: 'E-mail', source: { questionId: 3 } }, null, { title: 'Old', source: { questionId: 9 } }],
    });
    const draft = initialDraft(stored, choices);
    expect(draft.advanced).toBe(true);
    expect(draft.reference.slice(0, 3)).toEqual(['Mail', '', 'Gone']);
    expect(draft.values.slice(0, 3)).toEqual(['question:3', '', '']);
    const simple = initialDraft(
      fieldMappingSchema.parse({ valuesRow: [{ title: 'Form', source: { metadata: 'formTitle' } }] }),
      choices,
    );
    expect(simple).toMatchObject({ advanced: false, chosen: ['metadata:formTitle'] });
  });

  it('knows a mapping that maps nothing', () => {
    expect(mapsNothing(fieldMappingOf({ ...initialDraft(undefined, choices), chosen: [] }, choices))).toBe(true);
    expect(mapsNothing(fieldMappingOf(initialDraft(undefined, choices), choices))).toBe(false);
  });

  it('takes a spreadsheet id from its link or as it is', () => {
    const id = '1AbC_dEf-123456789';
    expect(spreadsheetIdOf(`https://docs.google.com/spreadsheets/d/${id}/edit#gid=0`)).toBe(id);
    expect(spreadsheetIdOf(` ${id} `)).toBe(id);
    expect(spreadsheetIdOf('https://example.com/not-a-sheet')).toBeNull();
    expect(spreadsheetIdOf('short')).toBeNull();
  });
});
