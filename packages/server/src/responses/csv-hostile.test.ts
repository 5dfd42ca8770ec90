import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getElementDefinition, type Element } from '@formbuilder/core';
import { startPublishedForm } from '../submissions/intake-testing';
import type { TestServer } from '../test/test-server';
import { createSubmission, type TestUser } from '../test/factories';
import { decodeEntryValue } from '../answers/entry-values';
import { neutralise } from './csv-export';
import { as } from '../test/requests';

// Hostile input generated as well as fixed: whatever a visitor types, the owner's
// CSV (selected and streamed) parses back to exactly what was stored, and a cell a spreadsheet
// would run as a formula (= + - @ tab CR) comes out as text. (What was stored is shown through
// the element's formatter, which trims: a BOM before '=' is white space, and the '=' is caught.)
const FORMULA = /^[=+\-@\t\r]/;
const comment: Element = { id: 1, type: 'TextArea', label: '=Comment' };
const elements: Element[] = [comment, { id: 2, type: 'Button' }];

const hostileText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc
    .tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r', '"', ',', '\n', ' '), fc.string({ maxLength: 30 }))
    .map(([start, rest]) => start + rest),
  fc.constantFrom(
    '=HYPERLINK("http://evil.test","x")',
    "@SUM(1+1)*cmd|' /C calc'!A0",
    '-2+3',
    '-1',
    '-12.5',
    '+1',
    '"quoted, comma"\r\nnext line',
    '\uFEFF=1',
  ),
);

describe('CSV of hostile answers', () => {
  let server: TestServer;
  let owner: TestUser;
  let form: { id: number; uuid: string };
  beforeAll(async () => {
    ({ server, owner, form } = await startPublishedForm('sqlite', elements));
  });
  afterAll(() => server.close());

  it('parses back to the stored text, formulas neutralised, in both exports', async () => {
    const base = `/api/users/${owner.id}/forms/${form.id}`;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          hostileText.filter((text) => text.trim() !== ''),
          { minLength: 1, maxLength: 5 },
        ),
        async (answers) => {
          const ids: number[] = [];
          for (const answer of answers) {
            ids.push(await createSubmission(server, form, [['q_1', answer]]));
          }
          const stored = await server.db.kysely
            .selectFrom('entries')
            .select(['submission_id', 'value'])
            .where('submission_id', 'in', ids)
            .execute();
          const expected = new Map(
            stored.map((entry) => [
              String(entry.submission_id),
              neutralise(getElementDefinition('TextArea').format(comment, decodeEntryValue(entry.value))),
            ]),
          );

          const selected = await as(owner).post(`${base}/CSVExport`, { submissionIds: ids });
          const streamed = await as(owner).get(`${base}/submissions.csv`);
          for (const content of [selected.json<{ content: string }>().content, streamed.body]) {
            const rows: string[][] = parse(content, { bom: true });
            expect(rows[0]).toEqual(['ID', 'Submission Date (UTC)', "'=Comment"]);
            for (const [id, cell] of expected) {
              const row = rows.find((candidate) => candidate[0] === id);
              expect(row?.[2]).toBe(cell);
              // Only a plain negative number may start with '-': a spreadsheet reads it as that number.
              expect(FORMULA.test(row?.[2] ?? '') && !/^-\d+(\.\d+)?$/.test(row?.[2] ?? '')).toBe(false);
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
