import { describe, expect, it } from 'vitest';
import type { Element } from '@formbuilder/core';
import { storedAnswers } from '../../answers/stored-answers';
import type { StoredSubmission } from '../../answers/stored-submission';
import { standardFontText, submissionPdf } from './submission-pdf';

const elements: Element[] = [
  { id: 1, type: 'TextBox', label: '<b>Your name</b>' },
  { id: 2, type: 'Checkbox', label: 'Colours', options: ['Red', 'Blue##blue', 'Green'] },
  { id: 3, type: 'File', label: 'CV' },
  { id: 4, type: 'TextArea', label: 'Comments' },
  { id: 5, type: 'Button' },
];

const submission = (entries: StoredSubmission['entries'], title = 'Job application'): StoredSubmission => ({
  formId: 1,
  submissionId: 42,
  title,
  createdAt: '2026-11-03T14:05:09.000Z',
  elements,
  entries,
});

/** The lines drawn in an uncompressed PDF: each TJ operator's hex strings, decoded. */
function drawnLines(pdf: Buffer): string[] {
  return pdf
    .toString('latin1')
    .split('\n')
    .filter((line) => line.startsWith('[') && line.endsWith('] TJ'))
    .map((line) =>
      [...line.matchAll(/<([0-9a-f]*)>/g)].map((part) => Buffer.from(part[1] ?? '', 'hex').toString('latin1')).join(''),
    );
}

// The Drive integration's PDF, made in-process with pdfkit's standard fonts.
describe('the submission PDF', () => {
  it('shows the form title, the date and each question with its answer, files by their names', async () => {
    const stored = submission([
      { question_id: 4, value: 'Line one\nLine two' },
      { question_id: 1, value: 'Ada Lovelace' },
      { question_id: 2, value: '["Red","blue"]' },
      { question_id: 3, value: JSON.stringify([{ name: 'cv.pdf', key: 'k', size: 3, type: 'application/pdf' }]) },
    ]);
    const pdf = await submissionPdf(stored, storedAnswers(stored), { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(drawnLines(pdf)).toEqual([
      'Job application',
      'Submitted on 2026-11-03 14:05 UTC (submission 42)',
      'Your name',
      'Ada Lovelace',
      'Colours',
      'Red, Blue',
      'CV',
      'cv.pdf',
      'Comments',
      'Line one',
      'Line two',
    ]);
  });

  it('draws what the standard fonts cannot as base letters or question marks, and says when there is no answer', async () => {
    const stored = submission(
      [
        { question_id: 1, value: 'Zoë Őri 你好 😀 – “ok” €' },
        { question_id: 4, value: '' },
      ],
      '',
    );
    const lines = drawnLines(await submissionPdf(stored, storedAnswers(stored), { compress: false }));
    expect(lines[0]).toBe('Untitled Form');
    expect(lines).toContain('(no answer)');
    // Windows-1252 keeps ë, the dashes, quotes and the euro sign (as its own codes 0x93, 0x94, 0x96, 0x80).
    expect(lines[3]).toBe('Zoë Ori ?? ? \x96 \x93ok\x94 \x80');
  });

  it('compresses by default', async () => {
    const stored = submission([{ question_id: 1, value: 'Ada Lovelace' }]);
    const pdf = await submissionPdf(stored, storedAnswers(stored));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(drawnLines(pdf)).toEqual([]);
  });

  it('keeps Windows-1252 text as it is and drops control characters', () => {
    expect(standardFontText('Crème brûlée… ½ ™')).toBe('Crème brûlée… ½ ™');
    expect(standardFontText('a\tb\r\nc\u0007d')).toBe('a b\ncd');
    expect(standardFontText('ﬁne Ǆ')).toBe('fine DZ');
  });
});
