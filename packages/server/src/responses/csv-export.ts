import { Readable } from 'node:stream';
import { stringify as stringifyAll } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import { DRAFT_VERSION, formPropsSchema, getElementDefinition, stripHtml, type CsvExport, type Element } from '@formbuilder/core';
import type { ArrayReader, ReadParams } from '../db/database';
import type { Database } from '../db/schema';
import { decodeEntryValue } from '../submissions/entry-values';

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

/** A submission joined to one of its answers (none: a null question and value), as the queries return it. */
type JoinedRow = readonly [id: number, createdAt: string, questionId: number | null, value: string | null];

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

/** One batch of the streamed export: the next submissions (keyset on created_at, id) with their answers. */
const batchSql = (after: string) => `select s.id, s.created_at, e.question_id, e.value
  from (select id, created_at from submissions
    where form_id = ? and version <> ?${after}
    order by created_at desc, id desc limit ?) s
  left join entries e on e.submission_id = s.id
  order by s.created_at desc, s.id desc`;
const FIRST_BATCH_SQL = batchSql('');
const NEXT_BATCH_SQL = batchSql(' and (created_at, id) < (?, ?)');

/** The CSV records of joined rows (a submission's rows together): each answer straight to its question's cell. */
function recordsOf(columns: readonly Column[], rows: readonly JoinedRow[]): string[][] {
  const cellOf = new Map(columns.map((c, i) => [c.element.id, i]));
  const records: string[][] = [];
  let record: string[] | undefined;
  let recordId: number | undefined;
  for (const [id, createdAt, questionId, value] of rows) {
    if (id !== recordId || !record) {
      recordId = id;
      record = new Array<string>(columns.length + 2).fill('');
      record[0] = String(id);
      record[1] = createdAt;
      records.push(record);
    }
    const column = questionId === null ? undefined : cellOf.get(questionId);
    if (column === undefined || value === null) continue;
    const { element } = columns[column] as Column;
    const definition = getElementDefinition(element.type);
    record[column + 2] = neutralise(definition ? definition.format(element, decodeEntryValue(value)) : value);
  }
  return records;
}

const header = (columns: readonly Column[]) => ['ID', 'Submission Date', ...columns.map((c) => c.header)];

export function createCsvExport(db: Kysely<Database>, read: ArrayReader) {
  return {
    /** spec: builder §7 POST …/CSVExport — the chosen submissions (all when none is chosen is the streamed call). */
    async selected(formId: number, title: string, ids: readonly number[]): Promise<CsvExport> {
      const columns = await columnsOf(db, formId);
      const rows =
        ids.length === 0
          ? []
          : await db
              .selectFrom('submissions as s')
              .leftJoin('entries as e', 'e.submission_id', 's.id')
              .select(['s.id', 's.created_at', 'e.question_id', 'e.value'])
              .where('s.form_id', '=', formId)
              .where('s.id', 'in', ids)
              .where('s.version', '<>', DRAFT_VERSION)
              .orderBy('s.created_at', 'desc')
              .orderBy('s.id', 'desc')
              .execute();
      const records = recordsOf(
        columns,
        rows.map((r): JoinedRow => [r.id, r.created_at, r.question_id, r.value]),
      );
      return { filename: csvFileName(title), content: BOM + stringifyAll([header(columns), ...records]) };
    },

    /**
     * Every counted submission, newest first, as a stream that reads one batch when the client
     * has taken the last (no read ahead): one query a batch, its submissions joined to their
     * answers as plain arrays, made into CSV before the next. Memory stays flat at any size.
     */
    async stream(formId: number): Promise<Readable> {
      const columns = await columnsOf(db, formId);
      let last: JoinedRow | undefined;
      let reading = false;
      const nextBatch = async () => {
        // Through the event loop first: other requests are served between two batches.
        await new Promise((resolve) => setImmediate(resolve));
        const params: ReadParams = last ? [formId, DRAFT_VERSION, last[1], last[0], BATCH] : [formId, DRAFT_VERSION, BATCH];
        const rows = (await read(last ? NEXT_BATCH_SQL : FIRST_BATCH_SQL, params)) as unknown as JoinedRow[];
        const records = recordsOf(columns, rows);
        last = rows.at(-1);
        return { text: records.length > 0 ? stringifyAll(records) : '', done: records.length < BATCH };
      };
      const stream: Readable = new Readable({
        highWaterMark: 64 * 1024,
        read() {
          if (reading) return;
          reading = true;
          nextBatch().then(
            ({ text, done }) => {
              reading = false;
              if (stream.destroyed) return;
              if (text) stream.push(text);
              if (done) stream.push(null);
            },
            (error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))),
          );
        },
      });
      stream.push(BOM + stringifyAll([header(columns)]));
      return stream;
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
