import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm, type Element, type Form, type Rule } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser, type TestUser } from '../test/factories';
import { multipartBody as multipart } from '../test/multipart';
import { anon, as } from '../test/requests';

const elements: Element[] = [
  { id: 1, type: 'TextBox', label: 'Name', required: true, requiredText: 'Tell us your name.' },
  { id: 2, type: 'Radio', label: 'Colour', options: ['Red##r', 'Blue##b', 'Other##o'], required: true },
  { id: 3, type: 'TextArea', label: 'Which other colour?', required: true },
  { id: 4, type: 'Checkbox', label: 'Pets', options: ['Cat##cat', 'Dog##dog'] },
  { id: 5, type: 'DateTime', label: 'When' },
  { id: 6, type: 'File', label: 'Attachment' },
  { id: 7, type: 'Button', buttonText: 'Submit' },
];
// Question 3 shows only when the colour is 'Other'.
const rules: Rule[] = [
  {
    id: 1,
    type: 'showHide',
    if: { field: 2, operator: 'equals', value: 'o' },
    then: { command: 'show', field: 3, value: '' },
    fieldLink: false,
  },
];

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

describe.each(testDialects)('submission intake (%s)', (dialect) => {
  let server: TestServer;
  let owner: TestUser;
  let uuid: string;
  let formId: number;

  async function publishForm(user: TestUser, form: Form, title: string) {
    const created = (await as(user).post(`/api/users/${user.id}/forms`, { ...form, title })).json();
    await as(user).post(`/api/users/${user.id}/forms/${created.id}/publish`);
    return created as { id: number; uuid: string };
  }

  beforeAll(async () => {
    server = await startTestServer(dialect, { SUBMIT_RATE_LIMIT: '0' });
    owner = await createUser(server, 'owner@example.com');
    const form = createNewForm();
    form.props.elements = elements;
    form.props.rules = rules;
    ({ uuid, id: formId } = await publishForm(owner, form, 'Survey'));
  });
  afterAll(() => server.close());

  const submitForm = (body: string, headers: Record<string, string> = {}, url = `/form/view/${uuid}`) =>
    anon(server).post(url, body, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
    });
  const submitJson = (answers: Record<string, unknown>, headers: Record<string, string> = {}) =>
    anon(server).post(`/form/view/${uuid}`, answers, { headers: { accept: 'application/json', ...headers } });
  const count = async () =>
    Number(
      (
        await server.db.kysely
          .selectFrom('submissions')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('form_id', '=', formId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a plain form post with values (not indices) and redirects to the thank-you page', async () => {
    const res = await submitForm('q_1=Ada&q_2=b&q_4=cat&q_4=dog&q_5=2026-07-01T10%3A30');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/form/view/${uuid}/thanks`);
    const submission = await server.db.kysely
      .selectFrom('submissions')
      .selectAll()
      .where('form_id', '=', formId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(submission.version).toBe(1);
    const entries = await server.db.kysely
      .selectFrom('entries')
      .select(['question_id', 'value'])
      .where('submission_id', '=', submission.id)
      .orderBy('question_id')
      .execute();
    expect(entries).toEqual([
      { question_id: 1, value: 'Ada' },
      { question_id: 2, value: 'b' },
      { question_id: 4, value: '["cat","dog"]' },
      { question_id: 5, value: '2026-07-01T10:30:00+02:00' },
    ]);
    const usage = await server.db.kysely
      .selectFrom('usages')
      .selectAll()
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(usage.submissions).toBe(1);
    const thanks = await anon(server).get(res.headers.location as string);
    expect(thanks.body).toContain('", true, "formbuilder-embed");');
  });

  it('refuses a missing required answer and a wrong option with per-question messages, storing nothing', async () => {
    const before = await count();
    const res = await submitJson({ q_2: 'green' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['1']).toBe('Tell us your name.');
    expect(res.json().errors['2']).toBeDefined();
    expect(await count()).toBe(before);
  });

  it('asks for a question shown by a rule, and not when the rule hides it', async () => {
    const shown = await submitJson({ q_1: 'Ada', q_2: 'o' });
    expect(shown.statusCode).toBe(400);
    expect(Object.keys(shown.json().errors)).toEqual(['3']);
    const hidden = await submitJson({ q_1: 'Ada', q_2: 'r', q_3: 'ignored' });
    expect(hidden.statusCode).toBe(201);
    const entries = await server.db.kysely
      .selectFrom('entries')
      .select('question_id')
      .where('submission_id', '=', hidden.json().submissionId)
      .execute();
    expect(entries.map((e) => e.question_id)).not.toContain(3);
  });

  it('answers a refused no-JavaScript post with the same page, its messages and the answers given', async () => {
    const res = await submitForm('q_2=r&q_4=dog');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Tell us your name.');
    expect(res.body).toContain('Please correct the highlighted questions.');
    expect(res.body).toMatch(/value="r"[^>]*checked|checked[^>]*value="r"/);
  });

  it('stores a retried submission once with the same Idempotency-Key', async () => {
    const before = await count();
    const headers = { 'idempotency-key': 'retry-key-123456' };
    const first = await submitJson({ q_1: 'Once', q_2: 'r' }, headers);
    const second = await submitJson({ q_1: 'Once', q_2: 'r' }, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().submissionId).toBe(first.json().submissionId);
    expect(await count()).toBe(before + 1);
    const viaField = await submitForm('q_1=Field&q_2=r&_idempotency=field-key-1234');
    const again = await submitForm('q_1=Field&q_2=r&_idempotency=field-key-1234');
    expect(again.headers.location).toBe(viaField.headers.location);
    expect(await count()).toBe(before + 2);
  });

  it('tells robots that fill the honeypot "thank you" and keeps nothing', async () => {
    const before = await count();
    const res = await submitForm('q_1=Bot&q_2=r&_hp=http%3A%2F%2Fspam');
    expect(res.statusCode).toBe(303);
    expect(await count()).toBe(before);
  });

  it("answers the Thank You page's own title as the message, to a robot alike (thankYouTitle)", async () => {
    const form = createNewForm();
    form.props.elements = [
      { id: 1, type: 'TextBox', label: 'Name' },
      { id: 2, type: 'Button', buttonText: 'Send' },
    ];
    form.props.integrations = form.props.integrations.map((integration) =>
      integration.type === 'tyPageTitle' ? { ...integration, value: 'Merci !' } : integration,
    );
    const titled = await publishForm(owner, form, 'Titled');
    const post = (body: string) =>
      anon(server).post(`/form/view/${titled.uuid}`, body, {
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      });
    const person = await post('q_1=Ada');
    expect(person.statusCode).toBe(201);
    expect(person.json().message).toBe('Merci !');
    // a robot that filled the honeypot cannot tell it was found out
    const robot = await post('q_1=Bot&_hp=http%3A%2F%2Fspam');
    expect(robot.statusCode).toBe(201);
    expect(robot.json()).toEqual({ message: 'Merci !' });
  });

  it('accepts an upload checked by content and stores it outside the served folders', async () => {
    const body = multipart(
      [
        ['q_1', 'Ada'],
        ['q_2', 'r'],
      ],
      [{ field: 'q_6', name: 'photo.png', data: PNG }],
    );
    const res = await anon(server).post(`/form/view/${uuid}`, body.payload, {
      headers: { ...body.headers, accept: 'application/json' },
    });
    expect(res.statusCode).toBe(201);
    const file = await server.db.kysely
      .selectFrom('files')
      .selectAll()
      .where('submission_id', '=', res.json().submissionId)
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({ file_name: 'photo.png', mime_type: 'image/png', size: PNG.length, question_id: 6 });
    expect(file.storage_key).not.toContain('photo');
    const entry = await server.db.kysely
      .selectFrom('entries')
      .select('value')
      .where('submission_id', '=', res.json().submissionId)
      .where('question_id', '=', 6)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.value ?? '')).toEqual({ fileName: 'photo.png' });

    // The owner downloads it back, only as an attachment that cannot be sniffed into a page.
    const url = `/api/users/${owner.id}/forms/${formId}/submissions/${res.json().submissionId}/questions/6/photo.png`;
    const download = await as(owner).get(url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="photo.png"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect((await anon(server).get(url)).statusCode).toBe(401);
    const stranger = await createUser(server, 'stranger@example.com');
    expect((await as(stranger).get(url.replace(`/users/${owner.id}/`, `/users/${stranger.id}/`))).statusCode).toBe(403);
    expect((await as(owner).get(url.replace('photo.png', 'other.png'))).statusCode).toBe(404);
  });

  it("deletes a form's stored files with the form", async () => {
    const form = createNewForm();
    form.props.elements = [
      { id: 1, type: 'File', label: 'Photo' },
      { id: 2, type: 'Button', buttonText: 'Send' },
    ];
    const { uuid: fileUuid, id } = await publishForm(owner, form, 'Photos');
    const body = multipart([], [{ field: 'q_1', name: 'a.png', data: PNG }]);
    const res = await anon(server).post(`/form/view/${fileUuid}`, body.payload, {
      headers: { ...body.headers, accept: 'application/json' },
    });
    expect(res.statusCode).toBe(201);
    const { storage_key: key } = await server.db.kysely
      .selectFrom('files')
      .select('storage_key')
      .where('form_id', '=', id)
      .executeTakeFirstOrThrow();
    const stored = path.join(server.dataDir, 'uploads', key);
    expect(fs.existsSync(stored)).toBe(true);
    await as(owner).delete(`/api/users/${owner.id}/forms/${id}`);
    expect(fs.existsSync(stored)).toBe(false);
  });

  it('refuses SVG, HTML and files whose content is not what the name says', async () => {
    const before = await count();
    for (const [name, data] of [
      ['logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['page.html', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
      ['fake.png', Buffer.from('<html><body>not a png</body></html>')],
      ['notes.txt', Buffer.from('<script>alert(1)</script>')],
    ] as const) {
      const body = multipart(
        [
          ['q_1', 'Ada'],
          ['q_2', 'r'],
        ],
        [{ field: 'q_6', name, data }],
      );
      const res = await anon(server).post(`/form/view/${uuid}`, body.payload, {
        headers: { ...body.headers, accept: 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/not an accepted type/);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a file over the size limit, and a body over the body limit, storing nothing', async () => {
    const before = await count();
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const body = multipart(
      [
        ['q_1', 'Ada'],
        ['q_2', 'r'],
      ],
      [{ field: 'q_6', name: 'huge.png', data: big }],
    );
    const res = await anon(server).post(`/form/view/${uuid}`, body.payload, {
      headers: { ...body.headers, accept: 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("The file 'huge.png' is too large (at most 10 MB).");
    const json = await submitJson({ q_1: 'x'.repeat(2 * 1024 * 1024), q_2: 'r' });
    expect(json.statusCode).toBe(413);
    expect(await count()).toBe(before);
  });

  it('refuses submissions past the monthly limit, and from a suspended owner', async () => {
    const limited = await createUser(server, 'limited@example.com');
    const form = createNewForm();
    const { uuid: limitedUuid, id } = await publishForm(limited, form, 'Limited');
    await server.db.kysely
      .insertInto('usages')
      .values({ user_id: limited.id, month: new Date().toISOString().slice(0, 7), submissions: 1000, upload_bytes: 0 })
      .execute();
    const res = await anon(server).post(
      `/form/view/${limitedUuid}`,
      { q_1: 'x' },
      { headers: { accept: 'application/json' } },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/monthly submission limit/);
    await server.db.kysely.deleteFrom('usages').where('user_id', '=', limited.id).execute();
    await server.db.kysely.updateTable('users').set({ is_active: 0 }).where('id', '=', limited.id).execute();
    const suspended = await anon(server).post(
      `/form/view/${limitedUuid}`,
      { q_1: 'x' },
      { headers: { accept: 'application/json' } },
    );
    expect(suspended.statusCode).toBe(403);
    const stored = await server.db.kysely.selectFrom('submissions').select('id').where('form_id', '=', id).execute();
    expect(stored).toEqual([]);
  });

  it('stores preview submissions as version 0, not counted', async () => {
    const { token } = (await as(owner).get(`/api/users/${owner.id}/forms/${formId}/preview-token`)).json();
    const usageBefore = (
      await server.db.kysely
        .selectFrom('usages')
        .select('submissions')
        .where('user_id', '=', owner.id)
        .executeTakeFirstOrThrow()
    ).submissions;
    const res = await submitForm('q_1=Preview&q_2=r', {}, `/form/view/${uuid}?preview=true&token=${token}`);
    expect(res.statusCode).toBe(303);
    const last = await server.db.kysely
      .selectFrom('submissions')
      .select('version')
      .where('form_id', '=', formId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.version).toBe(0);
    const usageAfter = (
      await server.db.kysely
        .selectFrom('usages')
        .select('submissions')
        .where('user_id', '=', owner.id)
        .executeTakeFirstOrThrow()
    ).submissions;
    expect(usageAfter).toBe(usageBefore);
    expect((await submitForm('q_1=x&q_2=r', {}, `/form/view/${uuid}?preview=true&token=forged`)).statusCode).toBe(404);
  });

  it('limits submissions per client and form with 429', async () => {
    const limitedServer = await startTestServer('sqlite', { SUBMIT_RATE_LIMIT: '2' });
    const user = await createUser(limitedServer, 'rate@example.com');
    const created = (await as(user).post(`/api/users/${user.id}/forms`, createNewForm() as object)).json();
    await as(user).post(`/api/users/${user.id}/forms/${created.id}/publish`);
    const post = () =>
      anon(limitedServer).post(`/form/view/${created.uuid}`, { q_1: 'x' }, { headers: { accept: 'application/json' } });
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(201);
    const third = await post();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/Too many submissions/);
    await limitedServer.close();
  });
});

describe.each(testDialects)('quiz results (%s)', (dialect) => {
  it('scores on the server and shows the results only through the visitor token', async () => {
    const server = await startTestServer(dialect);
    const owner = await createUser(server, 'quiz@example.com');
    const form = createNewForm();
    form.props.elements = [
      { id: 1, type: 'Radio', label: 'Capital of France?', options: ['Paris', 'Lyon'], expectedAnswer: 'Paris' },
      { id: 2, type: 'Radio', label: '2 + 2?', options: ['3', '4'], expectedAnswer: '4' },
      { id: 3, type: 'Radio', label: 'Largest ocean?', options: ['Pacific', 'Atlantic'], expectedAnswer: 'Pacific' },
      { id: 4, type: 'Button', buttonText: 'Submit' },
    ];
    const behaviour = form.props.integrations.find((i) => i.type === 'submitBehaviour') as { value: string };
    behaviour.value = 'Evaluate Form';
    const created = (await as(owner).post(`/api/users/${owner.id}/forms`, form as object)).json();
    await as(owner).post(`/api/users/${owner.id}/forms/${created.id}/publish`);
    const res = await anon(server).post(`/form/view/${created.uuid}`, 'q_1=Paris&q_2=3', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(303);
    const location = res.headers.location as string;
    expect(location).toMatch(new RegExp(`^/form/view/${created.uuid}/result/[\\w-]{20,}$`));
    const page = await anon(server).get(location);
    expect(page.statusCode).toBe(200);
    for (const text of [
      'Questions</dt><dd>3',
      'Correct</dt><dd>1',
      'Incorrect</dt><dd>1',
      'Unanswered</dt><dd>1',
      'Score</dt><dd>33%',
      'Completed',
      'Time',
    ])
      expect(page.body).toContain(text);
    const submission = await server.db.kysely
      .selectFrom('submissions')
      .select('id')
      .where('form_id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect((await anon(server).get(`/form/view/${created.uuid}/result/${submission.id}`)).statusCode).toBe(404);
    expect((await anon(server).get(`/form/view/${created.uuid}/result/${'x'.repeat(32)}`)).statusCode).toBe(404);
    await server.close();
  });
});
