import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import {
  EMPTY_LOGIC,
  createNewForm,
  WEBHOOKS_MAX,
  type CreatedWebhook,
  type Delivery,
  type Element,
  type Form,
  type Integration,
} from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../../test/test-server';
import { createUser, type TestUser } from '../../test/factories';
import { postMultipart } from '../../submissions/intake-testing';
import { INTERNAL_ADDRESS } from './ssrf';
import { WEBHOOK_USER_AGENT } from './webhook-send';
import { failFirstTries, startReceiver, type ReceivedRequest, type Receiver } from './webhook-testing';
import { as } from '../../test/requests';

const elements: Element[] = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'Email', label: '<b>E-mail</b>' },
  { id: 3, type: 'Button' },
];

// Beyond the product's core: an owner adds a webhook (its secret shown once), names it in the
// form's integrations, and each submission is posted to it, signed, through the outbox.
describe.each(testDialects)('webhooks (%s)', (dialect) => {
  let receiver: Receiver;
  let server: TestServer;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    receiver = await startReceiver();
    // Paths that start with /fail-<n> get a 500 for their first n requests.
    failFirstTries(receiver);
    server = await startTestServer(dialect, { WEBHOOK_ALLOW_HOSTS: '127.0.0.1', SUBMIT_RATE_LIMIT: '0' });
    // The first account is the admin, whose forms are not limited: each test makes its own.
    owner = await createUser(server, 'owner@example.com');
    other = await createUser(server, 'other@example.com');
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });
  const webhooksUrl = (form: { id: number | null }, user = owner) => `/api/users/${user.id}/forms/${form.id}/webhooks`;
  const addWebhook = async (form: Form, path: string) => {
    const response = await as(owner).post(webhooksUrl(form), { url: `${receiver.origin}${path}` });
    expect(response.statusCode).toBe(201);
    return response.json<CreatedWebhook>();
  };
  const received = (path: string): ReceivedRequest[] => receiver.requests.filter((request) => request.path === path);

  /** Saves the form with these webhook entries in its integrations and publishes it, as the builder does. */
  async function publish(form: Form, webhooks: Integration[]): Promise<Form> {
    const next: Form = {
      ...form,
      props: {
        ...form.props,
        integrations: [...form.props.integrations.filter((entry) => entry.type !== 'webhook'), ...webhooks],
      },
    };
    await as(owner).put(`/api/users/${owner.id}/forms`, next);
    expect((await as(owner).post(`/api/users/${owner.id}/forms/${form.id}/publish`)).statusCode).toBe(200);
    return next;
  }
  async function newForm(title: string): Promise<Form> {
    const form = { ...createNewForm('owner@example.com'), title };
    form.props.elements = elements;
    const { id, uuid } = (await as(owner).post(`/api/users/${owner.id}/forms`, form)).json<{
      id: number;
      uuid: string;
    }>();
    return { ...form, id, uuid };
  }
  const entry = (webhook: CreatedWebhook, more: Partial<Integration> = {}): Integration =>
    ({ type: 'webhook', id: webhook.id, url: webhook.url, active: true, ...more }) as Integration;
  const answer = async (form: Form, name: string) => {
    const response = await postMultipart(server, form.uuid ?? '', [
      ['q_1', name],
      ['q_2', 'ada@example.org'],
    ]);
    expect(response.statusCode).toBe(201);
  };
  const deliveries = async (form: Form, webhook: CreatedWebhook) =>
    (await as(owner).get(`/api/users/${owner.id}/forms/${form.id}/deliveries?integration=webhook:${webhook.id}`)).json<
      Delivery[]
    >();
  // The server's worker also runs on its own timer and after each submission: a drain that
  // starts while one is finishing joins it, so the second starts afresh and sees every due row.
  const drain = async () => {
    await server.outbox.drain();
    await server.outbox.drain();
  };
  /** As when a failed try's back-off has passed. */
  const dueNow = (form: Form) =>
    server.db.kysely
      .updateTable('outbox')
      .set({ run_at: new Date().toISOString() })
      .where('form_id', '=', form.id)
      .where('status', '=', 'pending')
      .execute();

  it('shows a new webhook’s secret once and keeps it sealed', async () => {
    const form = await newForm('Secret once');
    const webhook = await addWebhook(form, '/secret');
    expect(webhook).toEqual({
      id: expect.stringMatching(/^wh_[A-Za-z0-9_-]{16}$/),
      url: `${receiver.origin}/secret`,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    const key = webhook.secret.slice('whsec_'.length);
    const row = await server.db.kysely
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', webhook.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ form_id: form.id, url: webhook.url });
    expect(row.secret).not.toContain(key);

    await publish(form, [entry(webhook)]);
    const later = [
      await as(owner).get(`/api/users/${owner.id}/forms/${form.id}`),
      await as(owner).post(`${webhooksUrl(form)}/${webhook.id}/test`),
      await as(owner).get(`/api/users/${owner.id}/forms/${form.id}/deliveries?integration=webhook:${webhook.id}`),
      await as(owner).delete(`${webhooksUrl(form)}/${webhook.id}`),
    ];
    expect(later.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    for (const response of later) expect(response.body).not.toContain(key);
  });

  it('posts each submission, signed, to the stored address with the answers in the form’s order', async () => {
    const form = await newForm('Signed delivery');
    const webhook = await addWebhook(form, '/stored');
    // The address in the form's JSON is the browser's copy: deliveries go to the stored one.
    await publish(form, [entry(webhook, { url: `${receiver.origin}/from-form-json` })]);
    await answer(form, 'Ada');
    await drain();

    expect(received('/from-form-json')).toEqual([]);
    const [request] = received('/stored');
    if (!request) throw new Error('the receiver got nothing');
    const submission = await server.db.kysely
      .selectFrom('submissions')
      .select(['id', 'created_at'])
      .where('form_id', '=', form.id)
      .executeTakeFirstOrThrow();
    expect(request.headers).toMatchObject({
      'webhook-id': `msg_${submission.id}_${webhook.id}`,
      'content-type': 'application/json',
      'user-agent': WEBHOOK_USER_AGENT,
    });
    expect(new Webhook(webhook.secret).verify(request.body, request.headers)).toEqual({
      type: 'submission.created',
      timestamp: expect.any(String),
      data: {
        formId: form.id,
        formTitle: 'Signed delivery',
        submissionId: submission.id,
        createdAt: submission.created_at,
        answers: [
          { questionId: 1, label: 'Name', type: 'TextBox', value: 'Ada', text: 'Ada' },
          { questionId: 2, label: 'E-mail', type: 'Email', value: 'ada@example.org', text: 'ada@example.org' },
        ],
      },
    });
    expect((await deliveries(form, webhook)).map((d) => [d.kind, d.status, d.attempts])).toEqual([
      ['integration:webhook', 'done', 1],
    ]);
  });

  it('adds the calculated values and the URL parameters the form names, after the answers', async () => {
    const form = await newForm('With values');
    form.props.logic = {
      ...EMPTY_LOGIC,
      variables: [
        { id: 'greeting', name: 'Greeting', kind: 'text', initial: 'Hello' },
        { id: 'count', name: 'Count', kind: 'number', initial: 2 },
      ],
      updates: [
        {
          id: 'u',
          variable: 'count',
          action: 'add',
          operand: { kind: 'number', value: 1 },
          match: 'all',
          conditions: [{ source: { kind: 'param', name: 'ref' }, operator: 'equals', value: 'news' }],
        },
      ],
    };
    const webhook = await addWebhook(form, '/values');
    await publish(form, [entry(webhook)]);
    const response = await postMultipart(server, form.uuid ?? '', [
      ['q_1', 'Ada'],
      ['q_2', 'ada@example.org'],
      ['_params', 'ref=news&tracking=dropped'],
    ]);
    expect(response.statusCode).toBe(201);
    await drain();
    const [request] = received('/values');
    if (!request) throw new Error('the receiver got nothing');
    const event = new Webhook(webhook.secret).verify(request.body, request.headers) as {
      data: Record<string, unknown>;
    };
    expect(Object.keys(event.data)).toEqual([
      'formId',
      'formTitle',
      'submissionId',
      'createdAt',
      'answers',
      'values',
      'params',
    ]);
    expect(event.data).toMatchObject({ values: { greeting: 'Hello', count: 3 }, params: { ref: 'news' } });
  });

  it('retries a failing receiver with the same webhook-id until it answers 2xx', async () => {
    const form = await newForm('Flaky receiver');
    const webhook = await addWebhook(form, '/fail-2');
    await publish(form, [entry(webhook)]);
    await answer(form, 'Grace');
    await drain();
    expect((await deliveries(form, webhook)).map((d) => [d.status, d.attempts, d.error])).toEqual([
      ['pending', 1, 'The receiver answered 500.'],
    ]);
    await dueNow(form);
    await drain();
    await dueNow(form);
    await drain();

    const tries = received('/fail-2');
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((request) => request.headers['webhook-id'])).size).toBe(1);
    for (const request of tries)
      expect(() => new Webhook(webhook.secret).verify(request.body, request.headers)).not.toThrow();
    expect((await deliveries(form, webhook)).map((d) => [d.status, d.attempts, d.error])).toEqual([['done', 3, null]]);
  });

  it('holds the deliveries of a paused webhook and drops those of one taken out of the form', async () => {
    let form = await newForm('Paused webhook');
    const webhook = await addWebhook(form, '/paused');
    form = await publish(form, [entry(webhook, { paused: true })]);
    await answer(form, 'Alan');
    await drain();
    expect((await deliveries(form, webhook)).map((d) => d.status)).toEqual(['paused']);

    await publish(form, []);
    await drain();
    expect((await deliveries(form, webhook)).map((d) => [d.status, d.error])).toEqual([
      ['dropped', 'The integration was turned off.'],
    ]);
    expect(received('/paused')).toEqual([]);
  });

  it('drops the waiting deliveries of a removed webhook', async () => {
    const form = await newForm('Removed webhook');
    const webhook = await addWebhook(form, '/fail-9');
    await publish(form, [entry(webhook)]);
    await answer(form, 'Barbara');
    await drain();
    expect((await deliveries(form, webhook)).map((d) => d.status)).toEqual(['pending']);

    const removed = await as(owner).delete(`${webhooksUrl(form)}/${webhook.id}`);
    expect(removed.json()).toEqual({ message: 'The webhook was removed.' });
    await dueNow(form);
    await drain();
    expect((await deliveries(form, webhook)).map((d) => d.status)).toEqual(['dropped']);
    expect(received('/fail-9')).toHaveLength(1);
    expect(await server.db.kysely.selectFrom('webhooks').select('id').where('id', '=', webhook.id).execute()).toEqual(
      [],
    );
  });

  it('sends a signed test event now and reports how the receiver answered', async () => {
    const form = await newForm('Test sends');
    const working = await addWebhook(form, '/test-ok');
    const failing = await addWebhook(form, '/fail-99');
    const test = (webhook: CreatedWebhook) => as(owner).post(`${webhooksUrl(form)}/${webhook.id}/test`);

    expect((await test(working)).json()).toEqual({ ok: true, status: 200, message: 'The receiver answered 200.' });
    expect((await test(working)).statusCode).toBe(200);
    const [first, second] = received('/test-ok');
    if (!first || !second) throw new Error('the receiver got no test events');
    expect(new Webhook(working.secret).verify(first.body, first.headers)).toMatchObject({
      type: 'webhook.test',
      data: { formId: form.id, webhookId: working.id },
    });
    expect(first.headers['webhook-id']).toMatch(/^msg_test_/);
    expect(second.headers['webhook-id']).not.toBe(first.headers['webhook-id']);
    expect((await test(failing)).json()).toEqual({ ok: false, status: 500, message: 'The receiver answered 500.' });

    // The receiver went away after the address was saved.
    const gone = await startReceiver();
    const goneWebhook = (
      await as(owner).post(webhooksUrl(form), { url: `${gone.origin}/gone` })
    ).json<CreatedWebhook>();
    await gone.close();
    expect((await test(goneWebhook)).json()).toEqual({
      ok: false,
      status: null,
      message: 'The receiver refused the connection.',
    });
  });

  it('refuses an address inside the network in words when it is saved', async () => {
    const form = await newForm('Private address');
    for (const url of [
      'http://10.0.0.1/hook',
      'http://localhost:8080/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
    ]) {
      const response = await as(owner).post(webhooksUrl(form), { url });
      expect([url, response.statusCode, response.json()]).toEqual([url, 400, { message: INTERNAL_ADDRESS }]);
    }
    const ftp = await as(owner).post(webhooksUrl(form), { url: 'ftp://hooks.example/' });
    expect(ftp.json()).toEqual({ message: 'The webhook address must start with http:// or https:// and name a host.' });
    expect(await server.db.kysely.selectFrom('webhooks').select('id').where('form_id', '=', form.id).execute()).toEqual(
      [],
    );
  });

  it(`keeps a form to ${WEBHOOKS_MAX} webhooks`, async () => {
    const form = await newForm('Many webhooks');
    const added: CreatedWebhook[] = [];
    for (let n = 0; n < WEBHOOKS_MAX; n += 1) added.push(await addWebhook(form, `/many-${n}`));
    const refused = await as(owner).post(webhooksUrl(form), { url: `${receiver.origin}/one-more` });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { message: `A form can have at most ${WEBHOOKS_MAX} webhooks; remove one first.` },
    ]);
    await as(owner).delete(`${webhooksUrl(form)}/${added[0]?.id}`);
    expect((await as(owner).post(webhooksUrl(form), { url: `${receiver.origin}/one-more` })).statusCode).toBe(201);
  });

  it(`keeps to ${WEBHOOKS_MAX} webhooks when many are added at once`, async () => {
    const form = await newForm('Added at once');
    const answers = await Promise.all(
      Array.from({ length: WEBHOOKS_MAX + 5 }, (_, n) =>
        as(owner).post(webhooksUrl(form), { url: `${receiver.origin}/at-once-${n}` }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(WEBHOOKS_MAX);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
    expect(
      await server.db.kysely.selectFrom('webhooks').select('id').where('form_id', '=', form.id).execute(),
    ).toHaveLength(WEBHOOKS_MAX);
  });

  it('finds a webhook only through its own form, and not twice once removed', async () => {
    const form = await newForm('Removing');
    const elsewhere = await newForm('Another form of the owner');
    const webhook = await addWebhook(form, '/removing');
    const other404 = await as(owner).post(`${webhooksUrl(elsewhere)}/${webhook.id}/test`);
    expect([other404.statusCode, other404.json()]).toEqual([
      404,
      { message: 'That webhook does not exist; it may have been removed.' },
    ]);
    expect((await as(owner).delete(`${webhooksUrl(elsewhere)}/${webhook.id}`)).statusCode).toBe(404);

    expect((await as(owner).delete(`${webhooksUrl(form)}/${webhook.id}`)).statusCode).toBe(200);
    expect((await as(owner).delete(`${webhooksUrl(form)}/${webhook.id}`)).statusCode).toBe(404);
    expect((await as(owner).post(`${webhooksUrl(form)}/${webhook.id}/test`)).statusCode).toBe(404);
    expect(received('/removing')).toEqual([]);
  });

  it("keeps another owner away from a form's webhooks", async () => {
    const form = await newForm('Not theirs');
    const webhook = await addWebhook(form, '/not-theirs');
    const attempts = [
      await as(other).post(webhooksUrl(form), { url: `${receiver.origin}/theirs` }),
      await as(other).post(webhooksUrl(form, other), { url: `${receiver.origin}/theirs` }),
      await as(other).post(`${webhooksUrl(form, other)}/${webhook.id}/test`),
      await as(other).delete(`${webhooksUrl(form, other)}/${webhook.id}`),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    expect(received('/not-theirs')).toEqual([]);
    expect(received('/theirs')).toEqual([]);
    expect(await server.db.kysely.selectFrom('webhooks').select('id').where('form_id', '=', form.id).execute()).toEqual(
      [{ id: webhook.id }],
    );
  });
});
