import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm, type Delivery, type Element, type Form } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../../test/test-server';
import { createUser, type TestUser } from '../../test/factories';
import { postMultipart } from '../../submissions/intake-testing';
import { INTERNAL_ADDRESS } from './ssrf';
import { WEBHOOK_USER_AGENT } from './webhook-send';
import { failFirstTries, startReceiver, type Receiver } from './webhook-testing';
import { as } from '../../test/requests';

const elements: Element[] = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'Button' },
];

// The form setting "send submissions to an external URL" (props.url, props.method): each
// submission of the published form is sent there through the outbox like a webhook, unsigned,
// with the same address guard, retries and delivery list.
describe.each(testDialects)('a form’s external URL (%s)', (dialect) => {
  let receiver: Receiver;
  let server: TestServer;
  let guarded: TestServer;
  let owner: TestUser;

  beforeAll(async () => {
    receiver = await startReceiver();
    // Paths that start with /fail-<n> get a 500 for their first n requests.
    failFirstTries(receiver);
    server = await startTestServer(dialect, { WEBHOOK_ALLOW_HOSTS: '127.0.0.1', SUBMIT_RATE_LIMIT: '0' });
    owner = await createUser(server, 'owner@example.com');
  });
  afterAll(async () => {
    await server.close();
    await guarded?.close();
    await receiver.close();
  });

  const forms = (user = owner) => `/api/users/${user.id}/forms`;

  /** A published form of `user` sending its submissions to `url` with `method`. */
  async function publishedForm(
    on: TestServer,
    title: string,
    url: string,
    method?: 'POST' | 'PATCH',
    user = owner,
  ): Promise<Form> {
    const form = { ...createNewForm('owner@example.com'), title };
    form.props = { ...form.props, elements, url: { value: url }, ...(method ? { method: { value: method } } : {}) };
    const created = await as(user, on).post(forms(user), form);
    expect(created.statusCode).toBe(201);
    const { id, uuid } = created.json<{ id: number; uuid: string }>();
    expect((await as(user, on).post(`${forms(user)}/${id}/publish`)).statusCode).toBe(200);
    return { ...form, id, uuid };
  }
  const answer = async (on: TestServer, form: Form, name: string) =>
    expect((await postMultipart(on, form.uuid ?? '', [['q_1', name]])).statusCode).toBe(201);
  const deliveries = async (on: TestServer, form: Form, user = owner) =>
    (await as(user, on).get(`${forms(user)}/${form.id}/deliveries?integration=url`)).json<Delivery[]>();
  /** As when a failed try's back-off has passed. */
  const dueNow = (form: Form) =>
    server.db.kysely
      .updateTable('outbox')
      .set({ run_at: new Date().toISOString() })
      .where('form_id', '=', form.id)
      .where('status', '=', 'pending')
      .execute();
  const drain = async (on: TestServer) => {
    await on.outbox.drain();
    await on.outbox.drain();
  };

  it('sends each submission with the form’s method, as the documented JSON event with its headers', async () => {
    const form = await publishedForm(server, 'Patched', `${receiver.origin}/patched?k=1`, 'PATCH');
    await answer(server, form, 'Ada');
    await drain(server);
    const [request, ...more] = receiver.requests.filter((received) => received.path === '/patched?k=1');
    expect(more).toEqual([]);
    expect(request?.method).toBe('PATCH');
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': WEBHOOK_USER_AGENT,
      'webhook-id': expect.stringMatching(/^msg_\d+_url$/),
      'webhook-timestamp': expect.stringMatching(/^\d+$/),
    });
    expect(request?.headers['webhook-signature']).toBeUndefined();
    const event = JSON.parse(request?.body ?? '{}') as { type: string; data: Record<string, unknown> };
    expect(event).toMatchObject({
      type: 'submission.created',
      data: {
        formId: form.id,
        formTitle: 'Patched',
        submissionId: expect.any(Number),
        answers: [{ questionId: 1, label: 'Name', type: 'TextBox', value: 'Ada', text: 'Ada' }],
      },
    });
    expect(await deliveries(server, form)).toEqual([
      expect.objectContaining({ kind: 'integration:url', status: 'done', attempts: 1 }),
    ]);

    const posted = await publishedForm(server, 'Posted', `${receiver.origin}/posted`);
    await answer(server, posted, 'Grace');
    await drain(server);
    expect(
      receiver.requests.filter((received) => received.path === '/posted').map((received) => received.method),
    ).toEqual(['POST']);
  });

  it('retries a failing receiver with the same webhook-id and lists the tries', async () => {
    const form = await publishedForm(server, 'Flaky', `${receiver.origin}/fail-1`);
    await answer(server, form, 'Lin');
    await drain(server);
    const [failed] = await deliveries(server, form);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, error: 'The receiver answered 500.' });
    await dueNow(form);
    await drain(server);
    const tries = receiver.requests.filter((received) => received.path === '/fail-1');
    expect(tries).toHaveLength(2);
    expect(tries[1]?.headers['webhook-id']).toBe(tries[0]?.headers['webhook-id']);
    expect(await deliveries(server, form)).toEqual([expect.objectContaining({ status: 'done', attempts: 2 })]);
  });

  it('follows the published form: a URL removed and published drops what waits', async () => {
    // The receiver fails the first try, so the delivery waits for its next one.
    const form = await publishedForm(server, 'Removed', `${receiver.origin}/fail-9/removed`);
    await answer(server, form, 'Mo');
    await drain(server);
    expect(await deliveries(server, form)).toEqual([expect.objectContaining({ status: 'pending', attempts: 1 })]);
    const cleared = { ...form, props: { ...form.props, url: { value: '' } } };
    expect((await as(owner).put(forms(), cleared)).statusCode).toBe(200);
    expect((await as(owner).post(`${forms()}/${form.id}/publish`)).statusCode).toBe(200);
    await dueNow(form);
    await drain(server);
    expect(receiver.requests.filter((received) => received.path === '/fail-9/removed')).toHaveLength(1);
    expect(await deliveries(server, form)).toEqual([expect.objectContaining({ status: 'dropped' })]);
    // No URL, no delivery.
    await answer(server, form, 'Ng');
    expect(await deliveries(server, form)).toHaveLength(1);
  });

  it('refuses an address that is not http(s) in words, and reaches no address inside the server’s network', async () => {
    const bad = {
      ...createNewForm('owner@example.com'),
      props: { ...createNewForm().props, url: { value: 'ftp://files.example.com/in' } },
    };
    const refused = await as(owner).post(forms(), bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'The external URL must start with http:// or https:// and name a host.',
    });

    // Without WEBHOOK_ALLOW_HOSTS, the loopback receiver is inside: each try is refused in words.
    guarded = await startTestServer(dialect, { SUBMIT_RATE_LIMIT: '0' });
    const someone = await createUser(guarded, 'someone@example.com');
    const form = await publishedForm(guarded, 'Inside', `${receiver.origin}/inside`, 'POST', someone);
    await answer(guarded, form, 'Eve');
    await drain(guarded);
    expect(receiver.requests.filter((received) => received.path === '/inside')).toEqual([]);
    expect(await deliveries(guarded, form, someone)).toEqual([
      expect.objectContaining({ status: 'pending', error: INTERNAL_ADDRESS }),
    ]);
  });
});
