import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Element } from '@formbuilder/core';
import { testDialects } from '../test/test-server';
import { startPublishedForm } from '../submissions/intake-testing';
import { createSubmission } from '../test/factories';
import { as } from '../test/requests';

const elements: Element[] = [{ id: 1, type: 'TextBox', label: 'Name' }];

// The list's days (from, to and "today") are the owner's, as its dates are: a submission made at
// 23:30 UTC on 14 January is Tokyo's 15 January. The zone is the owner's preference, else the
// one the client sends (the browser's), else UTC — as for the CSV.
describe.each(testDialects)('the submissions list’s days (%s)', (dialect) => {
  let started: Awaited<ReturnType<typeof startPublishedForm>>;
  let late: number;
  let now: number;
  const base = () => `/api/users/${started.owner.id}/forms/${started.form.id}`;

  async function listed(query: string): Promise<{ ids: number[]; today: number }> {
    const response = await as(started.owner).get(`${base()}/submissions?limit=50${query}`);
    expect(response.statusCode).toBe(200);
    const page = response.json<{ submissions: { id: number }[]; today: number }>();
    return { ids: page.submissions.map((s) => s.id), today: page.today };
  }

  beforeAll(async () => {
    started = await startPublishedForm(dialect, elements);
    late = await createSubmission(started.server, started.form, [['q_1', 'Late']]);
    now = await createSubmission(started.server, started.form, [['q_1', 'Now']]);
    await started.server.db.kysely
      .updateTable('submissions')
      .set({ created_at: '2026-01-14T23:30:00.000Z' })
      .where('id', '=', late)
      .execute();
  });
  afterAll(() => started.server.close());

  it('filters by UTC days when neither the owner nor the client names a zone', async () => {
    expect((await listed('&from=2026-01-14&to=2026-01-14')).ids).toEqual([late]);
    expect((await listed('&from=2026-01-15&to=2026-01-15')).ids).toEqual([]);
  });

  it('filters by the days of the zone the client sends', async () => {
    expect((await listed('&from=2026-01-15&to=2026-01-15&timeZone=Asia/Tokyo')).ids).toEqual([late]);
    expect((await listed('&from=2026-01-14&to=2026-01-14&timeZone=Asia/Tokyo')).ids).toEqual([]);
  });

  it('counts today from the zone’s midnight', async () => {
    // The just-made submission is today's in every zone; one moved to 25 hours ago is nobody's.
    await started.server.db.kysely
      .updateTable('submissions')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('id', '=', now)
      .execute();
    for (const zone of ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])
      expect((await listed(`&timeZone=${zone}`)).today).toBe(0);
    await started.server.db.kysely
      .updateTable('submissions')
      .set({ created_at: new Date().toISOString() })
      .where('id', '=', now)
      .execute();
    for (const zone of ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])
      expect((await listed(`&timeZone=${zone}`)).today).toBe(1);
  });

  it('takes the owner’s chosen zone over the client’s, for the list and the delete of all matching', async () => {
    const saved = await as(started.owner).put(`/api/users/${started.owner.id}/preferences`, {
      themeColour: '#2196F3',
      timeZone: 'Asia/Tokyo',
      notifyNewForms: false,
    });
    expect(saved.statusCode).toBe(200);
    expect((await listed('&from=2026-01-15&to=2026-01-15&timeZone=UTC')).ids).toEqual([late]);
    const deleted = await as(started.owner).delete(`${base()}/deleteSubmission`, {
      matching: { from: '2026-01-15', to: '2026-01-15', timeZone: 'UTC' },
    });
    expect(deleted.json()).toEqual({ success: true, deleted: 1 });
    expect((await listed('')).ids).toEqual([now]);
  });

  it('refuses a zone it does not know, naming the field', async () => {
    const response = await as(started.owner).get(`${base()}/submissions?limit=50&timeZone=Mars/Olympus`);
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: "timeZone must be a time zone such as 'Europe/Paris'." },
    ]);
  });
});
