import { Readable } from 'node:stream';
import { stringify as stringifyAll } from 'csv-stringify/sync';
import { sql } from 'kysely';
import type * as Yazl from 'yazl';
import { onFirstUse } from '../runtime/on-first-use';
import type { Db } from '../db/database';
import { badRequest } from '../http/errors';
import type { FileStorage } from '../storage/file-storage';
import { neutralise } from './csv-export';
import {
  exportBatches,
  exportColumnsOf,
  type ExportColumn,
  type ExportScope,
  type QuestionColumn,
} from './export-rows';
import { newestMatching } from './submission-list';

// The files visitors uploaded, as one ZIP (docs/api.md, Submissions): each under
// `<submission id>/<question>/<file name>`, names made safe for any file system and made unique
// where two would meet, then `manifest.csv` (one row per file: submission id, date in the owner's
// zone, question, the file's name as uploaded, size in bytes, its path in the ZIP; no path when the
// stored file is gone). Submissions are walked in the CSV's batches and one file is read at a time,
// each sent before the next is read; files are stored as they are (most uploads are compressed).

/** At most this many files go in one ZIP (docs/api.md); past it the export is refused in words. */
/** The ZIP writer, loaded with the first export of files. */
const yazl = onFirstUse<typeof Yazl>('yazl');

export const ZIP_FILES_MAX = 10_000;
/** At most this many bytes of files go in one ZIP (4 GiB). */
export const ZIP_BYTES_MAX = 4 * 1024 ** 3;
/** A name part (a question, a file) is cut to this many characters, its extension kept. */
const NAME_MAX = 100;

const RESERVED = new Set([
  'CON',
  'PRN',
  'AUX',
  'NUL',
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((n) => [`COM${n}`, `LPT${n}`]),
]);

/** A name any file system takes: no separators, reserved or control characters, no dots or spaces at its ends. */
export function safeName(name: string, fallback: string): string {
  const cleaned = [...name]
    .map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('');
  // Dots and spaces off both ends, without a regular expression that could rescan.
  let start = 0;
  let end = cleaned.length;
  while (start < end && ' .\t'.includes(cleaned[start] ?? '')) start += 1;
  while (end > start && ' .\t'.includes(cleaned[end - 1] ?? '')) end -= 1;
  const trimmed = cleaned.slice(start, end);
  if (trimmed === '') return fallback;
  // Names Windows keeps for devices, whatever their extension.
  if (RESERVED.has((trimmed.split('.')[0] ?? '').toUpperCase())) return `_${trimmed}`;
  if (trimmed.length <= NAME_MAX) return trimmed;
  const dot = trimmed.lastIndexOf('.');
  const extension = dot > 0 && trimmed.length - dot <= 10 ? trimmed.slice(dot) : '';
  return trimmed.slice(0, NAME_MAX - extension.length).trimEnd() + extension;
}

/** `name (2).ext`, `name (3).ext` … : the first of those not yet taken (compared ignoring case). */
export function uniqueName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** Each file question's folder name: its header made safe, unique in the form. */
function folderNames(columns: readonly QuestionColumn[]): Map<number, string> {
  const taken = new Set<string>();
  return new Map(
    columns.map((column) => [
      column.element.id,
      uniqueName(safeName(column.header, `Question ${column.element.id}`), taken),
    ]),
  );
}

const isFileQuestion = (column: ExportColumn): column is QuestionColumn => column.element?.type === 'File';

