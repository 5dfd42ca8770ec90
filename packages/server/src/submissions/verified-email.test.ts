import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  VERIFIED_EMAIL_NEEDS_MAIL,
  VERIFIED_EMAIL_QUESTION_GONE,
  verifiedEmailQuestionOptional,
  type FormProps,
  VERIFIED_EMAIL_NOT_REQUIRED_EMAIL,
  type Availability,
  type AvailabilitySettings,
  type Element,
} from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createPublishedForm, createUser, type TestUser } from '../test/factories';
import { startSmtpStandIn, type SmtpStandIn } from '../test/smtp-stand-in';
import { countRows } from './intake-testing';
import { usageOfMonth } from '../accounts/usages.store';
import { anon, as } from '../test/requests';

// docs/product.md, "A form's life": one response per verified e-mail address. The submission
// waits as a pending response until the link e-mailed to its address is opened; only then is it
// stored, counted and sent to the integrations, and a second confirmed response of the address
// is refused by the database's key.

const elements = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'Email', label: 'Your e-mail', required: true },
  { id: 3, type: 'Email', label: 'A friend', required: false },
] as unknown as Element[];

const verifiedSettings: AvailabilitySettings = {
  closed: false,
  opensAt: null,
  closesAt: null,
  responseCap: null,
  closedMessage: '',
  oneResponsePerVisitor: true,
  oneResponseCheck: 'verified-email',
  oneResponseEmailQuestion: 2,
};

