import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import {
  createNewForm,
  partialSavedSchema,
  type CreatedWebhook,
  type Delivery,
  type Element,
  type Form,
  type Integration,
  type PartialSettings,
} from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../../test/test-server';
import { createUser, type TestUser } from '../../test/factories';
import { multipartBody, type MultipartFile } from '../../test/multipart';
import { anon, as } from '../../test/requests';
import { postMultipart, textFile } from '../../submissions/intake-testing';
import { PARTIAL_WEBHOOK_JOB } from '../../submissions/partial-webhooks';
import { PARTIALS_NOT_SENT } from './webhook-delivery';
import { WEBHOOK_USER_AGENT } from './webhook-send';
import { startReceiver, type ReceivedRequest, type Receiver } from './webhook-testing';

const elements: Element[] = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'Email', label: 'E-mail' },
  { id: 3, type: 'File', label: 'CV' },
  { id: 10, type: 'PageBreak' },
  { id: 4, type: 'TextBox', label: 'City' },
  { id: 5, type: 'Button' },
];

// docs/product.md, "Partial responses": with "Send in-progress responses to webhooks" on, each
// save of a partial is posted, signed, to the form's webhooks as a 'submission.partial' event
// with the answers as they were at that save; never to the form's external URL; off, a save posts
// nothing. The submission still posts its 'submission.created' once.
describe.each(testDialects)('in-progress responses sent to webhooks (%s)', (dialect) => {
  let receiver: Receiver;
  let server: TestServer;
  let owner: TestUser;

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer(dialect, { WEBHOOK_ALLOW_HOSTS: '127.0.0.1', SUBMIT_RATE_LIMIT: '0' });
    owner = await createUser(server, 'owner@example.com');
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  const formsUrl = () => `/api/users/${owner.id}/forms`;
  const received = (path: string): ReceivedRequest[] => receiver.requests.filter((request) => request.path === path);
  const drain = async () => {
    await server.outbox.drain();
    await server.outbox.drain();
  };

  async function addWebhook(form: Form, path: string): Promise<CreatedWebhook> {
    const response = await as(owner).post(`${formsUrl()}/${form.id}/webhooks`, { url: `${receiver.origin}${path}` });
    expect(response.statusCode).toBe(201);
    return response.json<CreatedWebhook>();
  }
  const entry = (webhook: CreatedWebhook, more: Partial<Integration> = {}): Integration =>
    ({ type: 'webhook', id: webhook.id, url: webhook.url, active: true, ...more }) as Integration;

  /** Saves the form with these settings, as the builder does, and publishes it. */
  async function publish(form: Form, partial: Partial<PartialSettings>, integrations: Integration[]): Promise<Form> {
    const next: Form = {
      ...form,
      props: {
        ...form.props,
        partial: { enabled: true, resumeDays: 30, keepDays: 30, sendPartials: false, ...partial },
        integrations,
      },
    };
    expect((await as(owner).put(formsUrl(), next)).statusCode).toBe(200);
    expect((await as(owner).post(`${formsUrl()}/${form.id}/publish`)).statusCode).toBe(200);
    return next;
  }
  async function newForm(title: string, more: Partial<Form['props']> = {}): Promise<Form> {
    const form = { ...createNewForm('owner@example.com'), title };
    form.props = { ...form.props, elements, ...more };
    const created = await as(owner).post(formsUrl(), form);
    expect(created.statusCode).toBe(201);
    const { id, uuid } = created.json<{ id: number; uuid: string }>();
    return { ...form, id, uuid };
  }
  async function save(form: Form, fields: [string, string][], files: MultipartFile[] = []) {
    const body = multipartBody(fields, files);
    const response = await anon(server).post(`/form/view/${form.uuid}/partial`, body.payload, {
      headers: { ...body.headers, accept: 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    return partialSavedSchema.parse(response.json());
  }
  const deliveries = async (form: Form, webhook: CreatedWebhook) =>
    (await as(owner).get(`${formsUrl()}/${form.id}/deliveries?integration=webhook:${webhook.id}`)).json<Delivery[]>();
  const outboxRows = (form: Form) =>
    server.db.kysely
      .selectFrom('outbox')
      .select(['kind', 'status', 'integration', 'last_error'])
      .where('form_id', '=', form.id)
      .orderBy('id')
      .execute();
  const partialOf = (form: Form) =>
    server.db.kysely
      .selectFrom('partial_responses')
      .select(['id', 'updated_at'])
      .where('form_id', '=', form.id)
      .executeTakeFirstOrThrow();

  it('posts each save, signed, with the answers of that save, and the submission once', async () => {
    let form = await newForm('Sent as they go', { url: { value: `${receiver.origin}/external` } });
    const webhook = await addWebhook(form, '/partials');
    form = await publish(form, { sendPartials: true }, [entry(webhook)]);

    const first = await save(form, [
      ['q_1', 'Ada'],
      ['_partial', ''],
      ['_page', '1'],
    ]);
    const { id: partialId, updated_at: firstAt } = await partialOf(form);
    // Both saves are stored before either is delivered: each delivery sends its own save.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await save(
      form,
      [
        ['q_1', 'Ada L.'],
        ['q_2', 'ada@example.org'],
        ['q_4', 'Paris'],
        ['_partial', first.token],
        ['_page', '2'],
      ],
      [textFile('q_3', 'cv.txt', 5)],
    );
    const { updated_at: secondAt } = await partialOf(form);
    await drain();

    const posted = received('/partials');
    expect(posted).toHaveLength(2);
    const events = posted
      .map((request) => {
        expect(request.headers).toMatchObject({ 'content-type': 'application/json', 'user-agent': WEBHOOK_USER_AGENT });
        return {
          id: request.headers['webhook-id'],
          event: new Webhook(webhook.secret).verify(request.body, request.headers) as { data: { page: number } },
        };
      })
      .sort((a, b) => a.event.data.page - b.event.data.page);
    expect(events).toEqual([
      {
        id: `msg_partial_${partialId}_${Date.parse(firstAt)}_${webhook.id}`,
        event: {
          type: 'submission.partial',
          timestamp: expect.any(String),
          data: {
            formId: form.id,
            formTitle: 'Sent as they go',
            partialId,
            page: 1,
            pageCount: 2,
            updatedAt: firstAt,
            answers: [{ questionId: 1, label: 'Name', type: 'TextBox', value: 'Ada', text: 'Ada' }],
          },
        },
      },
      {
        id: `msg_partial_${partialId}_${Date.parse(secondAt)}_${webhook.id}`,
        event: {
          type: 'submission.partial',
          timestamp: expect.any(String),
          data: {
            formId: form.id,
            formTitle: 'Sent as they go',
            partialId,
            page: 2,
            pageCount: 2,
            updatedAt: secondAt,
            answers: [
              { questionId: 1, label: 'Name', type: 'TextBox', value: 'Ada L.', text: 'Ada L.' },
              { questionId: 2, label: 'E-mail', type: 'Email', value: 'ada@example.org', text: 'ada@example.org' },
              { questionId: 3, label: 'CV', type: 'File', value: { fileName: 'cv.txt' }, text: 'cv.txt' },
              { questionId: 4, label: 'City', type: 'TextBox', value: 'Paris', text: 'Paris' },
            ],
          },
        },
      },
    ]);
    // Saves are never sent to the form's external URL.
    expect(received('/external')).toEqual([]);

    const submitted = await postMultipart(server, form.uuid ?? '', [
      ['q_1', 'Ada Lovelace'],
      ['q_2', 'ada@example.org'],
      ['q_4', 'London'],
      ['_partial', first.token],
    ]);
    expect(submitted.statusCode).toBe(201);
    await drain();
    const types = received('/partials').map((request) => (JSON.parse(request.body) as { type: string }).type);
    expect(types.filter((type) => type === 'submission.created')).toHaveLength(1);
    expect(types).toHaveLength(3);
    const created = received('/partials').find((request) => request.body.includes('submission.created'));
    expect(new Webhook(webhook.secret).verify(created?.body ?? '', created?.headers ?? {})).toMatchObject({
      type: 'submission.created',
      data: { answers: expect.arrayContaining([expect.objectContaining({ questionId: 1, value: 'Ada Lovelace' })]) },
    });
    expect(received('/external')).toHaveLength(1);
    expect((await deliveries(form, webhook)).map((d) => [d.kind, d.status, d.submissionId === null])).toEqual([
      ['integration:webhook', 'done', false],
      [PARTIAL_WEBHOOK_JOB, 'done', true],
      [PARTIAL_WEBHOOK_JOB, 'done', true],
    ]);
  });

  it('posts nothing on save when the form does not send in-progress responses', async () => {
    let form = await newForm('Kept quietly');
    const webhook = await addWebhook(form, '/quiet');
    form = await publish(form, { sendPartials: false }, [entry(webhook)]);
    const saved = await save(form, [
      ['q_1', 'Grace'],
      ['_partial', ''],
      ['_page', '1'],
    ]);
    await drain();
    expect(received('/quiet')).toEqual([]);
    expect(await outboxRows(form)).toEqual([]);

    const submitted = await postMultipart(server, form.uuid ?? '', [
      ['q_1', 'Grace'],
      ['_partial', saved.token],
    ]);
    expect(submitted.statusCode).toBe(201);
    await drain();
    expect(received('/quiet').map((request) => (JSON.parse(request.body) as { type: string }).type)).toEqual([
      'submission.created',
    ]);
  });

  it('holds the saves of a paused webhook, and drops them once the form stops sending partials', async () => {
    let form = await newForm('Paused partials');
    const webhook = await addWebhook(form, '/held');
    form = await publish(form, { sendPartials: true }, [entry(webhook, { paused: true })]);
    await save(form, [
      ['q_1', 'Alan'],
      ['_partial', ''],
      ['_page', '1'],
    ]);
    await drain();
    expect(await outboxRows(form)).toEqual([
      { kind: PARTIAL_WEBHOOK_JOB, status: 'paused', integration: `webhook:${webhook.id}`, last_error: null },
    ]);

    // Resumed, but no longer sending partials: the held save goes out to the handler, which drops it.
    await publish(form, { sendPartials: false }, [entry(webhook)]);
    await drain();
    expect(await outboxRows(form)).toEqual([
      {
        kind: PARTIAL_WEBHOOK_JOB,
        status: 'dropped',
        integration: `webhook:${webhook.id}`,
        last_error: PARTIALS_NOT_SENT,
      },
    ]);
    expect(received('/held')).toEqual([]);
  });
});
