import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm, DEFAULT_THEME_COLOUR } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createFreeUser, type TestUser } from '../test/factories';
import { as } from '../test/requests';

// Preferences: a new form starts with its owner's theme colour and, when they asked
// for it, with the e-mail to its owner switched on.
describe.each(testDialects)('new forms follow their owner’s preferences (%s)', (dialect) => {
  let server: TestServer;
  let owner: TestUser;
  beforeAll(async () => {
    // A server that can send mail: elsewhere the e-mail is never switched on (email-without-mail.test.ts).
    server = await startTestServer(dialect, { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'forms@example.com' });
    owner = await createFreeUser(server, 'owner@example.com');
  });
  afterAll(() => server.close());

  async function created(form: object) {
    const { id } = (await as(owner).post(`/api/users/${owner.id}/forms`, form)).json<{ id: number }>();
    return (await as(owner).get(`/api/users/${owner.id}/forms/${id}`)).json<{
      props: { design: { colour: string }; integrations: { type: string; active?: boolean; to?: string }[] };
    }>();
  }
  const emailOf = (form: Awaited<ReturnType<typeof created>>) =>
    form.props.integrations.find((entry) => entry.type === 'email');

  it('keeps the defaults until preferences are saved', async () => {
    const form = await created(createNewForm());
    expect(form.props.design.colour).toBe(DEFAULT_THEME_COLOUR);
    expect(emailOf(form)?.active).toBe(false);
  });

  it('takes the preferred colour and switches the owner e-mail on; a chosen colour stays', async () => {
    const saved = await as(owner).put(`/api/users/${owner.id}/preferences`, {
      themeColour: '#D81B60',
      timeZone: 'Europe/Paris',
      notifyNewForms: true,
    });
    expect(saved.statusCode).toBe(200);
    const form = await created(createNewForm());
    expect(form.props.design.colour).toBe('#D81B60');
    expect(emailOf(form)).toMatchObject({ active: true, to: 'owner@example.com' });

    const chosen = createNewForm();
    chosen.props.design = { theme: 'gleam', colour: '#00897B' };
    expect((await created(chosen)).props.design.colour).toBe('#00897B');
  });
});
