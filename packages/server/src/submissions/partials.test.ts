import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partialListSchema, partialSavedSchema, statisticsSchema, type Element } from '@formbuilder/core';
import { testDialects, type TestServer } from '../test/test-server';
import { createDraftForm, createUser, type TestUser } from '../test/factories';
import { createFormsStore } from '../forms/forms.store';
import { multipartBody, type MultipartFile } from '../test/multipart';
import { anon, as } from '../test/requests';
import { startTestServer } from '../test/test-server';
import { countRows, storedFiles, textFile } from './intake-testing';
import { RESUME_LINK_UNUSABLE } from '../public/partial-page';
import { resumeTokenHash } from './partials.service';
import { formFields } from '../test/html-form';

/** The page's form fields by name. */
function fieldMap(html: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [name, value] of formFields(html)) map.set(name, [...(map.get(name) ?? []), value]);
  return map;
}

// docs/product.md, "Partial responses": saves, resumes, the submission that takes a partial over,
// the pages without the script, the owner's list and delete, the statistics and the sweep.

const elements: Element[] = [
  { id: 1, type: 'TextBox', label: 'Name', required: true },
  { id: 2, type: 'Email', label: 'E-mail' },
  { id: 3, type: 'File', label: 'CV' },
  { id: 10, type: 'PageBreak' },
  { id: 4, type: 'TextBox', label: 'City', required: true },
  { id: 5, type: 'Button', buttonText: 'Send' },
];

/** A published form whose props keep partial responses (or not). */
async function partialForm(server: TestServer, owner: TestUser, enabled = true, list: Element[] = elements) {
  const form = await createDraftForm(server, owner, { elements: list });
  const row = await server.db.kysely
    .selectFrom('forms')
    .select('props')
    .where('id', '=', form.id)
    .executeTakeFirstOrThrow();
  const props = { ...(JSON.parse(row.props) as object), partial: { enabled, resumeDays: 7, keepDays: 10 } };
  await server.db.kysely
    .updateTable('forms')
    .set({ props: JSON.stringify(props) })
    .where('id', '=', form.id)
    .execute();
  await createFormsStore(server.db.kysely).publish(form.id);
  return form;
}

function save(server: TestServer, uuid: string, fields: [string, string][], files: MultipartFile[] = []) {
  const body = multipartBody(fields, files);
  return anon(server).post(`/form/view/${uuid}/partial`, body.payload, {
    headers: { ...body.headers, accept: 'application/json' },
  });
}

function submit(server: TestServer, uuid: string, fields: [string, string][], files: MultipartFile[] = []) {
  const body = multipartBody(fields, files);
  return anon(server).post(`/form/view/${uuid}`, body.payload, {
    headers: { ...body.headers, accept: 'application/json' },
  });
}

const partialRows = (server: TestServer, formId: number) =>
  server.db.kysely.selectFrom('partial_responses').selectAll().where('form_id', '=', formId).execute();

