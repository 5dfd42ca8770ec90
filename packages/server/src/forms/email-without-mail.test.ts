import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm, formPropsSchema, type Form } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createFreeUser, type TestUser } from '../test/factories';
import { createFormsStore } from './forms.store';
import { MAIL_NOT_SET_UP, storedProps } from './forms.service';
import { as } from '../test/requests';

/** The form's props with the e-mail integration on or off. */
function withEmail(form: Form, active: boolean): Form {
  return {
    ...form,
    props: {
      ...form.props,
      integrations: form.props.integrations.map((entry) =>
        entry.type === 'email' ? { ...entry, active, paused: false } : entry,
      ),
    },
  };
}

// A server without SMTP_URL sends no mail: the e-mail integration cannot be turned on there, so
// no form claims to e-mail its submissions; forms that already have it on still load and save.
describe.each(testDialects)('the e-mail integration on a server without mail (%s)', (dialect) => {
  let server: TestServer;
  let owner: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = await createFreeUser(server, 'owner@example.com');
  });
  afterAll(() => server.close());

  const forms = () => `/api/users/${owner.id}/forms`;
  const draft = async (id: number) => (await as(owner).get(`${forms()}/${id}`)).json<Form>();
  const emailActive = (form: Form) => form.props.integrations.find((entry) => entry.type === 'email')?.active;

  it('refuses a save that turns it on, in words naming the integration and the settings, and changes nothing', async () => {
    const { id } = (await as(owner).post(forms(), { ...createNewForm('owner@example.com'), title: 'Contact' })).json<{
      id: number;
    }>();
    const before = await draft(id);
    const refused = await as(owner).put(forms(), withEmail({ ...before, title: 'Renamed' }, true));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: MAIL_NOT_SET_UP });
    expect(MAIL_NOT_SET_UP).toMatch(/E-mail notifications \(the email integration\).*SMTP_URL and MAIL_FROM/);
    const after = await draft(id);
    expect(after.title).toBe('Contact');
    expect(emailActive(after)).toBe(false);

    const created = await as(owner).post(forms(), withEmail(createNewForm('owner@example.com'), true));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ message: MAIL_NOT_SET_UP });
  });

  it('keeps a form that already has it on loadable and saveable, and lets it be turned off', async () => {
    // Saved where mail was set up, say: stored as it is.
    const on = withEmail(createNewForm('owner@example.com'), true);
    const { id } = await createFormsStore(server.db.kysely).insert({
      uuid: crypto.randomUUID(),
      user_id: owner.id,
      title: 'From before',
      private: 0,
      props: storedProps(formPropsSchema.parse(on.props)),
    });
    const loaded = await draft(id);
    expect(emailActive(loaded)).toBe(true);
    expect((await as(owner).put(forms(), { ...loaded, title: 'Still editable' })).statusCode).toBe(200);
    expect((await as(owner).put(forms(), withEmail({ ...loaded, title: 'Still editable' }, false))).statusCode).toBe(
      200,
    );
    expect(emailActive(await draft(id))).toBe(false);
    // Once off, it cannot come back on here.
    expect((await as(owner).put(forms(), withEmail(await draft(id), true))).statusCode).toBe(400);
  });

  it('does not switch it on for new forms when the owner asked to be notified, nor keep it on in a copy', async () => {
    expect(
      (
        await as(owner).put(`/api/users/${owner.id}/preferences`, {
          themeColour: '#D81B60',
          timeZone: 'Europe/Paris',
          notifyNewForms: true,
        })
      ).statusCode,
    ).toBe(200);
    const { id } = (await as(owner).post(forms(), createNewForm('owner@example.com'))).json<{ id: number }>();
    expect(emailActive(await draft(id))).toBe(false);

    const on = withEmail(createNewForm('owner@example.com'), true);
    const source = await createFormsStore(server.db.kysely).insert({
      uuid: crypto.randomUUID(),
      user_id: owner.id,
      title: 'Source',
      private: 0,
      props: storedProps(formPropsSchema.parse(on.props)),
    });
    const copy = await as(owner).post(`${forms()}/${source.id}/clone`, { title: 'Copy' });
    expect(copy.statusCode).toBe(201);
    expect(emailActive(await draft(copy.json<{ id: number }>().id))).toBe(false);
  });
});
