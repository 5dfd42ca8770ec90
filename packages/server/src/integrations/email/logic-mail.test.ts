import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm, type Form } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../../test/test-server';
import { createFreeUser, type TestUser } from '../../test/factories';
import { startSmtpStandIn, type SmtpStandIn } from '../../test/smtp-stand-in';
import { anon, as } from '../../test/requests';

// The e-mails of a form with logic (docs/product.md, "Logic"): the owner's notification lists the
// calculated values by name and the ending chosen; the respondent's confirmation may recall
// answers and values in its subject and text, escaped in its HTML.
describe.each(testDialects)('the e-mails of a form with logic (%s)', (dialect) => {
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

  it('lists the values and the ending, and recalls them in the confirmation', async () => {
    const form: Form = createNewForm('owner@example.com');
    form.props.elements = [
      { id: 1, type: 'TextBox', label: 'Name' },
      { id: 2, type: 'Email', label: 'E-mail' },
      { id: 3, type: 'Number', label: 'Pages' },
      { id: 4, type: 'Button', buttonText: 'Send' },
    ];
    form.props.logic = {
      jumps: [],
      variables: [{ id: 'price', name: 'Price', kind: 'number', initial: 0 }],
      updates: [
        {
          id: 'u',
          variable: 'price',
          action: 'set',
          operand: { kind: 'formula', formula: '{answer:3} * 2.5' },
          match: 'all',
          conditions: [],
        },
      ],
      endings: [{ id: 'quote', name: 'Your quote', kind: 'thanks', text: 'Thanks', match: 'all', conditions: [] }],
      scores: {},
    };
    form.props.integrations = form.props.integrations.map((entry) =>
      entry.type === 'email'
        ? {
            ...entry,
            active: true,
            to: '',
            confirmation: {
              active: true,
              questionId: 2,
              subject: 'Quote for {{answer:1}}: {{var:price}}',
              text: 'Dear {{answer:1}},\nyour price is {{var:price}} (code {{param:ref}}).',
            },
          }
        : entry,
    );
    const created = await as(owner).post(`/api/users/${owner.id}/forms`, { ...form, title: 'Quotes' });
    expect(created.statusCode, created.body).toBe(201);
    const { id, uuid } = created.json<{ id: number; uuid: string }>();
    await as(owner).post(`/api/users/${owner.id}/forms/${id}/publish`);

    const posted = await anon(server).post(
      `/form/view/${uuid}`,
      { q_1: '<b>Ada</b>', q_2: 'ada@example.org', q_3: '3', _params: 'ref=news&tracking=dropped' },
      { headers: { accept: 'application/json' } },
    );
    expect(posted.statusCode, posted.body).toBe(201);
    await server.outbox.drain();

    const notification = await smtp.waitFor('owner@example.com', /^Quotes$/);
    expect(notification.text).toContain('Price:\n  7.5');
    expect(notification.text).toContain('Ending:\n  Your quote');
    // The URL parameters the form names are stored and listed; the others are not kept.
    expect(notification.text).toContain('URL parameter ref:\n  news');
    expect(notification.text).not.toContain('tracking');
    expect(notification.html).toContain(
      '<th align="left" valign="top" style="padding:6px 12px 6px 0">Price</th><td style="padding:6px 0">7.5</td>',
    );

    const confirmation = await smtp.waitFor('ada@example.org', /^Quote for <b>Ada<\/b>: 7\.5$/);
    expect(confirmation.text).toContain('Dear <b>Ada</b>,\nyour price is 7.5 (code news).');
    expect(confirmation.html).toContain('Dear &lt;b&gt;Ada&lt;/b&gt;,<br>your price is 7.5 (code news).');
    expect(confirmation.html).not.toContain('<b>Ada');
  });
});
