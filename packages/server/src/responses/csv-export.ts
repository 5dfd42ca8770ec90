import { Readable } from 'node:stream';
import { stringify as stringifyAll } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import { DRAFT_VERSION, formPropsSchema, getElementDefinition, stripHtml, type CsvExport, type Element } from '@formbuilder/core';
import type { Database } from '../db/schema';
import { decodeEntryValue } from '../submissions/entry-values';
import { olderThan } from './responses.store';

// CSV of a form's submissions (issue #11): ID, Submission Date, then one column per
// question of the published versions in form order ('Deleted Question' for one no longer
// in the latest), each answer through its element's formatter; UTF-8 with a BOM, quoted by
// csv-stringify (RFC 4180), and any cell a spreadsheet would run as a formula neutralised.
// The whole form streams in batches, in constant memory.

const BOM = '\uFEFF';
export const DELETED_QUESTION = 'Deleted Question';
// Measured with the data bench (200,000 rows): 250 a batch ran at 96k / 78k rows/s on SQLite / PostgreSQL, 1,000 at 79k / 70k.
const BATCH = 250;

/** A cell starting with = + - @ tab or CR is read by spreadsheets as a formula: a quote keeps it text. */
export const neutralise = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

interface Row {
  id: number;
  created_at: string;
}

interface Answer {
  submission_id: number;
  question_id: number;
  value: string | null;
}

interface Column {
  element: Element;
  header: string;
}

/** The questions of every published version, the latest's first in its order, then those it dropped. */
async function columnsOf(db: Kysely<Database>, formId: number): Promise<Column[]> {
  const versions = await db.selectFrom('form_versions').select(['props']).where('form_id', '=', formId).orderBy('version', 'desc').execute();
  const columns: Column[] = [];
  const seen = new Set<number>();
  versions.forEach((version, index) => {
    const parsed = formPropsSchema.safeParse(JSON.parse(version.props));
    if (!parsed.success) return;
    for (const element of parsed.data.elements) {
      if (seen.has(element.id) || !getElementDefinition(element.type)?.isInput) continue;
      seen.add(element.id);
      const header = index === 0 ? stripHtml(element.label ?? '') || getElementDefinition(element.type)?.displayName || `Question ${element.id}` : DELETED_QUESTION;
      columns.push({ element, header: neutralise(header) });
    }
  });
  return columns;
}

export function createCsvExport(db: Kysely<Database>) {
  /** The answers of these submissions. */
  const answersOf = (submissions: readonly Row[]) =>
    submissions.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('entries')
          .select(['submission_id', 'question_id', 'value'])
          .where(
            'submission_id',
            'in',
            submissions.map((s) => s.id),
          )
          .execute();

  /** The CSV rows of these submissions (already the form's), in the order given. */
  function rowsOf(columns: readonly Column[], submissions: readonly Row[], entries: readonly Answer[]): string[][] {
    // Each answer goes straight to its cell: rows by submission, cells by question.
    const rowOf = new Map(submissions.map((s, i) => [s.id, i]));
    const cellOf = new Map(columns.map((c, i) => [c.element.id, i + 2]));
    const definitions = columns.map(({ element }) => getElementDefinition(element.type));
    const rows = submissions.map((s) => {
      const row = new Array<string>(columns.length + 2).fill('');
      row[0] = String(s.id);
      row[1] = s.created_at;
      return row;
    });
    for (const entry of entries) {
      const cell = cellOf.get(entry.question_id);
      const row = rowOf.get(entry.submission_id);
      if (cell === undefined || row === undefined || entry.value === null) continue;
      const column = cell - 2;
      const definition = definitions[column];
      const element = columns[column]?.element;
      (rows[row] as string[])[cell] = neutralise(definition && element ? definition.format(element, decodeEntryValue(entry.value)) : entry.value);
    }
    return rows;
  }

  const header = (columns: readonly Column[]) => ['ID', 'Submission Date', ...columns.map((c) => c.header)];

  return {
    /** spec: builder §7 POST …/CSVExport — the chosen submissions (all when none is chosen is the streamed call). */
    async selected(formId: number, title: string, ids: readonly number[]): Promise<CsvExport> {
      const columns = await columnsOf(db, formId);
      const submissions =
        ids.length === 0
          ? []
          : await db.selectFrom('submissions').select(['id', 'created_at']).where('form_id', '=', formId).where('id', 'in', ids).where('version', '<>', DRAFT_VERSION).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      const content = BOM + stringifyAll([header(columns), ...rowsOf(columns, submissions, await answersOf(submissions))]);
      return { filename: csvFileName(title), content };
    },

    /** Every counted submission, newest first, as a stream read and written a batch at a time. */
    async stream(formId: number): Promise<Readable> {
      const columns = await columnsOf(db, formId);
      const batch = async (before: Row | undefined) => {
        const page = await db
          .selectFrom('submissions')
          .select(['id', 'created_at'])
          .where('form_id', '=', formId)
          .where('version', '<>', DRAFT_VERSION)
          .$if(before !== undefined, (qb) => qb.where(olderThan(before!.created_at, before!.id)))
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(BATCH)
          .execute();
        return { page, answers: await answersOf(page) };
      };
      async function* batches(): AsyncGenerator<string> {
        yield BOM + stringifyAll([header(columns)]);
        let next = batch(undefined);
        for (;;) {
          const { page, answers } = await next;
          const last = page.at(-1);
          // The next batch is read while this one is written (PostgreSQL answers meanwhile).
          if (page.length === BATCH && last) {
            next = batch(last);
            // A client that leaves early stops the stream here: that read then fails to no one.
            next.catch(() => undefined);
          }
          // One chunk per batch: the stream waits for the client between batches.
          if (page.length > 0) yield stringifyAll(rowsOf(columns, page, answers));
          if (page.length < BATCH) return;
        }
      }
      return Readable.from(batches(), { objectMode: false, highWaterMark: 1 });
    },
  };
}

/** `Contact us-submissions-2026-11-24.csv`, without characters a file system refuses. */
export function csvFileName(title: string, date = new Date()): string {
  const printable = [...title].map((c) => (c.charCodeAt(0) < 0x20 ? ' ' : c)).join('');
  const safe = printable.replace(/[\\/:*?"<>|]+/g, ' ').trim().slice(0, 100) || 'form';
  return `${safe}-submissions-${date.toISOString().slice(0, 10)}.csv`;
}

export type CsvExporter = ReturnType<typeof createCsvExport>;