const json = { headers: { accept: 'application/json' } };
const html = { headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' } };

/** The confirmation link's path and query, from the e-mail's text. */
const linkIn = (text: string) => {
  const match = /http:\/\/forms\.test(\/form\/view\/\S+\/confirm\?\S+)/.exec(text);
  if (!match?.[1]) throw new Error(`No confirmation link in: ${text}`);
  return match[1];
};

/** What the confirmation page's button sends: an empty form post to the link's own address. */
const button = { headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' } };

describe.each(testDialects)('one response per verified e-mail address (%s)', (dialect) => {
  let server: TestServer;
  let smtp: SmtpStandIn;
  let owner: TestUser;
  let form: { id: number; uuid: string };
  const lifeUrl = () => `/api/users/${owner.id}/forms/${form.id}/availability`;
  const submit = (email: string, name = 'Ada') =>
    anon(server).post(`/form/view/${form.uuid}`, { q_1: name, q_2: email }, json);
  const confirm = (link: string) => anon(server).post(link, '', button);
  /** The pending rows of the form that were confirmed. */
  const confirmedRows = async () =>
    (
      await server.db.kysely
        .selectFrom('pending_responses')
        .select('confirmed_at')
        .where('form_id', '=', form.id)
        .execute()
    ).filter((row) => row.confirmed_at !== null).length;
  /** The confirmation mails to an address (the SMTP envelope lower-cases its domain). */
  const mailTo = async (to: string, count = 1) => {
    const sent = () => smtp.mails.filter((m) => m.to.some((address) => address.toLowerCase() === to.toLowerCase()));
    for (let i = 0; i < 200 && sent().length < count; i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(sent().length).toBeGreaterThanOrEqual(count);
    expect(sent()[0]?.subject).toMatch(/^Confirm your response/);
    return sent();
  };

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    server = await startTestServer(dialect, { SMTP_URL: smtp.url, SUBMIT_RATE_LIMIT: '0' });
    owner = await createUser(server, 'owner@example.com');
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });
  beforeEach(async () => {
    form = await createPublishedForm(server, owner, elements);
    const set = await as(owner).put(lifeUrl(), verifiedSettings);
    expect(set.statusCode).toBe(200);
  });

  it('keeps the settings, and keeps them when a client that predates them saves', async () => {
    const read = await as(owner).get(lifeUrl());
    expect(read.json<Availability>().settings).toMatchObject({
      oneResponsePerVisitor: true,
      oneResponseCheck: 'verified-email',
      oneResponseEmailQuestion: 2,
    });
    expect(read.json<Availability>().mailEnabled).toBe(true);
    const { oneResponseCheck: _check, oneResponseEmailQuestion: _question, ...old } = verifiedSettings;
    const saved = await as(owner).put(lifeUrl(), { ...old, closedMessage: 'Bye' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Availability>().settings).toMatchObject({
      oneResponseCheck: 'verified-email',
      oneResponseEmailQuestion: 2,
    });
  });

  it('refuses a question that is not a required Email question of the form, in words', async () => {
    for (const question of [1, 3, 99, null]) {
      const refused = await as(owner).put(lifeUrl(), { ...verifiedSettings, oneResponseEmailQuestion: question });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(/Email question/);
    }
    const refused = await as(owner).put(lifeUrl(), { ...verifiedSettings, oneResponseEmailQuestion: 1 });
    expect(refused.json()).toEqual({ message: VERIFIED_EMAIL_NOT_REQUIRED_EMAIL });
  });

  it('saves a draft whose Email question went away, refuses to publish it in words, and still lets the owner close the form', async () => {
    const formsUrl = `/api/users/${owner.id}/forms`;
    const { title, props } = (await as(owner).get(`${formsUrl}/${form.id}`)).json<{
      title: string;
      props: FormProps;
    }>();
    const save = (kept: Element[]) =>
      as(owner).put(formsUrl, { id: form.id, title, private: 0, props: { ...props, elements: kept } });
    const publish = () => as(owner).post(`${formsUrl}/${form.id}/publish`);
    const [name, email, friend] = elements as [Element, Element, Element];

    // The autosave keeps the draft as edited; only publishing would take the check's question away.
    expect((await save([name, { ...email, required: false }, friend])).statusCode).toBe(200);
    const optional = await publish();
    expect(optional.statusCode).toBe(400);
    expect(optional.json()).toEqual({ message: verifiedEmailQuestionOptional('Your e-mail') });
    expect((await save([name, friend])).statusCode).toBe(200);
    const gone = await publish();
    expect(gone.statusCode).toBe(400);
    expect(gone.json()).toEqual({ message: VERIFIED_EMAIL_QUESTION_GONE });
    const live = await as(owner).get(`${formsUrl}/${form.id}?published=true`);
    expect(live.json<{ version: number }>().version).toBe(1);

    // The live version still has its question: the owner may close the form, not choose an unfit question.
    expect((await as(owner).put(lifeUrl(), { ...verifiedSettings, closed: true })).statusCode).toBe(200);
    expect((await as(owner).put(lifeUrl(), { ...verifiedSettings, oneResponseEmailQuestion: 3 })).statusCode).toBe(400);
    const cookie = await as(owner).put(lifeUrl(), {
      ...verifiedSettings,
      oneResponseCheck: 'cookie',
      oneResponseEmailQuestion: null,
    });
    expect(cookie.statusCode).toBe(200);
    expect((await publish()).statusCode).toBe(200);
  });

  it('keeps the response pending, counts nothing, and stores exactly one when the link is opened', async () => {
    const posted = await submit('Ann@Example.com');
    expect(posted.statusCode).toBe(202);
    expect(posted.json<{ message: string }>().message).toBe(
      'Check your inbox: we sent a link to A•••@Example.com to confirm your response.',
    );
    expect(await countRows(server, 'submissions', form.id)).toBe(0);
    expect((await usageOfMonth(server.db.kysely, owner.id)).submissions).toBe(0);
    const pending = await server.db.kysely
      .selectFrom('pending_responses')
      .selectAll()
      .where('form_id', '=', form.id)
      .execute();
    expect(pending).toHaveLength(1);
    expect(pending[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(pending[0]?.email_hash).toMatch(/^[0-9a-f]{64}$/);
    // The address is an answer like the others, in the payload; its key is a hash.
    expect(pending[0]?.email_hash).not.toMatch(/ann/i);

    const [mail] = await mailTo('Ann@example.com');
    const link = linkIn(mail?.text ?? '');
    expect(JSON.stringify(pending[0])).not.toContain(new URL(link, 'http://x').searchParams.get('token'));
    const before = (await usageOfMonth(server.db.kysely, owner.id)).submissions;
    // A mail scanner opens the link (GET, HEAD): that changes nothing, and the link still works.
    for (const method of ['GET', 'HEAD'] as const) {
      const opened = await anon(server).request(method, link, undefined, { headers: { accept: 'text/html' } });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['cache-control']).toBe('no-store');
    }
    const shown = await anon(server).get(link, { headers: { accept: 'text/html' } });
    expect(shown.body).toContain('Press the button to store it');
    // A plain form posting to the link itself: it works without the script.
    const action = /<form class="fb-message-post" action="([^"]+)" method="post">/
      .exec(shown.body)?.[1]
      ?.replace(/&amp;/g, '&');
    expect(action).toBe(link);
    expect(shown.body).toMatch(/<button type="submit" class="fb-btn">Confirm my response<\/button>/);
    expect(await countRows(server, 'submissions', form.id)).toBe(0);
    expect(await confirmedRows()).toBe(0);
    expect((await usageOfMonth(server.db.kysely, owner.id)).submissions).toBe(before);

    const confirmed = await confirm(link);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`/form/view/${form.uuid}/thanks`);
    expect(await countRows(server, 'submissions', form.id)).toBe(1);
    expect((await usageOfMonth(server.db.kysely, owner.id)).submissions).toBe(before + 1);
    const entries = await server.db.kysely.selectFrom('entries').select(['question_id', 'value']).execute();
    expect(entries.some((e) => e.question_id === 2 && (e.value ?? '').includes('Ann@Example.com'))).toBe(true);

    expect(await confirmedRows()).toBe(1);
    const again = await confirm(link);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('This link has already confirmed your response.');
    const opened = await anon(server).get(link, { headers: { accept: 'text/html' } });
    expect(opened.statusCode).toBe(410);
    expect(opened.body).toContain('This link has already confirmed your response.');
    expect(opened.body).not.toContain('<form');
    expect(await countRows(server, 'submissions', form.id)).toBe(1);
  });

  it('keeps a private form’s access token in the link, the page’s button and the Thank You address', async () => {
    form = await createPublishedForm(server, owner, elements, [], { private: 1 });
    expect((await as(owner).put(lifeUrl(), verifiedSettings)).statusCode).toBe(200);
    const { token: access } = (await as(owner).get(`/api/users/${owner.id}/forms/${form.id}/access-token`)).json<{
      token: string;
    }>();
    const posted = await anon(server).post(
      `/form/view/${form.uuid}?access=${access}`,
      { q_1: 'Pat', q_2: 'pat@example.com' },
      json,
    );
    expect(posted.statusCode).toBe(202);
    const link = linkIn((await mailTo('pat@example.com'))[0]?.text ?? '');
    expect(new URL(link, 'http://x').searchParams.get('access')).toBe(access);
    const shown = await anon(server).get(link, { headers: { accept: 'text/html' } });
    expect(shown.statusCode).toBe(200);
    expect(/action="([^"]+)" method="post"/.exec(shown.body)?.[1]?.replace(/&amp;/g, '&')).toBe(link);
    const withoutAccess = link.replace(/&access=[^&]+/, '');
    expect((await confirm(withoutAccess)).statusCode).toBe(404);
    const confirmed = await confirm(link);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`/form/view/${form.uuid}/thanks?access=${access}`);
    expect(await countRows(server, 'submissions', form.id)).toBe(1);
  });

  it('refuses a second response of a confirmed address at submit time and at confirmation, in words', async () => {
    const first = await submit('bob@example.com');
    const pendingFirst = linkIn((await mailTo('bob@example.com'))[0]?.text ?? '');
    // A second post before the first is confirmed: both wait, and the first link opened wins.
    const second = await submit('BOB@example.com ', 'Bob again');
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    const links = (await mailTo('bob@example.com', 2)).map((m) => linkIn(m.text));
    const pendingSecond = links.find((link) => link !== pendingFirst) ?? '';
    expect((await confirm(pendingFirst)).statusCode).toBe(303);

    const refused = await confirm(pendingSecond);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('This address has already answered this form.');
    expect(await countRows(server, 'submissions', form.id)).toBe(1);

    const early = await submit('bob@EXAMPLE.com');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'This address has already answered this form.' });
    const page = await anon(server).post(
      `/form/view/${form.uuid}`,
      `q_1=Bob&q_2=${encodeURIComponent('bob@example.com')}`,
      html,
    );
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('This address has already answered this form.');
  });

  it('works without the script: a 303 to the page that says where the link went', async () => {
    const posted = await anon(server).post(
      `/form/view/${form.uuid}`,
      `q_1=Cy&q_2=${encodeURIComponent('cy@example.com')}`,
      html,
    );
    expect(posted.statusCode).toBe(303);
    const shown = await anon(server).get(posted.headers.location as string, { headers: { accept: 'text/html' } });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Check your inbox: we sent a link to c•••@example.com to confirm your response.');
  });

  it('says an expired or unknown link does not work, and the sweep deletes the expired pending response', async () => {
    await submit('dee@example.com');
    const link = linkIn((await mailTo('dee@example.com'))[0]?.text ?? '');
    await server.db.kysely
      .updateTable('pending_responses')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('form_id', '=', form.id)
      .execute();
    for (const expired of [await anon(server).get(link, { headers: { accept: 'text/html' } }), await confirm(link)]) {
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('This link has expired');
    }
    expect(await countRows(server, 'submissions', form.id)).toBe(0);

    const wrong = `/form/view/${form.uuid}/confirm?token=${'A'.repeat(43)}`;
    for (const unknown of [
      await anon(server).get(wrong),
      await confirm(wrong),
      await confirm(`/form/view/${form.uuid}/confirm`),
    ]) {
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('This confirmation link is not valid.');
    }

    const { createVerifiedEmailService } = await import('./verified-email.service');
    const { createVerifiedEmailStore } = await import('./verified-email.store');
    const { createDiskStorage } = await import('../storage/file-storage');
    const sweep = createVerifiedEmailService(
      createVerifiedEmailStore(server.db.kysely),
      createDiskStorage(server.dataDir),
      () => undefined,
    );
    expect(await sweep.sweep()).toBeGreaterThanOrEqual(1);
    const left = await server.db.kysely
      .selectFrom('pending_responses')
      .select('id')
      .where('form_id', '=', form.id)
      .execute();
    expect(left).toHaveLength(0);
  });

  it('stores one response when two links of the same address are opened at the same time', async () => {
    await submit('eve@example.com');
    await submit('eve@example.com', 'Eve again');
    const links = (await mailTo('eve@example.com', 2)).map((m) => linkIn(m.text));
    expect(links).toHaveLength(2);
    const answers = await Promise.all(links.map((link) => confirm(link)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([303, 409]);
    expect(await countRows(server, 'submissions', form.id)).toBe(1);
    const verified = await server.db.kysely
      .selectFrom('verified_responses')
      .select('submission_id')
      .where('form_id', '=', form.id)
      .execute();
    expect(verified).toHaveLength(1);
  });
});

describe('one response per verified e-mail address on a server without mail', () => {
  let server: TestServer;
  let owner: TestUser;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    owner = await createUser(server, 'owner@example.com');
  });
  afterAll(() => server.close());

  it('refuses to turn it on, in words, and says so in the settings', async () => {
    const form = await createPublishedForm(server, owner, elements);
    const url = `/api/users/${owner.id}/forms/${form.id}/availability`;
    const refused = await as(owner).put(url, verifiedSettings);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: VERIFIED_EMAIL_NEEDS_MAIL });
    const read = await as(owner).get(url);
    expect(read.json<Availability>()).toMatchObject({
      mailEnabled: false,
      settings: { oneResponsePerVisitor: false, oneResponseCheck: 'cookie' },
    });
  });
});
