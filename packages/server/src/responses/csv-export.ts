import { Readable } from 'node:stream';
import { stringify as stringifyAll } from 'csv-stringify/sync';
import type { CsvExport } from '@formbuilder/core';
import type { Db } from '../db/database';
import { answersOfSubmissions } from './response-reads';
import type { ResultLanguages } from './result-languages';
import {
  exportBatches,
  exportColumnsOf,
  exportFileName,
  exportHeader,
  exportRowsOf,
  type ExportColumn,
  type ExportRow,
  type ExportScope,
} from './export-rows';

// CSV of a form's submissions (docs/api.md, Submissions): ID, Submission Date (in the owner's time zone,
// which its header names: 'Submission Date (Europe/Paris)'), then one column per
// question of the published versions in form order ('Deleted Question' for one no longer
// in the latest) — after a Language column when the form has more than one language — each answer through its element's formatter (export-rows.ts, the columns every
// export shares); UTF-8 with a BOM, quoted by csv-stringify (RFC 4180), and any cell a spreadsheet
// would run as a formula neutralised. The whole form streams in batches, in constant memory.

const BOM = '\uFEFF';

/** What a spreadsheet would run as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A negative number (a score of −1, a refund) is no formula: it stays a number in the spreadsheet. */
const PLAIN_NUMBER = /^-\d{1,15}(\.\d{1,15})?$/;

/** A cell starting with = + - @ tab or CR is read by spreadsheets as a formula: a quote keeps it text. */
export const neutralise = (cell: string) => (FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell);

/** The CSV records of these rows: every cell text, none a formula. */
const recordsOf = (rows: readonly ExportRow[]): string[][] =>
  rows.map((row) => [String(row.id), row.date, ...row.answers.map((answer) => neutralise(answer ?? ''))]);

const header = (columns: readonly ExportColumn[], timeZone: string) => exportHeader(columns, timeZone).map(neutralise);

/**
 * A stream that makes its text a batch at a time, each only when the client has taken the last
 * (Node's stream calls read() again only then; nothing is read ahead): the CSV and the JSON.
 */
export function pulledText(head: string, batches: AsyncIterator<string>, tail = ''): Readable {
  const stream: Readable = new Readable({
    highWaterMark: 64 * 1024,
    read() {
      batches.next().then(
        ({ value, done }) => {
          if (stream.destroyed) return;
          if (done) {
            if (tail) stream.push(tail);
            stream.push(null);
          } else stream.push(value);
        },
        (error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
    destroy(error, callback) {
      // A client gone mid-way: the walk stops where it is.
      void batches.return?.();
      callback(error);
    },
  });
  stream.push(head);
  return stream;
}

export function createCsvExport(exported: Db) {
  const db = exported.kysely;
  return {
    /** POST …/CSVExport — the chosen submissions (all when none is chosen is the streamed call), dated in `timeZone`. */
    async selected(
      formId: number,
      title: string,
      ids: readonly number[],
      timeZone: string,
      languages?: ResultLanguages,
    ): Promise<CsvExport> {
      const columns = await exportColumnsOf(db, formId, languages);
      const rows = ids.length === 0 ? [] : await answersOfSubmissions(db, formId, ids);
      // A row per answer here (a few thousand at most), gathered by submission.
      const submissions: [
        number,
        string,
        (number | null)[],
        (string | null)[],
        null,
        string | null,
        string | null,
        string | null,
        string | null,
      ][] = [];
      for (const row of rows) {
        const previous = submissions.at(-1);
        if (previous?.[0] === row.id) {
          previous[2].push(row.question_id);
          previous[3].push(row.value);
        } else
          submissions.push([
            row.id,
            row.created_at,
            [row.question_id],
            [row.value],
            null,
            row.variables,
            row.ending,
            row.language,
            row.params,
          ]);
      }
      const records = recordsOf(exportRowsOf(columns, submissions, timeZone, languages));
      return { filename: csvFileName(title), content: BOM + stringifyAll([header(columns, timeZone), ...records]) };
    },

    /**
     * Every counted submission the filter matches (all without one), newest first, as a stream
     * that reads one batch when the client has taken the last (Node's stream calls read() again
     * only then; nothing is read ahead): one query a batch, made into CSV before the next.
     * Memory stays flat at any size.
     */
    async stream(formId: number, timeZone: string, scope: ExportScope = { filter: {} }): Promise<Readable> {
      const columns = await exportColumnsOf(db, formId, scope.languages);
      async function* texts() {
        for await (const rows of exportBatches(exported, formId, columns, timeZone, scope))
          yield stringifyAll(recordsOf(rows));
      }
      return pulledText(BOM + stringifyAll([header(columns, timeZone)]), texts());
    },
  };
}

/** `Contact us-submissions-2026-11-24.csv`, without characters a file system refuses. */
export const csvFileName = (title: string, date = new Date()): string => exportFileName(title, 'csv', date);

export type CsvExporter = ReturnType<typeof createCsvExport>;
