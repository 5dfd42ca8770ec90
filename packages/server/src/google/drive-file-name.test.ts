import { describe, expect, it } from 'vitest';
import type { Element } from '@formbuilder/core';
import { storedAnswers } from '../submissions/stored-answers';
import type { StoredSubmission } from '../submissions/stored-submission';
import { driveFileName } from './drive-file-name';

const elements: Element[] = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 3, type: 'Radio', label: 'Plan', options: ['Free##free', 'Pro##pro'] },
  { id: 4, type: 'Button' },
];
const submission: StoredSubmission = {
  formId: 7,
  submissionId: 12,
  title: 'Orders',
  createdAt: '2026-11-03T14:05:09.000Z',
  elements,
  entries: [
    { question_id: 1, value: '=HYPERLINK("http://x")' },
    { question_id: 3, value: 'pro' },
  ],
};
const answers = storedAnswers(submission);

// spec: builder §3, submissionIdentifier: default {submissionDate}, placeholders like {Type_id}; §5, names cannot be empty.
describe('the Drive file name', () => {
  const name = (pattern: string) => driveFileName(pattern, submission, answers);

  it('fills the placeholders and adds .pdf', () => {
    expect(name('{submissionDate}')).toBe('2026-11-03 14-05-09.pdf');
    expect(name('{formTitle} #{submissionId} {Radio_3}')).toBe('Orders #12 Pro.pdf');
    expect(name('{TextBox_1}')).toBe('=HYPERLINK( http x ).pdf');
    expect(name('{unknown} report.PDF')).toBe('{unknown} report.pdf');
  });

  it('never makes an empty name: the date instead', () => {
    expect(name('')).toBe('2026-11-03 14-05-09.pdf');
    expect(name('{TextBox_2}')).toBe('2026-11-03 14-05-09.pdf');
    expect(name(' / : ')).toBe('2026-11-03 14-05-09.pdf');
  });

  it('strips what names cannot hold and keeps them short', () => {
    expect(name('a/b\\c:d*e?f"g<h>i|j\u0000k')).toBe('a b c d e f g h i jk.pdf');
    expect(name('x'.repeat(500))).toBe(`${'x'.repeat(200)}.pdf`);
  });
});