const uploadBytes = async (server: TestServer, userId: number) =>
  Number(
    (
      await server.db.kysely
        .selectFrom('usages')
        .select('upload_bytes')
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.upload_bytes ?? 0,
  );

describe.each(testDialects)('partial responses (%s)', (dialect) => {
  let server: TestServer;
  let owner: TestUser;
  let form: { id: number; uuid: string };

  beforeAll(async () => {
    server = await startTestServer(dialect, { SUBMIT_RATE_LIMIT: '0' });
    owner = await createUser(server, 'owner@example.com');
    form = await partialForm(server, owner);
  });
  afterAll(() => server.close());

  it('saves one row per visit, saved again under the same token, and sets the cookie', async () => {
    const first = await save(server, form.uuid, [
      ['q_1', 'Ada'],
      ['_partial', ''],
      ['_page', '1'],
    ]);
    expect(first.statusCode).toBe(200);
    const saved = partialSavedSchema.parse(first.json());
    expect(saved.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(saved.resumeUrl.endsWith(`/form/view/${form.uuid}?resume=${saved.token}`)).toBe(true);
    expect(saved.emailedTo).toBeNull();
    expect(String(first.headers['set-cookie'])).toContain(
      `fb_partial_${form.id}=${saved.token}; Path=/form/view/${form.uuid}; HttpOnly; SameSite=Lax; Max-Age=604800`,
    );
    expect(first.headers['cache-control']).toBe('no-store');

    const again = await save(server, form.uuid, [
      ['q_1', 'Ada L.'],
      ['q_4', 'Paris'],
      ['_partial', saved.token],
      ['_page', '2'],
    ]);
    expect(partialSavedSchema.parse(again.json()).token).toBe(saved.token);
    const rows = await partialRows(server, form.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(resumeTokenHash(saved.token));
    expect(JSON.parse(rows[0]?.fields ?? '{}')).toEqual({ q_1: ['Ada L.'], q_4: ['Paris'] });
    expect(rows[0]?.page).toBe(2);
    // The token itself is not stored.
    expect(JSON.stringify(rows)).not.toContain(saved.token);
    await as(owner).delete(`/api/users/${owner.id}/forms/${form.id}/partials`, {});
  });

  it('starts a new partial for an unknown token, and refuses in words what it cannot save', async () => {
    const unknown = await save(server, form.uuid, [
      ['q_1', 'Bo'],
      ['_partial', 'x'.repeat(43)],
    ]);
    expect(partialSavedSchema.parse(unknown.json()).token).not.toBe('x'.repeat(43));
    const off = await partialForm(server, owner, false);
    const refused = await save(server, off.uuid, [['q_1', 'Bo']]);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 400,
      body: { message: 'This form does not save answers before they are sent.' },
    });
    expect(await partialRows(server, off.id)).toHaveLength(0);
    const missing = await save(server, '00000000-0000-4000-8000-000000000000', [['q_1', 'Bo']]);
    expect(missing.statusCode).toBe(404);
    await as(owner).delete(`/api/users/${owner.id}/forms/${form.id}/partials`, {});
  });

  it('resumes from the link and the cookie on the saved page, never cached; an unusable link says so', async () => {
    const saved = partialSavedSchema.parse(
      (
        await save(server, form.uuid, [
          ['q_1', 'Ada <Lovelace>'],
          ['_page', '2'],
        ])
      ).json(),
    );
    const resumed = await anon(server).get(`/form/view/${form.uuid}?resume=${saved.token}`);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.headers['cache-control']).toBe('no-store');
    const fields = fieldMap(resumed.body);
    expect(fields.get('_partial')).toEqual([saved.token]);
    expect(fields.get('q_1')).toEqual(['Ada <Lovelace>']);
    const byCookie = await anon(server).get(`/form/view/${form.uuid}`, {
      headers: { cookie: `fb_partial_${form.id}=${saved.token}` },
    });
    expect(fieldMap(byCookie.body).get('_partial')).toEqual([saved.token]);
    expect(byCookie.headers['cache-control']).toBe('no-store');

    const fresh = await anon(server).get(`/form/view/${form.uuid}`);
    expect(fieldMap(fresh.body).get('_partial')).toEqual(['']);

    const gone = await anon(server).get(`/form/view/${form.uuid}?resume=${'y'.repeat(43)}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.headers['cache-control']).toBe('no-store');
    expect(String(gone.headers['set-cookie'])).toContain(`fb_partial_${form.id}=; Path=/form/view/${form.uuid}`);
    expect(fieldMap(gone.body).get('_partial')).toEqual(['']);
    expect(fieldMap(gone.body).get('q_1') ?? ['']).toEqual(['']);
    // An expired link is the same as an unknown one.
    await server.db.kysely
      .updateTable('partial_responses')
      .set({ resume_until: '2000-01-01T00:00:00.000Z' })
      .where('form_id', '=', form.id)
      .execute();
    const expired = await anon(server).get(`/form/view/${form.uuid}?resume=${saved.token}`);
    expect(fieldMap(expired.body).get('_partial')).toEqual(['']);
    expect(expired.body).toContain(RESUME_LINK_UNUSABLE);
    await as(owner).delete(`/api/users/${owner.id}/forms/${form.id}/partials`, {});
  });

  it('resumes a form with logic with the URL parameters it was saved with, not the resume link’s', async () => {
    const withLogic = await partialForm(server, owner, true, [
      { id: 1, type: 'TextBox', label: 'Hello from {{param:ref}}' },
      { id: 10, type: 'PageBreak' },
      { id: 4, type: 'TextBox', label: 'City' },
      { id: 5, type: 'Button', buttonText: 'Send' },
    ]);
    const saved = partialSavedSchema.parse(
      (
        await save(server, withLogic.uuid, [
          ['q_1', 'Ada'],
          ['_params', 'ref=newsletter'],
          ['_page', '2'],
        ])
      ).json(),
    );
    const resumed = await anon(server).get(`/form/view/${withLogic.uuid}?resume=${saved.token}`);
    expect(fieldMap(resumed.body).get('_params')).toEqual(['ref=newsletter']);
    expect(resumed.body).toContain('newsletter');
    await as(owner).delete(`/api/users/${owner.id}/forms/${withLogic.id}/partials`, {});
  });

  it('takes the partial over on submit: its kept file joins, counted once, the row goes, a replay stores nothing more', async () => {
    const before = await uploadBytes(server, owner.id);
    const saved = partialSavedSchema.parse(
      (
        await save(
          server,
          form.uuid,
          [
            ['q_1', 'Ada'],
            ['_page', '1'],
          ],
          [textFile('q_3', 'cv.txt', 1000)],
        )
      ).json(),
    );
    expect(saved.files).toEqual({ '3': [{ fileName: 'cv.txt', size: 1000 }] });
    expect(await uploadBytes(server, owner.id)).toBe(before + 1000);
    const stored = storedFiles(server).length;
    const fields: [string, string][] = [
      ['q_1', 'Ada'],
      ['q_4', 'Paris'],
      ['_partial', saved.token],
      ['_idempotency', 'partial-take-1'],
    ];
    const res = await submit(server, form.uuid, fields);
    expect(res.statusCode).toBe(201);
    expect(String(res.headers['set-cookie'])).toContain(`fb_partial_${form.id}=;`);
    const { submissionId } = res.json<{ submissionId: number }>();
    const files = await server.db.kysely
      .selectFrom('files')
      .select(['file_name', 'size', 'submission_id'])
      .where('form_id', '=', form.id)
      .execute();
    expect(files).toEqual([{ file_name: 'cv.txt', size: 1000, submission_id: submissionId }]);
    expect(await partialRows(server, form.id)).toHaveLength(0);
    // Counted when the partial saved it, not again.
    expect(await uploadBytes(server, owner.id)).toBe(before + 1000);
    expect(storedFiles(server).length).toBe(stored);
    const replay = await submit(server, form.uuid, fields);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<{ submissionId: number }>().submissionId).toBe(submissionId);
    expect(await countRows(server, 'submissions', form.id)).toBe(1);
  });

  it('replaces a kept file with a new one and drops a removed one, removing them from storage', async () => {
    const saved = partialSavedSchema.parse(
      (await save(server, form.uuid, [['q_1', 'Bo']], [textFile('q_3', 'old.txt', 10)])).json(),
    );
    const resaved = partialSavedSchema.parse(
      (await save(server, form.uuid, [['_partial', saved.token]], [textFile('q_3', 'new.txt', 20)])).json(),
    );
    expect(resaved.files).toEqual({ '3': [{ fileName: 'new.txt', size: 20 }] });
    const kept = storedFiles(server).length;
    const res = await submit(server, form.uuid, [
      ['q_1', 'Bo'],
      ['q_4', 'Rome'],
      ['_partial', saved.token],
      ['_drop_files', 'q_3'],
    ]);
    expect(res.statusCode).toBe(201);
    const { submissionId } = res.json<{ submissionId: number }>();
    const files = await server.db.kysely
      .selectFrom('files')
      .select('file_name')
      .where('submission_id', '=', submissionId)
      .execute();
    expect(files).toEqual([]);
    expect(storedFiles(server).length).toBe(kept - 1);
  });

  it('keeps the partial when the submission is refused', async () => {
    const saved = partialSavedSchema.parse((await save(server, form.uuid, [['q_1', 'Cy']])).json());
    const res = await submit(server, form.uuid, [
      ['q_1', 'Cy'],
      ['_partial', saved.token],
    ]);
    expect(res.statusCode).toBe(400);
    expect(await partialRows(server, form.id)).toHaveLength(1);
    await as(owner).delete(`/api/users/${owner.id}/forms/${form.id}/partials`, {});
  });

  it('without the script, steps page by page saving each time, and Save and continue later draws the link', async () => {
    const post = (fields: [string, string][]) =>
      anon(server).post(`/form/view/${form.uuid}`, new URLSearchParams(fields).toString(), {
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      });
    const next = await post([
      ['q_1', 'Dee'],
      ['_page', '1'],
      ['_step', 'next'],
      ['_partial', ''],
    ]);
    expect(next.statusCode).toBe(200);
    expect(next.headers['cache-control']).toBe('no-store');
    const token = fieldMap(next.body).get('_partial')?.[0] ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await partialRows(server, form.id))[0]?.page).toBe(2);
    const later = await post([
      ['q_1', 'Dee'],
      ['q_4', 'Oslo'],
      ['_page', '2'],
      ['_step', 'save'],
      ['_partial', token],
    ]);
    expect(later.statusCode).toBe(200);
    expect(later.body).toContain('Your answers are saved');
    expect(later.body).toContain(`?resume=${token}`);
    expect(later.body).toContain('Continue now');
    const rows = await partialRows(server, form.id);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.fields ?? '{}')).toEqual({ q_1: ['Dee'], q_4: ['Oslo'] });
    await as(owner).delete(`/api/users/${owner.id}/forms/${form.id}/partials`, {});
  });

  it("lists and deletes the owner's partials, newest first, with their files; another user is refused", async () => {
    const a = partialSavedSchema.parse((await save(server, form.uuid, [['q_1', 'One']])).json());
    await save(server, form.uuid, [['q_1', 'Two']], [textFile('q_3', 'two.txt', 5)]);
    await save(server, form.uuid, [
      ['q_1', 'Three'],
      ['_page', '2'],
    ]);
    const base = `/api/users/${owner.id}/forms/${form.id}/partials`;
    const first = partialListSchema.parse((await as(owner).get(`${base}?limit=2`)).json());
    expect(first.total).toBe(3);
    expect(first.items.map((item) => item.answers['1'])).toEqual(['Three', 'Two']);
    expect(first.items[0]).toMatchObject({ page: 2, pageCount: 2 });
    expect(first.items[1]?.answers['3']).toBe('two.txt');
    const second = partialListSchema.parse(
      (await as(owner).get(`${base}?limit=2&before=${first.nextCursor ?? ''}`)).json(),
    );
    expect(second.items.map((item) => item.answers['1'])).toEqual(['One']);
    expect(second.nextCursor).toBeNull();

    const stats = statisticsSchema.parse(
      (await as(owner).get(`/api/users/${owner.id}/forms/${form.id}/1/statistics`)).json(),
    );
    expect(stats.inProgress).toEqual({
      total: 3,
      byPage: [
        { page: 1, count: 2 },
        { page: 2, count: 1 },
      ],
    });

    const other = await createUser(server, 'other@example.com');
    const refused = await as(other).get(`/api/users/${owner.id}/forms/${form.id}/partials`);
    expect(refused.statusCode).toBeGreaterThanOrEqual(403);
    const notTheirs = await as(other).delete(`/api/users/${owner.id}/forms/${form.id}/partials`, {});
    expect(notTheirs.statusCode).toBeGreaterThanOrEqual(403);
    expect(await partialRows(server, form.id)).toHaveLength(3);

    const oneId = second.items[0]?.id ?? 0;
    const one = await as(owner).delete(base, { ids: [oneId] });
    expect(one.json()).toEqual({ deleted: 1 });
    const stored = storedFiles(server).length;
    const all = await as(owner).delete(base, {});
    expect(all.json()).toEqual({ deleted: 2 });
    expect(storedFiles(server).length).toBe(stored - 1);
    expect((await anon(server).get(`/form/view/${form.uuid}?resume=${a.token}`)).body).not.toContain(a.token);
  });

  it('sweeps partials past their keeping time with their files', async () => {
    await save(server, form.uuid, [['q_1', 'Old']], [textFile('q_3', 'old.txt', 5)]);
    await save(server, form.uuid, [['q_1', 'New']]);
    await server.db.kysely
      .updateTable('partial_responses')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('fields', 'like', '%Old%')
      .execute();
    const stored = storedFiles(server).length;
    const { createPartialsService } = await import('./partials.service');
    const { createPartialsStore } = await import('./partials.store');
    const { createDiskStorage } = await import('../storage/file-storage');
    const partials = createPartialsService(createPartialsStore(server.db.kysely), createDiskStorage(server.dataDir), {
      publicUrl: 'http://localhost',
      mailEnabled: false,
    });
    expect(await partials.sweep()).toBe(1);
    const rows = await partialRows(server, form.id);
    expect(rows.map((row) => JSON.parse(row.fields) as unknown)).toEqual([{ q_1: ['New'] }]);
    expect(storedFiles(server).length).toBe(stored - 1);
    await as(owner).delete(`/api/users/${owner.id}/forms/${form.id}/partials`, {});
  });

  it("removes the kept files of a form's partials when the form is deleted", async () => {
    const doomed = await partialForm(server, owner);
    const before = storedFiles(server).length;
    await save(server, doomed.uuid, [['q_1', 'Gone']], [textFile('q_3', 'gone.txt', 5)]);
    expect(storedFiles(server).length).toBe(before + 1);
    const res = await as(owner).delete(`/api/users/${owner.id}/forms/${doomed.id}`);
    expect(res.statusCode).toBe(200);
    expect(await partialRows(server, doomed.id)).toEqual([]);
    expect(storedFiles(server).length).toBe(before);
  });
});

describe('the resume link by e-mail', () => {
  let server: TestServer;
  let owner: TestUser;

  beforeAll(async () => {
    // Mail is configured (the outbox's sending is not what is tested here: the message queued is).
    server = await startTestServer('sqlite', {
      SUBMIT_RATE_LIMIT: '0',
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'forms@example.com',
    });
    owner = await createUser(server, 'mailer@example.com');
  });
  afterAll(() => server.close());

  const mails = async () =>
    (await server.db.kysely.selectFrom('outbox').select(['kind', 'payload']).where('kind', '=', 'mail').execute()).map(
      (row) => JSON.parse(row.payload) as { to: string; subject: string; text: string },
    );

  it('queues the link to the e-mail answer when asked, says to whom partly hidden, and never without an address', async () => {
    const form = await partialForm(server, owner);
    const asked = partialSavedSchema.parse(
      (
        await save(server, form.uuid, [
          ['q_1', 'Ada'],
          ['q_2', 'ada@example.com'],
          ['_resume_email', '1'],
        ])
      ).json(),
    );
    expect(asked.emailedTo).toBe('a•••@example.com');
    const [mail] = await mails();
    expect(mail?.to).toBe('ada@example.com');
    expect(mail?.text).toContain(asked.resumeUrl);
    expect(mail?.subject).toContain('Continue your answers');

    const notAsked = partialSavedSchema.parse((await save(server, form.uuid, [['q_2', 'bob@example.com']])).json());
    expect(notAsked.emailedTo).toBeNull();
    const noAddress = partialSavedSchema.parse(
      (
        await save(server, form.uuid, [
          ['q_2', 'not an address'],
          ['_resume_email', '1'],
        ])
      ).json(),
    );
    expect(noAddress.emailedTo).toBeNull();
    expect(await mails()).toHaveLength(1);
  });
});
