// The file types the server takes at all (server submissions/file-checks.ts checks them by
// content), how extensions map to them, and a File question's own `accept` list read against
// them (docs/product.md "Files before upload"). Shared by the builder, the renderer and the
// server; no zod here, the visitor's script loads it (docs/architecture.md, "The visitor's script").
// Their names are said in the visitor's language (docs/product.md, "Languages"): brand names
// (PDF, Word, ZIP) as they are, the others ('image', 'plain text') from the page's words.

import { ENGLISH, type MessageId, type PageWords } from '../i18n/words';

/** One type the server takes: its MIME type, its extensions and its name in words. */
interface ServerFileType {
  readonly mime: string;
  readonly extensions: readonly string[];
  readonly word: string;
}

const SERVER_FILE_TYPES: readonly ServerFileType[] = [
  { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], word: 'JPEG' },
  { mime: 'image/png', extensions: ['.png'], word: 'PNG' },
  { mime: 'image/gif', extensions: ['.gif'], word: 'GIF' },
  { mime: 'image/webp', extensions: ['.webp'], word: 'WebP' },
  { mime: 'application/pdf', extensions: ['.pdf'], word: 'PDF' },
  {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
    word: 'Word',
  },
  {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['.xlsx'],
    word: 'Excel',
  },
  {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['.pptx'],
    word: 'PowerPoint',
  },
  { mime: 'application/vnd.oasis.opendocument.text', extensions: ['.odt'], word: 'OpenDocument text' },
  {
    mime: 'application/vnd.oasis.opendocument.spreadsheet',
    extensions: ['.ods'],
    word: 'OpenDocument spreadsheet',
  },
  { mime: 'application/zip', extensions: ['.zip'], word: 'ZIP' },
  { mime: 'text/plain', extensions: ['.txt'], word: 'plain text' },
  { mime: 'text/csv', extensions: ['.csv'], word: 'CSV' },
];

/** Every MIME type the server takes, as its content check finds them. */
export const SERVER_FILE_MIME_TYPES: readonly string[] = SERVER_FILE_TYPES.map((type) => type.mime);
/** Plain text and CSV have no signature: the server knows them by their name and checks the text. */
export const TEXT_FILE_MIME_TYPES: readonly string[] = ['text/plain', 'text/csv'];

/**
 * The common kinds of file an owner picks from (the builder's "Accepted file types"), each with
 * the accept entries it writes. A kind whose types are all accepted reads as one word.
 */
