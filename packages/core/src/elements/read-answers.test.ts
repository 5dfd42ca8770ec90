import { describe, expect, it } from 'vitest';
import { answerSample, readerOf, sampleElement } from '../testing';
import { readAnswers } from './read-answers';

// The one answer reader: the server and the visitor's page both call it,
// through their adapters (server submissions/answers.test.ts, renderer
// client/answers.test.ts), which are held to this same sample.
describe('readAnswers', () => {
  it('reads every question of the sample by its type', () => {
    expect(readAnswers(answerSample.elements, readerOf(answerSample.fields, answerSample.files))).toEqual(
      answerSample.answers,
    );
  });

  it('leaves out layout elements and empty answers: no field, an empty text, an empty list', () => {
    const elements = [
      sampleElement('Header', 1),
      sampleElement('TextBox', 2),
      sampleElement('TextBox', 3),
      sampleElement('Checkbox', 4, { options: ['A##a'] }),
      sampleElement('List', 5),
      sampleElement('File', 6),
      sampleElement('DateTime', 7, { dtStart: true }),
      sampleElement('Phone', 8),
    ];
    const fields = {
      q_1: 'sent anyway',
      q_3: '',
      q_4: [''],
      q_5: '\n \n',
      'q_7.start': ' ',
      'q_8.dialCode': '+1 (US)',
    };
    expect(readAnswers(elements, readerOf(fields))).toEqual({});
  });

  it('keeps blank text that is not empty, for the validators to judge', () => {
    expect(readAnswers([sampleElement('TextBox', 1)], readerOf({ q_1: ' ' }))).toEqual({ '1': ' ' });
  });
});

describe('the default reader', () => {
  it('takes the first value of q_{id} as sent', () => {
    const elements = [
      sampleElement('Number', 1),
      sampleElement('Dropdown', 2, { options: ['A##a', 'B##b'] }),
      sampleElement('Email', 3),
    ];
    const fields = { q_1: ['4', '5'], q_2: 'b', q_3: ' ada@example.com ' };
    expect(readAnswers(elements, readerOf(fields))).toEqual({ '1': '4', '2': 'b', '3': ' ada@example.com ' });
  });
});

describe('Checkbox, File and Address', () => {
  it('reads a Checkbox as every value of q_{id} (one per checked option), blanks dropped', () => {
    const element = sampleElement('Checkbox', 2, { options: ['A##a', 'B##b', 'C##c'] });
    expect(readAnswers([element], readerOf({ q_2: ['a', '', 'c'] }))).toEqual({ '2': ['a', 'c'] });
  });

  it('reads a File as { fileName } of the file sent, or a list of them when more came', () => {
    const element = sampleElement('File', 8);
    expect(readAnswers([element], readerOf({}, { q_8: ['a.pdf'] }))).toEqual({ '8': { fileName: 'a.pdf' } });
    expect(readAnswers([element], readerOf({}, { q_8: ['a.pdf', 'b.pdf'] }))).toEqual({
      '8': [{ fileName: 'a.pdf' }, { fileName: 'b.pdf' }],
    });
  });

  it('reads an Address as the trimmed text of q_{id}', () => {
    expect(readAnswers([sampleElement('Address', 6)], readerOf({ q_6: ' 8 Rue de Rivoli ' }))).toEqual({
      '6': '8 Rue de Rivoli',
    });
  });
});
