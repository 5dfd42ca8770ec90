import { ENGLISH, FILE_UPLOAD_MAX_MB, acceptedFilesWords, type PageWords } from '@formbuilder/core/runtime';

// What a File question takes, in words: under its input (elements/file.tsx) and in the
// visitor's script's message when a chosen file does not fit (client/files.ts). No React here:
// the visitor's script imports it.

const MB = 1024 * 1024;

/**
 * 'Up to 10 MB · PDF and image files': the size limit (the question's own, core's fileMaxMb, else
 * the server's) and the types the question takes.
 */
export function fileHint(
  accept: string | undefined,
  words: PageWords = ENGLISH,
  maxMb: number = FILE_UPLOAD_MAX_MB,
): string {
  return words.t('file.hint', { maxMb, types: acceptedFilesWords(accept, words) });
}

/** A file's size as the page says it: '120 KB', '2.4 MB' (MB rounded as the size limit is). */
export function fileSizeWords(bytes: number): string {
  if (bytes < MB) return `${String(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${String(Math.round((bytes / MB) * 10) / 10)} MB`;
}
