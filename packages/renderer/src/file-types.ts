import { FILE_UPLOAD_MAX_BYTES } from '@formbuilder/core/runtime';

// What a File question takes, in words: under its input (elements/file.tsx) and in the
// visitor's script's message when a chosen file does not fit (client/files.ts). No React here:
// the visitor's script imports it.

const MB = 1024 * 1024;
/** The size limit in MB, as the question says it. */
export const FILE_UPLOAD_MAX_MB = Math.round((FILE_UPLOAD_MAX_BYTES / MB) * 10) / 10;
// What the server lets in without an accept list (server submissions/file-checks.ts, by content).
const SERVER_TYPES = 'images, PDF, office documents, ZIP, TXT or CSV';
const FAMILIES: Readonly<Record<string, string>> = { image: 'images', audio: 'audio', video: 'videos', text: 'text' };

/** One accept entry in words: '.pdf' → 'PDF', 'image/*' → 'images', 'image/jpeg' → 'JPEG'. */
function typeWord(entry: string): string {
  if (entry.startsWith('.')) return entry.slice(1).toUpperCase();
  const [family = '', subtype = ''] = entry.split('/');
  if (subtype === '*') return FAMILIES[family] ?? `${family} files`;
  // 'vnd.ms-excel' → 'MS-EXCEL', 'svg+xml' → 'SVG'
  return (subtype.split('+')[0] ?? subtype).split('.').pop()?.toUpperCase() ?? entry;
}

/** The types a question's own accept list names, or the server's when it has none. */
export function fileTypesWords(accept: string | undefined): string {
  const entries = (accept ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  return entries.length === 0 ? SERVER_TYPES : [...new Set(entries.map(typeWord))].join(', ');
}

/** 'Up to 10 MB · PDF, PNG, JPG': the server's size limit and the types the question takes. */
export function fileHint(accept: string | undefined): string {
  return `Up to ${String(FILE_UPLOAD_MAX_MB)} MB · ${fileTypesWords(accept)}`;
}
