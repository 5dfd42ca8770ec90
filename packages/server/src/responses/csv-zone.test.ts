import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import type { Element } from '@formbuilder/core';
import { testDialects } from '../test/test-server';
import { startPublishedForm } from '../submissions/intake-testing';
import { createSubmission } from '../test/factories';
import { as } from '../test/requests';

const elements: Element[] = [{ id: 1, type: 'TextBox', label: 'Name' }];

// The CSV's Submission Date is written in the owner's time zone, and its header names it:
// their preference, else the zone the client sends (the browser's), else UTC.
describe.each(testDialects)('the CSV’s time zone (%s)', (dialect) => {
  let started: Awaited<ReturnType<typeof startPublishedForm>>;
  let id: number;
  const base = () => `/api/users/${started.owner.id}/forms/${started.form.id}`;

  /** The header and the one row of both exports (selected and streamed), which must agree. */
  async function exported(query = ''): Promise<string[][]> {
    const selected = await as(started.owner).post(`${base()}/CSVExport${query}`, { submissionIds: [id] });
    const streamed = await as(started.owner).get(`${base()}/submissions.csv${query}`);
    const rows: string[][] = parse(selected.json<{ content: string }>().content, { bom: true });
    expect(parse(streamed.body, { bom: true })).toEqual(rows);
    return rows.map((row) => row.slice(0, 2));
  }

  beforeAll(async () => {
    started = await startPublishedForm(dialect, elements);
    id = await createSubmission(started.server, started.form, [['q_1', 'Ada']]);
    // A winter instant: Paris is UTC+1, Tokyo UTC+9.
    await started.server.db.kysely
      .updateTable('submissions')
      .set({ created_at: '2026-01-15T09:30:00.000Z' })
      .where('id', '=', id)
      .execute();
  });
  afterAll(() => started.server.close());

  it('is UTC, named, when the owner never chose a zone and the client names none', async () => {
    expect(await exported()).toEqual([
      ['ID', 'Submission Date (UTC)'],
      [String(id), '2026-01-15 09:30:00'],
    ]);
  });

  it('is the browser’s zone the client sends while the owner has no preference', async () => {
    expect(await exported('?timeZone=Asia/Tokyo')).toEqual([
      ['ID', 'Submission Date (Asia/Tokyo)'],
      [String(id), '2026-01-15 18:30:00'],
    ]);
  });

  it('is the owner’s chosen zone, whatever the client sends', async () => {
    const saved = await as(started.owner).put(`/api/users/${started.owner.id}/preferences`, {
      themeColour: '#2196F3',
      timeZone: 'Europe/Paris',
      notifyNewForms: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(await exported('?timeZone=Asia/Tokyo')).toEqual([
      ['ID', 'Submission Date (Europe/Paris)'],
      [String(id), '2026-01-15 10:30:00'],
    ]);
  });

  it('refuses a zone it does not know, naming the field', async () => {
    for (const [method, url] of [
      ['POST', `${base()}/CSVExport?timeZone=Mars/Olympus`],
      ['GET', `${base()}/submissions.csv?timeZone=Mars/Olympus`],
    ] as const) {
      const response = await as(started.owner).request(
        method,
        url,
        method === 'POST' ? { submissionIds: [id] } : undefined,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "timeZone must be a time zone such as 'Europe/Paris'." });
    }
  });
});
