import type { StoredAnswer } from '../../answers/stored-answers';
import type { StoredSubmission } from '../../answers/stored-submission';

// A submission as a PDF for the Google Drive integration: the form title, the
// date, each question and its answer (files by their names). Made in memory with pdfkit and
// its standard fonts, no browser; those fonts draw only Windows-1252 characters, so others
// are replaced by their base letter (ő → o) or a question mark rather than drawn as garbage.

/** Unicode characters Windows-1252 keeps in 0x80–0x9F (pdfkit's WIN_ANSI_MAP): € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ. */
const WIN_ANSI_EXTRAS = new Set([
  0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d, 0x2018,
  0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e, 0x0178,
]);

const drawable = (code: number) =>
  code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(code);

/** The text as the standard fonts can draw it. */
export function standardFontText(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    if (drawable(code)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += base !== '' && [...base].every((part) => drawable(part.codePointAt(0) ?? 0)) ? base : code < 0x20 ? '' : '?';
  }
  return out;
}

const MARGIN = 56;
const GREY = '#555555';

export interface PdfOptions {
  /** Streams compressed (the default); tests read the text of an uncompressed one. */
  compress?: boolean;
}

/** pdfkit loads with the first PDF (it is some 7 MB of heap a server without Drive never needs). */
export async function submissionPdf(
  submission: StoredSubmission,
  answers: readonly StoredAnswer[],
  { compress = true }: PdfOptions = {},
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const title = submission.title.trim() || 'Untitled Form';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress,
    info: { Title: title, Creator: 'Form Builder' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text(standardFontText(title));
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(10)
    .fillColor(GREY)
    .text(`Submitted on ${submittedOn(submission.createdAt)} (submission ${submission.submissionId})`);
  doc.moveDown(1.2);
  for (const answer of answers) {
    doc.font('Helvetica-Bold').fontSize(11).fillColor('black').text(standardFontText(answer.label));
    doc
      .moveDown(0.2)
      .font('Helvetica')
      .fontSize(11)
      .fillColor(answer.text.trim() === '' ? GREY : 'black')
      .text(standardFontText(answer.text.trim()) || '(no answer)');
    doc.moveDown(0.9);
  }
  doc.end();
  return await done;
}

/** 2026-11-03 14:05 UTC */
function submittedOn(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
