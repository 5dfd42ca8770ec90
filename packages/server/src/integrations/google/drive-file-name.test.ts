import { describe, expect, it } from 'vitest';
import { driveFileName } from './drive-file-name';
import { orderAnswers as answers, orderSubmission as submission } from './google-testing';

// docs/product.md §B3, submissionIdentifier: default {submissionDate}, placeholders like {Type_id}; §B5, names cannot be empty.
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
