import { describe, expect, it } from 'vitest';
import { formPropsSchema } from '../schemas/form';
import { FILE_UPLOAD_MAX_BYTES } from '../limits';
import { fileAccepts, fileMaxBytes, fileMaxMb, fileSizeRefusal } from './file';
import {
  acceptKinds,
  acceptOfKinds,
  acceptProblem,
  acceptWords,
  acceptedFilesWords,
  acceptedMimeTypes,
  fileTypeRefusal,
  SERVER_FILE_MIME_TYPES,
} from './file-types';
import { createElement } from './registry';
import { pageWords } from '../i18n/catalogues';

// docs/product.md "Files before upload": a File question's own accept list, read against the
// types the server takes.

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('accept lists', () => {
  it('map extensions, types and families to the types the server takes', () => {
    expect([...acceptedMimeTypes('.pdf, .DOCX')]).toEqual([PDF, DOCX]);
    expect([...acceptedMimeTypes('image/*')]).toEqual(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
    expect([...acceptedMimeTypes('.jpg,.jpeg')]).toEqual(['image/jpeg']);
    expect([...acceptedMimeTypes('')]).toEqual(SERVER_FILE_MIME_TYPES);
  });

  it('refuse, in words, entries that are not types or that the server never takes', () => {
    expect(acceptProblem('.pdf, image/*, text/csv')).toBeNull();
    expect(acceptProblem('')).toBeNull();
    expect(acceptProblem('pdf')).toMatch(/'pdf' is not a file type: write extensions like \.pdf/);
    expect(acceptProblem('.pdf; .docx')).toMatch(/is not a file type/);
    expect(acceptProblem('.exe')).toMatch(/'\.exe' files cannot be uploaded/);
    expect(acceptProblem('video/*')).toMatch(/'video\/\*' files cannot be uploaded/);
    expect(acceptProblem('image/svg+xml')).toMatch(/cannot be uploaded/);
    expect(acceptProblem(`${'.pdf,'.repeat(100)}.pdf`)).toMatch(/too long: at most 500 characters/);
  });

  it('read as kinds for the builder and back', () => {
    const accept = acceptOfKinds(new Set(['word', 'pdf']));
    expect(accept).toBe('.pdf,.docx');
    expect(acceptKinds(accept).map((kind) => kind.key)).toEqual(['pdf', 'word']);
    expect(acceptKinds('image/png').map((kind) => kind.key)).toEqual([]);
    expect(acceptKinds('.jpg,.png,.gif,.webp').map((kind) => kind.key)).toEqual(['images']);
    expect(acceptKinds('')).toEqual([]);
  });

  it('say in words what a question takes', () => {
    expect(acceptWords('.pdf,.docx')).toBe('PDF and Word');
    expect(acceptWords('image/*, .pdf, .zip')).toBe('PDF, image and ZIP');
    expect(acceptWords('image/png,.txt')).toBe('PNG and plain text');
    expect(fileTypeRefusal('CV', '.pdf,.docx')).toBe('“CV” accepts PDF and Word files.');
    expect(acceptWords('image/*,.txt,.csv')).toBe('image, plain text and CSV');
  });

  it('say them in the visitor’s language (docs/product.md, "Languages")', () => {
    const french = pageWords('fr');
    expect(acceptWords('image/*,.txt,.csv', french)).toBe('image, texte brut et CSV');
    expect(fileTypeRefusal('CV', '.pdf,.docx', french)).toBe('« CV » accepte les fichiers PDF et Word.');
    expect(fileTypeRefusal('', '.odt', pageWords('de'))).toBe(
      'Diese Frage nimmt Dateien vom Typ OpenDocument-Text an.',
    );
    expect(acceptedFilesWords('', french)).toBe('images, PDF, documents bureautiques, ZIP, TXT ou CSV');
    expect(fileSizeRefusal('Notes', 0.5, french)).toBe('« Notes » accepte des fichiers de 0,5 Mo au plus.');
  });

  it("decide by the file's type, else by its name when the type is unknown", () => {
    const cv = { ...createElement('File', 1), accept: '.pdf,.docx' };
    expect(fileAccepts(cv, 'cv.pdf', PDF)).toBe(true);
    // Named .pdf, but the content is a PNG: the type decides.
    expect(fileAccepts(cv, 'cv.pdf', 'image/png')).toBe(false);
    expect(fileAccepts(cv, 'cv.docx', '')).toBe(true);
    expect(fileAccepts(cv, 'cv.exe', '')).toBe(false);
    // A browser may call a CSV an Excel file: the extension then decides.
    expect(fileAccepts({ ...cv, accept: '.csv' }, 'table.csv', 'application/vnd.ms-excel')).toBe(true);
  });

  it('are checked when a form is saved', () => {
    const withAccept = (accept: unknown) => ({ elements: [{ ...createElement('File', 1), accept }] });
    expect(formPropsSchema.safeParse(withAccept('.pdf, image/*')).success).toBe(true);
    const refused = formPropsSchema.safeParse(withAccept('.exe'));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/'\.exe' files cannot be uploaded/);
    expect(formPropsSchema.safeParse(withAccept(42)).success).toBe(false);
  });
});

// docs/product.md "Files before upload": a File question's own largest file, never above the server's.
describe('a largest file per question', () => {
  const withMax = (maxFileMb: unknown) => ({ elements: [{ ...createElement('File', 1), maxFileMb }] });
  const refusal = (maxFileMb: unknown) => formPropsSchema.safeParse(withMax(maxFileMb)).error?.issues[0]?.message;

  it('is checked when a form is saved, with words on what it may be', () => {
    expect(formPropsSchema.safeParse(withMax(2)).success).toBe(true);
    expect(formPropsSchema.safeParse(withMax(0.5)).success).toBe(true);
    expect(formPropsSchema.safeParse(withMax(10)).success).toBe(true);
    expect(formPropsSchema.safeParse(withMax(null)).success).toBe(true);
    expect(refusal(11)).toBe('The largest file size can be at most 10 MB, the server’s limit for one file.');
    expect(refusal(0)).toBe('The largest file size must be more than 0 MB (leave it empty for the server’s limit).');
    expect(refusal(-1)).toMatch(/must be more than 0 MB/);
    expect(refusal('2')).toBe('Give the largest file size as a number of MB, like 2 or 0.5.');
  });

  it("is the question's own when it sets one, else the server's", () => {
    const file = createElement('File', 1);
    expect(fileMaxMb(file)).toBe(10);
    expect(fileMaxBytes(file)).toBe(FILE_UPLOAD_MAX_BYTES);
    expect(fileMaxMb({ ...file, maxFileMb: 2 })).toBe(2);
    expect(fileMaxBytes({ ...file, maxFileMb: 2 })).toBe(2 * 1024 * 1024);
    expect(fileMaxBytes({ ...file, maxFileMb: 0.5 })).toBe(512 * 1024);
    // A value the schema refuses (saved before it was checked) leaves the server's limit.
    expect(fileMaxBytes({ ...file, maxFileMb: 50 })).toBe(FILE_UPLOAD_MAX_BYTES);
    expect(fileMaxMb({ ...file, maxFileMb: '3' })).toBe(10);
  });

  it('is said in words naming the question when a file is over it', () => {
    expect(fileSizeRefusal('CV', 2)).toBe('“CV” takes files of at most 2 MB.');
    expect(fileSizeRefusal(' ', 0.5)).toBe('This question takes files of at most 0.5 MB.');
  });
});