export function createZipExport(db: Db, storage: FileStorage) {
  const { kysely } = db;
  /** How many stored files the submissions in scope have, and their bytes. */
  async function filesInScope(formId: number, scope: ExportScope) {
    const submissions = newestMatching(kysely, formId, scope.filter, undefined, Number.MAX_SAFE_INTEGER)
      .$if(scope.ids !== undefined, (qb) => qb.where('submissions.id', 'in', scope.ids!))
      .select('submissions.id');
    const row = await kysely
      .selectFrom('files')
      .select([sql<number | string>`count(*)`.as('files'), sql<number | string | null>`sum(files.size)`.as('bytes')])
      .where('files.form_id', '=', formId)
      .where('files.submission_id', 'in', submissions)
      .executeTakeFirstOrThrow();
    return { files: Number(row.files), bytes: Number(row.bytes ?? 0) };
  }

  return {
    /**
     * The ZIP of the uploaded files of every submission in scope, streamed as it is made. Refused
     * (400, in words) when the form has no file question or the files pass the caps.
     */
    async stream(formId: number, timeZone: string, scope: ExportScope): Promise<Readable> {
      const columns = (await exportColumnsOf(kysely, formId)).filter(isFileQuestion);
      if (columns.length === 0)
        throw badRequest('This form has no file upload question, so there are no files to download.');
      const { files, bytes } = await filesInScope(formId, scope);
      if (files > ZIP_FILES_MAX)
        throw badRequest(
          `These submissions have ${files.toLocaleString('en')} files; one ZIP holds at most ${ZIP_FILES_MAX.toLocaleString('en')}. Narrow the export with filters or choose fewer submissions.`,
        );
      if (bytes > ZIP_BYTES_MAX)
        throw badRequest(
          `These submissions' files come to ${(bytes / 1024 ** 3).toFixed(1)} GB; one ZIP holds at most 4 GB. Narrow the export with filters or choose fewer submissions.`,
        );

      const folders = folderNames(columns);
      const headers = columns.map((column) => column.header);
      const zip = new (yazl().ZipFile)();
      const manifest: string[][] = [
        ['Submission ID', `Submission Date (${timeZone})`, 'Question', 'File Name', 'Size (bytes)', 'Path'],
      ];
      const output = zip.outputStream as Readable;

      // A client gone mid-way: the file being sent stops, and with it the walk.
      let sending: Readable | undefined;
      output.once('close', () => sending?.destroy());

      /** Adds one stored file, resolving once it has gone into the ZIP (so one is in memory at a time). */
      const addFile = async (key: string, path: string, mtime: Date): Promise<boolean> => {
        let data: Buffer;
        try {
          data = await storage.get(key);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
          throw error;
        }
        const source = Readable.from([data]);
        sending = source;
        const sent = new Promise<void>((resolve) => source.once('close', resolve));
        zip.addReadStream(source, path, { size: data.length, compress: false, mtime });
        await sent;
        sending = undefined;
        return true;
      };

      const write = async () => {
        for await (const rows of exportBatches(db, formId, [], timeZone, scope)) {
          const dates = new Map(rows.map((row) => [row.id, row]));
          const stored = await kysely
            .selectFrom('files')
            .select(['submission_id', 'question_id', 'storage_key', 'file_name', 'size', 'created_at'])
            .where('form_id', '=', formId)
            .where(
              'submission_id',
              'in',
              rows.map((row) => row.id),
            )
            .orderBy('id')
            .execute();
          // In the rows' order (newest first), then as they were stored.
          const order = new Map(rows.map((row, i) => [row.id, i]));
          stored.sort((a, b) => (order.get(a.submission_id ?? 0) ?? 0) - (order.get(b.submission_id ?? 0) ?? 0));
          const taken = new Map<string, Set<string>>();
          for (const file of stored) {
            const submissionId = Number(file.submission_id);
            const column = columns.findIndex((c) => c.element.id === file.question_id);
            const folder = `${submissionId}/${folders.get(file.question_id) ?? `Question ${file.question_id}`}`;
            const names = taken.get(folder) ?? new Set<string>();
            taken.set(folder, names);
            const path = `${folder}/${uniqueName(safeName(file.file_name, 'file'), names)}`;
            const mtime = new Date(file.created_at);
            const added = await addFile(file.storage_key, path, Number.isNaN(mtime.getTime()) ? new Date() : mtime);
            if (output.destroyed) return;
            manifest.push(
              [
                String(submissionId),
                dates.get(submissionId)?.date ?? '',
                column === -1 ? `Question ${file.question_id}` : (headers[column] ?? ''),
                file.file_name,
                String(file.size),
                added ? path : '',
              ].map(neutralise),
            );
          }
        }
        zip.addBuffer(Buffer.from(`\uFEFF${stringifyAll(manifest)}`), 'manifest.csv');
        zip.end();
      };
      write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
      return output;
    },
  };
}

export type ZipExporter = ReturnType<typeof createZipExport>;
