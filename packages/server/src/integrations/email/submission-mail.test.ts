import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm, type Element, type Form } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../../test/test-server';
import { createFreeUser, type TestUser } from '../../test/factories';
import { startSmtpStandIn, type SmtpStandIn } from '../../test/smtp-stand-in';
import { postMultipart } from '../../submissions/intake-testing';
import { as } from '../../test/requests';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

const elements: Element[] = [
  { id: 1, type: 'TextBox', label: '<b>Your</b> name' },
  { id: 2, type: 'Email', label: 'E-mail' },
  { id: 3, type: 'Radio', label: 'Coming?', options: ['Yes, gladly##yes', 'No##no'] },
  { id: 4, type: 'File', label: 'Ticket' },
  { id: 5, type: 'Button', buttonText: 'Send' },
];

// E-mail: each submission mails the form title as subject, every question and
// answer escaped, files as links to the download page, replies to the respondent; the
// recipients are the entry's `to` (at most 5), the owner when it names nobody.
describe.each(testDialects)('the e-mail integration (%s)', (dialect) => {
  let smtp: SmtpStandIn;
  let server: TestServer;
  let owner: TestUser;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    server = await startTestServer(dialect, { SMTP_URL: smtp.url, SUBMIT_RATE_LIMIT: '0' });
    owner = await createFreeUser(server, 'owner@example.com');
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const formsUrl = () => `/api/users/${owner.id}/forms`;

  async function publish(
    title: string,
    email: Record<string, unknown>,
  ): Promise<{ id: number; uuid: string; response: number }> {
    const form: Form = createNewForm('owner@example.com');
    form.props.elements = elements;
    form.props.integrations = form.props.integrations.map((entry) =>
      entry.type === 'email' ? { ...entry, ...email } : entry,
    );
    const created = await as(owner).post(formsUrl(), { ...form, title });
    if (created.statusCode !== 201) return { id: 0, uuid: '', response: created.statusCode };
    const { id, uuid } = created.json<{ id: number; uuid: string }>();
    await as(owner).post(`${formsUrl()}/${id}/publish`);
    return { id, uuid, response: 201 };
  }

  const answer = (uuid: string, name: string) =>
    postMultipart(
      server,
      uuid,
      [
        ['q_1', name],
        ['q_2', 'ada@example.org'],
        ['q_3', 'yes'],
      ],
      [{ field: 'q_4', name: 'ticket <1>.png', data: PNG, type: 'image/png' }],
    );

  it('mails the owner each answer, escaped, with the file linked and replies going to the respondent', async () => {
    const form = await publish('Wedding <RSVP>', { active: true, to: '' });
    expect((await answer(form.uuid, '<script>alert(1)</script> Ada')).statusCode).toBe(201);
    await server.outbox.drain();
    const mail = await smtp.waitFor('owner@example.com', /^Wedding <RSVP>$/);
    expect(mail.replyTo).toBe('ada@example.org');
    expect(mail.text).toContain('Your name:\n  <script>alert(1)</script> Ada');
    expect(mail.text).toContain('Coming?:\n  Yes, gladly');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Ada');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('<th align="left" valign="top" style="padding:6px 12px 6px 0">Your name</th>');
    const submission = await server.db.kysely
      .selectFrom('submissions')
      .select('id')
      .where('form_id', '=', form.id)
      .executeTakeFirstOrThrow();
    const link = `http://forms.test/download/${form.id}/${submission.id}/4/ticket%20%3C1%3E.png`;
    expect(mail.html).toContain(`<a href="${link}">ticket &lt;1&gt;.png</a>`);
    expect(mail.text).toContain(link);
  });

  it('mails every address of `to`, and refuses more than five or a wrong one in words', async () => {
    const form = await publish('Team form', { active: true, to: 'a@example.net, b@example.net;\nc@example.net' });
    await answer(form.uuid, 'Grace');
    await server.outbox.drain();
    const mail = await smtp.waitFor('a@example.net', /^Team form$/);
    expect(mail.to.sort()).toEqual(['a@example.net', 'b@example.net', 'c@example.net']);

    const six = await as(owner).post(formsUrl(), {
      ...createNewForm(),
      props: {
        ...createNewForm().props,
        integrations: [{ type: 'email', to: 'a@x.io,b@x.io,c@x.io,d@x.io,e@x.io,f@x.io', active: true }],
      },
    });
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toMatch(/At most 5 addresses can receive the e-mail\./);
    const wrong = await publish('Wrong', { active: true, to: 'owner@example.com, not-an-address' });
    expect(wrong.response).toBe(400);
  });

  it('sends nothing while the integration is off or paused', async () => {
    const off = await publish('Quiet form', { active: false });
    const paused = await publish('Paused form', { active: true, paused: true });
    await answer(off.uuid, 'Alan');
    await answer(paused.uuid, 'Alan');
    await server.outbox.drain();
    expect(smtp.mails.filter((mail) => /Quiet form|Paused form/.test(mail.subject))).toEqual([]);
  });
});
