import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../http/errors';
import type { UploadedFile } from './submitted-fields';

// Allowed upload types, checked by content, not by name (issue #5). SVG and HTML
// can carry scripts, so they are refused; plain text must really be text.
const ALLOWED_MIME = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/zip',
]);
const TEXT_EXTENSIONS = /\.(txt|csv)$/i;

export interface CheckedFile extends UploadedFile {
  mimeType: string;
}

function isPlainText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  const text = data.toString('utf8');
  // Markup is not accepted as "text": it could be served as HTML.
  return !text.includes('\uFFFD') && !/<\s*(html|script|svg|!doctype|iframe|body)/i.test(text);
}

export async function checkFile(file: UploadedFile): Promise<CheckedFile> {
  const detected = await fileTypeFromBuffer(file.data);
  if (detected && ALLOWED_MIME.has(detected.mime)) return { ...file, mimeType: detected.mime };
  if (!detected && TEXT_EXTENSIONS.test(file.fileName) && isPlainText(file.data)) {
    return { ...file, mimeType: file.fileName.toLowerCase().endsWith('.csv') ? 'text/csv' : 'text/plain' };
  }
  throw badRequest(`The file '${file.fileName}' is not an accepted type. Accepted: images (JPEG, PNG, GIF, WebP), PDF, office documents, ZIP, plain text and CSV.`);
}
