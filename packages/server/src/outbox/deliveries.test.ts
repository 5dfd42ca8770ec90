import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm, type Delivery, type Element, type Form } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createFreeUser, createUser, type TestUser } from '../test/factories';
import { startSmtpStandIn, type SmtpStandIn } from '../test/smtp-stand-in';
import { postMultipart } from '../submissions/intake-testing';
import { createSubmissionMailHandlers } from '../integrations/email/submission-mail';
import { startOutboxWorker, type OutboxWorker } from './outbox';
import { as } from '../test/requests';

const elements: Element[] = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'Email', label: 'E-mail' },
  { id: 3, type: 'Button' },
];

// Delivery: a paused integration keeps its rows and delivers them on resume, a
// removed one drops them; the owner reads each integration's recent deliveries and retries
// failed ones; the respondent's confirmation is a delivery of its own.
describe.each(testDialects)('deliveries (%s)', (dialect) => {
  let smtp: SmtpStandIn;
  let server: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let worker: OutboxWorker;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    server = await startTestServer(dialect, { SMTP_URL: smtp.url, SUBMIT_RATE_LIMIT: '0' });
    // The server's own worker would deliver while a test looks: this one runs when told to.
    await server.outbox.stop();
    worker = startOutboxWorker(
      server.db.kysely,
      dialect,
      createSubmissionMailHandlers(server.db.kysely, server.mailer, 'http://forms.test'),
      { error: () => undefined },
      3_600_000,
    );
    owner = await createFreeUser(server, 'owner@example.com');
    other = await createUser(server, 'other@example.com');
  });
  afterAll(async () => {
    await worker.stop();
    await server.close();
    await smtp.close();
  });

  /** Saves the form's draft with this e-mail entry, as the builder does on an edit. */
  async function save(form: Form, email: Record<string, unknown>): Promise<Form> {
    const next = {
      ...form,
      props: {
        ...form.props,
        integrations: form.props.integrations.map((entry) => (entry.type === 'email' ? { ...entry, ...email } : entry)),
      },
    };
    const url = `/api/users/${owner.id}/forms`;
    const saved =
      next.id === null
        ? (await as(owner).post(url, next)).json<{ id: number; uuid: string }>()
        : { id: next.id, uuid: next.uuid ?? '' };
    if (next.id !== null) await as(owner).put(url, next);
    return { ...next, id: saved.id, uuid: saved.uuid };
  }

  /** Saves the form with this e-mail entry and publishes it, as the owner does. */
  async function publish(form: Form, email: Record<string, unknown>): Promise<Form> {
    const saved = await save(form, email);
    await as(owner).post(`/api/users/${owner.id}/forms/${saved.id ?? 0}/publish`);
    return saved;
  }

  async function newForm(title: string, email: Record<string, unknown>): Promise<Form> {
    const form = createNewForm('owner@example.com');
    form.props.elements = elements;
    return publish({ ...form, title }, email);
  }

  const deliveries = async (form: Form) =>
    (await as(owner).get(`/api/users/${owner.id}/forms/${form.id}/deliveries?integration=email`)).json<Delivery[]>();
  const answer = (form: Form, name: string) =>
    postMultipart(server, form.uuid ?? '', [
      ['q_1', name],
      ['q_2', 'visitor@example.org'],
    ]);
  const drain = () => worker.drain();

  it('holds a paused integration’s deliveries and sends them when its resume is published', async () => {
    let form = await newForm('Paused at first', { active: true, paused: true });
    expect((await answer(form, 'Ada')).statusCode).toBe(201);
    await drain();
    expect((await deliveries(form)).map((d) => d.status)).toEqual(['paused']);
    expect(smtp.mails.filter((mail) => mail.subject === 'Paused at first')).toEqual([]);

    // Resumed in the draft only: deliveries follow the published version, so the row waits.
    form = await save(form, { active: true, paused: false });
    await drain();
    expect((await deliveries(form)).map((d) => d.status)).toEqual(['paused']);

    await as(owner).post(`/api/users/${owner.id}/forms/${form.id ?? 0}/publish`);
    expect((await deliveries(form)).map((d) => d.status)).toEqual(['pending']);
    await drain();
    await smtp.waitFor('owner@example.com', /^Paused at first$/);
    const [delivered] = await deliveries(form);
    expect(delivered).toMatchObject({
      status: 'done',
      kind: 'integration:email',
      attempts: 1,
      error: null,
      submissionId: expect.any(Number),
    });
  });

  it('holds a row whose integration was paused after it was queued, and drops rows of one turned off', async () => {
    let form = await newForm('Paused later', { active: true });
    await answer(form, 'Grace');
    // Paused before the worker came to it: the worker holds it instead of sending.
    form = await publish(form, { active: true, paused: true });
    await drain();
    expect((await deliveries(form)).map((d) => d.status)).toEqual(['paused']);
    form = await publish(form, { active: false, paused: false });
    expect(await deliveries(form)).toEqual([
      expect.objectContaining({ status: 'dropped', error: 'The integration was turned off.' }),
    ]);
    await drain();
    expect(smtp.mails.filter((mail) => mail.subject === 'Paused later')).toEqual([]);
  });

  it('retries a failed delivery from its first try, one or all', async () => {
    const form = await newForm('Flaky', { active: true });
    await answer(form, 'Alan');
    await answer(form, 'Barbara');
    // As after the last try against a mail server that was down.
    await server.db.kysely
      .updateTable('outbox')
      .set({ status: 'failed', attempts: 6, last_error: 'connect ECONNREFUSED' })
      .where('form_id', '=', form.id)
      .execute();
    const failed = await deliveries(form);
    expect(failed.map((d) => [d.status, d.error])).toEqual([
      ['failed', 'connect ECONNREFUSED'],
      ['failed', 'connect ECONNREFUSED'],
    ]);
    const url = `/api/users/${owner.id}/forms/${form.id}/deliveries/retry`;
    expect((await as(owner).post(url, { integration: 'email', ids: [failed[0]?.id] })).json()).toEqual({
      message: '1 delivery is being tried again.',
      retried: 1,
    });
    expect((await as(owner).post(url, { integration: 'email' })).json()).toEqual({
      message: '1 delivery is being tried again.',
      retried: 1,
    });
    expect((await as(owner).post(url, { integration: 'email' })).json()).toEqual({
      message: 'There was no failed delivery to retry.',
      retried: 0,
    });
    await drain();
    expect((await deliveries(form)).map((d) => [d.status, d.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
    ]);
  });

  it('sends the respondent a confirmation as a delivery of its own', async () => {
    const form = await newForm('With confirmation', {
      active: true,
      confirmation: { active: true, questionId: 2, subject: 'See you <soon>', text: 'We got it.\nThanks!' },
    });
    await answer(form, 'Katherine');
    await drain();
    const mail = await smtp.waitFor('visitor@example.org', /^See you <soon>$/);
    expect(mail.text.trim()).toBe('We got it.\nThanks!');
    expect(mail.html).toContain('We got it.<br>Thanks!');
    expect(mail.replyTo).toBe('owner@example.com');
    expect((await deliveries(form)).map((d) => d.kind).sort()).toEqual([
      'integration:email',
      'integration:email-confirmation',
    ]);
  });

  it("keeps another owner out of a form's deliveries and refuses an unknown integration in words", async () => {
    const form = await newForm('Private deliveries', { active: true });
    expect(
      (await as(other).get(`/api/users/${owner.id}/forms/${form.id}/deliveries?integration=email`)).statusCode,
    ).toBe(403);
    expect(
      (await as(other).get(`/api/users/${other.id}/forms/${form.id}/deliveries?integration=email`)).statusCode,
    ).toBe(403);
    const unknown = await as(owner).get(`/api/users/${owner.id}/forms/${form.id}/deliveries?integration=fax`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'integration must be email, GoogleDrive, GoogleSheets, url or webhook:<id>.',
    });
  });
});
