import type { Element } from '../schemas/element';
import { answerText, isBlank, isRecord } from './answers';
import { defineInput } from './define';
import { fieldName, type AnswerReader } from './fields';
import { acceptEntries, acceptedMimeTypes, mimeTypeOfName, SERVER_FILE_MIME_TYPES } from './file-types';
import { ENGLISH, type PageWords } from '../i18n/words';
import { FILE_UPLOAD_MAX_BYTES } from '../limits';
import { answerMessagesIn } from './messages';

// docs/product.md §B3 table, File (1): submits a file and a filename. An answer
// is the stored name, an object describing the upload, or a list of those.
const NAME_KEYS = ['fileName', 'filename', 'name', 'uploadName'] as const;

function fileName(item: unknown): string | null {
  const text = answerText(item);
  if (text !== null) return text;
  if (!isRecord(item)) return null;
  for (const key of NAME_KEYS) {
    const value = item[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

function fileItems(answer: unknown): unknown[] {
  return Array.isArray(answer) ? answer : [answer];
}

// docs/product.md §B3 table, "submits a file and a filename": one file per question.
export const FILE_QUESTION_MAX_FILES = 1;

/**
 * Whether a file fits the question's `accept` list (docs/product.md "Files before upload");
 * without one every type the server takes is fine. Entries are extensions ('.pdf'), types
 * ('application/pdf') or families ('image/*'), read as the server's types they name
 * (file-types.ts). The type decides: on the server the one found in the content; in the
 * browser the one it reports, or, when it reports none the server knows, the name's extension.
 */
export function fileAccepts(element: Element, name: string, mimeType: string): boolean {
  const accept = typeof element.accept === 'string' ? element.accept : '';
  if (acceptEntries(accept).length === 0) return true;
  const accepted = acceptedMimeTypes(accept);
  const mime = mimeType.toLowerCase();
  if (SERVER_FILE_MIME_TYPES.includes(mime)) return accepted.has(mime);
  const byName = mimeTypeOfName(name);
  return byName !== null && accepted.has(byName);
}

/**
 * The files the server takes when a question names none (server submissions/file-checks.ts,
 * which checks the content): the input's accept list, so the browser's picker offers these.
 */
export const SERVER_FILE_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,.pdf,.docx,.xlsx,.pptx,.odt,.ods,.zip,.txt,.csv';

/** The accept list a File question's input carries: its own, else the server's. */
export function fileAcceptList(element: Element): string {
  return typeof element.accept === 'string' && element.accept.trim() !== '' ? element.accept : SERVER_FILE_ACCEPT;
}

const MB = 1024 * 1024;
/** The server's limit for one file in MB, as questions say it. */
export const FILE_UPLOAD_MAX_MB = Math.round((FILE_UPLOAD_MAX_BYTES / MB) * 10) / 10;

/**
 * docs/product.md "Files before upload": a File question's own largest file in MB (`maxFileMb`),
 * when it sets one the schema takes (more than 0, not above the server's limit); else null.
 */
function ownMaxMb(element: Element): number | null {
  const own = element.maxFileMb;
  return typeof own === 'number' && own > 0 && own <= FILE_UPLOAD_MAX_MB ? own : null;
}

/** The largest file a File question takes, in MB: its own limit, else the server's. */
export function fileMaxMb(element: Element): number {
  return ownMaxMb(element) ?? FILE_UPLOAD_MAX_MB;
}

/** The largest file a File question takes, in bytes: the browser and the server check this. */
export function fileMaxBytes(element: Element): number {
  const own = ownMaxMb(element);
  return own === null ? FILE_UPLOAD_MAX_BYTES : Math.floor(own * MB);
}

/** The server's refusal of a file over the question's own limit: '“CV” takes files of at most 2 MB.' */
export function fileSizeRefusal(label: string, maxMb: number, words: PageWords = ENGLISH): string {
  const question = label.trim();
  return question === '' ? words.t('fileRefusal.sizeAny', { maxMb }) : words.t('fileRefusal.size', { question, maxMb });
}

/** q_{id} as a file (the form is multipart): { fileName } of the one sent, or a list when more came. */
function readFile(element: Element, reader: AnswerReader): unknown {
  const uploaded = reader.files(fieldName(element.id)).map((file) => ({ fileName: file.fileName }));
  return uploaded.length > 1 ? uploaded : uploaded[0];
}

function validateFile(_element: Element, answer: unknown, words: PageWords = ENGLISH): string | null {
  if (isBlank(answer)) return null;
  const items = fileItems(answer);
  if (items.length > FILE_QUESTION_MAX_FILES) return answerMessagesIn(words).tooManyFiles(FILE_QUESTION_MAX_FILES);
  return items.every((item) => fileName(item) !== null) ? null : answerMessagesIn(words).invalid;
}

/** The names of the files a File answer holds (the owner's e-mail links each to its download page). */
export function answerFileNames(answer: unknown): string[] {
  return fileItems(answer)
    .map(fileName)
    .filter((name): name is string => name !== null && name.trim() !== '');
}

export const fileElement = defineInput({
  type: 'File',
  displayName: 'File Upload',
  weight: 1,
  chartType: 'lastFive',
  validate: validateFile,
  format: (_element, answer) => answerFileNames(answer).join(', '),
  readAnswer: readFile,
});
