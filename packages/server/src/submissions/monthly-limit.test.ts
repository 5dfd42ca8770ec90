import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Element } from '@formbuilder/core';
import { testDialects } from '../test/test-server';
import { createUser, createPublishedForm } from '../test/factories';
import { startPublishedForm } from './intake-testing';
import { anon } from '../test/requests';

const elements = [{ id: 1, type: 'TextBox', label: 'Name' }] as unknown as Element[];
const LIMIT = 20;
const SUBMITTERS = 50;

// The month's counter is checked and raised in the submission's own
// transaction, so a limit is exact under load (a burst used to overshoot it).
describe.each(testDialects)('the monthly submission limit (%s)', (dialect) => {
  let started: Awaited<ReturnType<typeof startPublishedForm>>;
  let limited: { id: number; uuid: string };
  let ownerId: number;
  beforeAll(async () => {
    started = await startPublishedForm(dialect, elements);
    // The first account is the administrator; a second one has the free role, limited here.
    const user = await createUser(started.server, 'limited@example.com');
    ownerId = user.id;
    limited = await createPublishedForm(started.server, user, elements);
    const db = started.server.db.kysely;
    const role = await db.selectFrom('users').select('role_id').where('id', '=', user.id).executeTakeFirstOrThrow();
    const { permission } = await db
      .selectFrom('roles')
      .select('permission')
      .where('id', '=', role.role_id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('roles')
      .set({ permission: JSON.stringify({ ...JSON.parse(permission), submissionLimit: LIMIT }) })
      .where('id', '=', role.role_id)
      .execute();
  });
  afterAll(() => started.server.close());

  it(`stores exactly ${LIMIT} of ${SUBMITTERS} concurrent submissions and refuses the rest in words`, async () => {
    const answers = await Promise.all(
      Array.from({ length: SUBMITTERS }, (_, i) =>
        anon(started.server).post(
          `/form/view/${limited.uuid}`,
          { q_1: `person ${i}` },
          { headers: { accept: 'application/json' } },
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(answers.filter((a) => a.statusCode !== 201 && a.statusCode !== 403).map((a) => a.body)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 403)).toHaveLength(SUBMITTERS - LIMIT);
    expect(answers.find((a) => a.statusCode === 403)?.json<{ message: string }>().message).toMatch(
      /monthly submission limit/,
    );
    const db = started.server.db.kysely;
    const stored = await db
      .selectFrom('submissions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('form_id', '=', limited.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(LIMIT);
    const usage = await db
      .selectFrom('usages')
      .select('submissions')
      .where('user_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    expect(Number(usage.submissions)).toBe(LIMIT);
    // Nothing half-written for the refused ones.
    const entries = await db
      .selectFrom('entries')
      .innerJoin('submissions', 'submissions.id', 'entries.submission_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('submissions.form_id', '=', limited.id)
      .executeTakeFirstOrThrow();
    expect(Number(entries.n)).toBe(LIMIT);
  });

  it("does not hold back another owner's form", async () => {
    const other = await anon(started.server).post(
      `/form/view/${started.form.uuid}`,
      { q_1: 'x' },
      { headers: { accept: 'application/json' } },
    );
    expect(other.statusCode).toBe(201);
  });
});
