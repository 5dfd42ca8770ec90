import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { Db } from '../db/database';
import { pulledText } from './csv-export';
import {
  exportBatches,
  exportColumnsOf,
  typedAnswer,
  type ExportColumn,
  type ExportRow,
  type ExportScope,
} from './export-rows';

// JSON of a form's submissions (docs/api.md, Submissions), for programs: an array, newest first, of
//   { "id": 42, "created_at": "2026-01-15T09:30:00.000Z", "submission_date": "2026-01-15 10:30:00",
//     "completion_time": 35, "language": "fr", "answers": { "3": { "question": "Name", "value": "Ada" }, … } }
// created_at is the stored instant (UTC); submission_date the owner's wall clock as the CSV has it;
// language the code of the language it was given in (docs/product.md, "Languages in results").
// answers is keyed by question id (stable when a label is reworded), every question of the CSV in its
// order, each with its header and the answer as the CSV words it (null when not answered), a number
// for a numeric question's plain number. A form with logic (docs/product.md, "Logic") adds
// "values": { "total": { "name": "Score", "value": 2 }, … } (its calculated values by id) and
// "ending": "Passed" (the name of the ending chosen, null for none) when it has endings, and
// "params": { "utm_source": "news", … } (the URL parameters the form names, null when not given).
// Streamed a batch at a time like the CSV.

/** The JSON export's shape, which /api/docs describes (docs/api.md, Submissions). */
export const exportedSubmissionsSchema = z.array(
  z.object({
    id: z.number().int(),
    created_at: z.string(),
    submission_date: z.string(),
    completion_time: z.number().nullable(),
    language: z.string(),
    answers: z.record(
      z.string(),
      z.object({ question: z.string(), value: z.union([z.string(), z.number(), z.null()]) }),
    ),
    values: z
      .record(z.string(), z.object({ name: z.string(), value: z.union([z.string(), z.number(), z.null()]) }))
      .optional(),
    ending: z.string().nullable().optional(),
    params: z.record(z.string(), z.string().nullable()).optional(),
  }),
);
type JsonAnswer = z.infer<typeof exportedSubmissionsSchema>[number]['answers'][string];
type JsonValue = NonNullable<z.infer<typeof exportedSubmissionsSchema>[number]['values']>[string];

/** One submission as its JSON object. */
function recordOf(columns: readonly ExportColumn[], row: ExportRow) {
  const answers: Record<string, JsonAnswer> = {};
  let values: Record<string, JsonValue> | undefined;
  let ending: string | null | undefined;
  let params: Record<string, string | null> | undefined;
  columns.forEach((column, i) => {
    const text = row.answers[i];
    const value = text === undefined ? null : typedAnswer(column, text);
    if (column.element) answers[String(column.element.id)] = { question: column.header, value };
    else if (column.language) return;
    else if ('ending' in column.logic) ending = text ?? null;
    else if ('param' in column.logic) (params ??= {})[column.logic.param] = text ?? null;
    else (values ??= {})[column.logic.variable] = { name: column.logic.name, value };
  });
  return {
    id: row.id,
    created_at: row.createdAt,
    submission_date: row.date,
    completion_time: row.completionTime,
    language: row.language,
    answers,
    ...(values ? { values } : {}),
    ...(ending === undefined ? {} : { ending }),
    ...(params ? { params } : {}),
  };
}

export function createJsonExport(db: Db) {
  return {
    /** Every submission in scope, newest first, as a JSON array made a batch at a time. */
    async stream(formId: number, timeZone: string, scope: ExportScope): Promise<Readable> {
      const columns = await exportColumnsOf(db.kysely, formId, scope.languages);
      async function* texts() {
        let first = true;
        for await (const rows of exportBatches(db, formId, columns, timeZone, scope)) {
          const objects = rows.map((row) => JSON.stringify(recordOf(columns, row)));
          yield `${first ? '\n' : ',\n'}${objects.join(',\n')}`;
          first = false;
        }
      }
      return pulledText('[', texts(), '\n]\n');
    },
  };
}

export type JsonExporter = ReturnType<typeof createJsonExport>;