export const FILE_KINDS = [
  { key: 'pdf', label: 'PDF', accept: '.pdf', word: 'PDF' },
  { key: 'images', label: 'Images (JPEG, PNG, GIF, WebP)', accept: 'image/*', word: 'image' },
  { key: 'word', label: 'Word (.docx)', accept: '.docx', word: 'Word' },
  { key: 'excel', label: 'Excel (.xlsx)', accept: '.xlsx', word: 'Excel' },
  { key: 'powerpoint', label: 'PowerPoint (.pptx)', accept: '.pptx', word: 'PowerPoint' },
  { key: 'opendocument', label: 'OpenDocument (.odt, .ods)', accept: '.odt,.ods', word: 'OpenDocument' },
  { key: 'zip', label: 'ZIP', accept: '.zip', word: 'ZIP' },
  { key: 'text', label: 'Plain text and CSV', accept: '.txt,.csv', word: 'plain text and CSV' },
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** docs/product.md "Files before upload": an accept list is at most this long. */
export const FILE_ACCEPT_MAX_LENGTH = 500;

/** The entries of an accept list, trimmed and in lower case. */
export function acceptEntries(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
}

/** The server's types one entry names: '.pdf', 'application/pdf' or 'image/*'; none when it names none. */
function entryMimeTypes(entry: string): string[] {
  if (entry.startsWith('.'))
    return SERVER_FILE_TYPES.filter((type) => type.extensions.includes(entry)).map((t) => t.mime);
  if (entry.endsWith('/*')) return SERVER_FILE_MIME_TYPES.filter((mime) => mime.startsWith(entry.slice(0, -1)));
  return SERVER_FILE_MIME_TYPES.filter((mime) => mime === entry);
}

const ENTRY_SHAPE = /^(\.[a-z0-9]+|[a-z]+\/(\*|[a-z0-9][a-z0-9.+-]*))$/;

/**
 * Why an accept list cannot be saved, in words, or null. Each entry is an extension ('.pdf') or
 * a type ('application/pdf', 'image/*'), and must name a type the server takes.
 */
export function acceptProblem(accept: string): string | null {
  if (accept.length > FILE_ACCEPT_MAX_LENGTH)
    return `The accepted file types are too long: at most ${String(FILE_ACCEPT_MAX_LENGTH)} characters.`;
  for (const entry of acceptEntries(accept)) {
    if (!ENTRY_SHAPE.test(entry))
      return `'${entry}' is not a file type: write extensions like .pdf or types like image/*, separated by commas.`;
    if (entryMimeTypes(entry).length === 0)
      return `'${entry}' files cannot be uploaded. Accepted at most: images (JPEG, PNG, GIF, WebP), PDF, Word, Excel, PowerPoint, OpenDocument, ZIP, plain text and CSV.`;
  }
  return null;
}

/** The server's MIME types an accept list lets in; every one of them when the list is empty. */
export function acceptedMimeTypes(accept: string | undefined): Set<string> {
  const entries = acceptEntries(accept);
  if (entries.length === 0) return new Set(SERVER_FILE_MIME_TYPES);
  return new Set(entries.flatMap(entryMimeTypes));
}

/** The server's MIME type for a file name's extension, or null. */
export function mimeTypeOfName(name: string): string | null {
  const lower = name.toLowerCase();
  return SERVER_FILE_TYPES.find((type) => type.extensions.some((ext) => lower.endsWith(ext)))?.mime ?? null;
}

/** The kinds of file an accept list fully lets in (the builder's ticked boxes). */
export function acceptKinds(accept: string | undefined): FileKind[] {
  if (acceptEntries(accept).length === 0) return [];
  const accepted = acceptedMimeTypes(accept);
  return FILE_KINDS.filter((kind) => [...acceptedMimeTypes(kind.accept)].every((mime) => accepted.has(mime)));
}

/** An accept list made of these kinds, in the builder's order; '' for none. */
export function acceptOfKinds(keys: ReadonlySet<string>): string {
  return FILE_KINDS.filter((kind) => keys.has(kind.key))
    .map((kind) => kind.accept)
    .join(',');
}

/** The words of a type or kind that are not brand names, by their English word. */
const TRANSLATED: Readonly<Record<string, readonly MessageId[]>> = {
  image: ['file.type.image'],
  'plain text': ['file.type.plainText'],
  'plain text and CSV': ['file.type.plainText', 'file.type.csv'],
  'OpenDocument text': ['file.type.odt'],
  'OpenDocument spreadsheet': ['file.type.ods'],
};

const listFormats = new Map<string, Intl.ListFormat>();

/** 'PDF, Word and ZIP' in the words' language (British English keeps the list without a serial comma). */
function listInWords(items: readonly string[], words: PageWords): string {
  const locale = words.lang === 'en' ? 'en-GB' : words.lang;
  let format = listFormats.get(locale);
  if (format === undefined) {
    format = new Intl.ListFormat(locale, { type: 'conjunction' });
    listFormats.set(locale, format);
  }
  return format.format(items);
}

/** The types an accept list lets in, in words: 'PDF and Word', 'image, PDF and ZIP'. */
export function acceptWords(accept: string | undefined, words: PageWords = ENGLISH): string {
  const accepted = acceptedMimeTypes(accept);
  const items: string[] = [];
  const say = (word: string) => items.push(...(TRANSLATED[word]?.map((id) => words.t(id)) ?? [word]));
  const covered = new Set<string>();
  for (const kind of acceptKinds(accept)) {
    say(kind.word);
    for (const mime of acceptedMimeTypes(kind.accept)) covered.add(mime);
  }
  for (const type of SERVER_FILE_TYPES) if (accepted.has(type.mime) && !covered.has(type.mime)) say(type.word);
  return listInWords(items, words);
}

/** The files a question takes, in words: 'PDF and Word files', or the server's types without a list of its own. */
export function acceptedFilesWords(accept: string | undefined, words: PageWords = ENGLISH): string {
  return acceptEntries(accept).length === 0
    ? words.t('file.types.server')
    : words.t('file.types.own', { types: acceptWords(accept, words) });
}

/** The server's refusal of a file of another type: '“CV” accepts PDF and Word files.' */
export function fileTypeRefusal(label: string, accept: string | undefined, words: PageWords = ENGLISH): string {
  const files = acceptedFilesWords(accept, words);
  const question = label.trim();
  return question === '' ? words.t('fileRefusal.typeAny', { files }) : words.t('fileRefusal.type', { question, files });
}
