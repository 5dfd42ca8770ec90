import { PassThrough, Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { onFirstUse } from '../runtime/on-first-use';
import type { Db } from '../db/database';
import {
  answerDay,
  exportBatches,
  exportColumnsOf,
  exportHeader,
  typedAnswer,
  wallClockDate,
  type ExportColumn,
  type ExportRow,
  type ExportScope,
} from './export-rows';

// The Excel workbook of a form's submissions (docs/api.md, Submissions): one sheet with the CSV's
// columns and words (export-rows.ts), written by exceljs's streaming writer a batch at a time. The
// Submission Date and a date question's days are real dates (the owner's wall clock, as the CSV
// shows it), a numeric question's plain numbers are numbers, and every other answer is a text cell,
// which a spreadsheet never runs as a formula, so it is kept as written (no leading quote).
// The header row is bold and frozen; widths come from the headers (rows are written as they come).

/** Excel refuses a cell longer than this; the rest of a longer answer is cut (docs/api.md). */
export const XLSX_CELL_MAX = 32_767;
/** How much of the workbook may wait for a slow client before no more is made. */
const OUTPUT_BUFFER = 64 * 1024;
const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const DAY_FORMAT = 'yyyy-mm-dd';

/** Text an XML file can hold (no control characters but tab and newlines), at most a cell's. */
function cellText(text: string): string {
  // eslint-disable-next-line no-control-regex -- these are the characters removed
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
  return clean.length > XLSX_CELL_MAX ? clean.slice(0, XLSX_CELL_MAX) : clean;
}

/** A column's width in characters: its header's, within bounds a screen can show. */
const widthOf = (header: string, least: number) => Math.min(60, Math.max(least, header.length + 2));

function cellsOf(columns: readonly ExportColumn[], row: ExportRow): (string | number | Date | null)[] {
  return [
    row.id,
    wallClockDate(row.date) ?? cellText(row.date),
    ...row.answers.map((answer, i) => {
      if (answer === undefined) return null;
      const column = columns[i] as ExportColumn;
      const typed = typedAnswer(column, answer);
      return answerDay(column, answer) ?? (typeof typed === 'number' ? typed : cellText(answer));
    }),
  ];
}

/** The XLSX writer, loaded with the first export asked for. */
const excel = onFirstUse<typeof ExcelJS>('exceljs');

export function createXlsxExport(db: Db) {
  return {
    /**
     * Every submission in scope as a workbook streamed as it is written: the next batch is read
     * only when the client has taken what was made, so memory stays flat at any size.
     */
    async stream(formId: number, timeZone: string, scope: ExportScope): Promise<Readable> {
      const columns = await exportColumnsOf(db.kysely, formId, scope.languages);
      const output = new PassThrough();
      const { WorkbookWriter } = excel().stream.xlsx;
      const workbook = new WorkbookWriter({
        stream: output,
        useStyles: true,
        useSharedStrings: false,
      });
      const sheet = workbook.addWorksheet('Submissions', { views: [{ state: 'frozen', ySplit: 1 }] });
      const headers = exportHeader(columns, timeZone);
      sheet.columns = headers.map((header, i) => ({
        header: cellText(header),
        width: i === 0 ? widthOf(header, 8) : i === 1 ? widthOf(header, 20) : widthOf(header, 12),
        style: i === 1 ? { numFmt: DATE_FORMAT } : columns[i - 2]?.kind === 'date' ? { numFmt: DAY_FORMAT } : {},
      }));
      const head = sheet.getRow(1);
      head.font = { bold: true };
      head.commit();

      // Pulled as the CSV is: a batch is read only while the client wants data and none is
      // waiting (the writer's zip may hold a batch's rows a while before it emits them).
      const batches = exportBatches(db, formId, columns, timeZone, scope);
      let wanted = false;
      let producing = false;
      const produce = async () => {
        if (producing) return;
        producing = true;
        try {
          while (wanted && !response.destroyed) {
            const next = await batches.next();
            if (next.done) {
              sheet.commit();
              await workbook.commit();
              return;
            }
            for (const row of next.value) sheet.addRow(cellsOf(columns, row)).commit();
            // Let the zip emit what it can before deciding whether more is wanted.
            await new Promise((resolve) => setImmediate(resolve));
          }
        } finally {
          producing = false;
        }
      };
      const fail = (error: unknown) => response.destroy(error instanceof Error ? error : new Error(String(error)));
      const response: Readable = new Readable({
        highWaterMark: OUTPUT_BUFFER,
        read() {
          wanted = true;
          output.resume();
          produce().catch(fail);
        },
        destroy(error, callback) {
          void batches.return();
          output.destroy();
          callback(error);
        },
      });
      output.on('data', (chunk: Buffer) => {
        wanted = false;
        if (!response.push(chunk)) output.pause();
      });
      output.on('end', () => response.push(null));
      output.on('error', fail);
      return response;
    },
  };
}

export type XlsxExporter = ReturnType<typeof createXlsxExport>;
