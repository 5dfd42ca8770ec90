import { answerSample } from '@formbuilder/core/testing';
import { describe, expect, it } from 'vitest';
import { readAnswers } from './answers';
import type { SubmittedFields } from './submitted-fields';
import type { StoredUpload } from './upload-receiver';

// The server reads a submission with core's one reader, the one the visitor's page
// reads its form with (renderer client/answers.test.ts holds its adapter to the
// same sample): both sides give the same answers for the same fields.

const upload = (field: string, fileName: string): StoredUpload => ({
  field,
  questionId: Number(field.slice(2)),
  fileName,
  size: 7,
  mimeType: 'image/png',
  storageKey: `k/${fileName}`,
});

describe('readAnswers from the submitted fields', () => {
  it("reads the sample's fields into the sample's answers, each file as its name only", () => {
    const fields: SubmittedFields = {
      values: new Map(Object.entries(answerSample.fields).map(([name, values]) => [name, [...values]])),
      files: Object.entries(answerSample.files).flatMap(([field, names]) => names.map((name) => upload(field, name))),
    };
    expect(readAnswers(answerSample.elements, fields)).toEqual(answerSample.answers);
  });

  it('reads only the objects of empty parts (Name, LocationAddress) from a body without answers, as the page does', () => {
    expect(readAnswers(answerSample.elements, { values: new Map([['_hp', ['']]]), files: [] })).toEqual({
      '4': { firstName: '', lastName: '' },
      '7': { address: '', location: null },
    });
  });
});
