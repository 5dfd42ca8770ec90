// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deliveryListSchema, type Form } from '@formbuilder/core';
import {
  FORMS,
  USER_ID,
  renderEditor,
  savedForm,
  sentBody,
  sentCalls,
  serveForm,
  signIn,
} from '../../editor/editor-test-kit';
import { CAPABILITIES_WITHOUT_MAIL } from '../../testing/render-app';
import { MAIL_NOT_SET_UP, MAIL_SETTINGS_NEEDED } from './email-panel';
import { PUBLISH_NOTE } from './integrations-tab';
import { saveWithoutPublishing } from './integrations-test-kit';

const WITH_MAIL = { ...CAPABILITIES_WITHOUT_MAIL, mail: true, sendgridApiKey: true };
const withEmailOn = (form: Form) => {
  form.props.integrations = form.props.integrations.map((entry) =>
    entry.type === 'email' ? { ...entry, active: true, paused: false } : entry,
  );
};

const withEmailQuestion = (form: Form) => {
  form.props.elements.splice(1, 0, { id: 3, type: 'Email', label: 'Your e-mail' });
};

// The e-mail panel of the Integrations tab.
describe('the e-mail integration panel', () => {
  it('turns the e-mail on in the draft: nothing is published until the owner says so', async () => {
    signIn();
    // Published as it is: the header says 'Published' until the draft changes.
    const fetchMock = serveForm(
      savedForm(5),
      {
        'GET /api/server/capabilities': { body: WITH_MAIL },
        [`PUT ${FORMS}`]: { body: { id: 5, updated_at: '2026-11-24T10:00:00.000Z' } },
        [`POST ${FORMS}/5/publish`]: {
          body: { version: 2, published_version: 2, created_at: '2026-11-24T10:00:00.000Z' },
        },
      },
      { version: 1, created_at: '2026-11-22T10:05:00.000Z' },
    );
    renderEditor('/editor/5/builder/integrations');
    expect(await screen.findByText('Off: no e-mail is sent.')).toBeTruthy();
    expect(screen.getByText('Published', { selector: '.status-pill' })).toBeTruthy();
    expect(screen.queryByText(PUBLISH_NOTE)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(screen.getByText('On: each submission is e-mailed once it is stored.')).toBeTruthy();
    await saveWithoutPublishing(fetchMock);
    const saved = sentBody(fetchMock, 'PUT', FORMS) as Form;
    expect(saved.props.integrations.find((entry) => entry.type === 'email')).toMatchObject({
      active: true,
      paused: false,
    });
    expect(screen.getByRole('img', { name: 'Active' })).toBeTruthy();
    // The header and the tab say the change is not public yet, in words.
    await waitFor(() => expect(screen.getByText('Changes not published', { selector: '.status-pill' })).toBeTruthy());
    const note = screen.getByText(PUBLISH_NOTE).closest<HTMLElement>('[role="status"]');
    if (!note) throw new Error('No publish note.');
    fireEvent.click(within(note).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(sentCalls(fetchMock)).toContain(`POST ${FORMS}/5/publish`));
  });

  it('says mail is not set up on a server without mail settings, and cannot be turned on', async () => {
    signIn();
    const fetchMock = serveForm(savedForm(5));
    renderEditor('/editor/5/builder/integrations');
    const panel = await screen.findByRole('region', { name: 'E-mail notifications' });
    expect(within(panel).getByText(MAIL_NOT_SET_UP)).toBeTruthy();
    expect(within(panel).getByText(MAIL_SETTINGS_NEEDED)).toBeTruthy();
    expect(MAIL_SETTINGS_NEEDED).toContain('SMTP_URL and MAIL_FROM');
    const turnOn = within(panel).getByRole('button', { name: 'Turn on' });
    expect(turnOn).toHaveProperty('disabled', true);
    expect(turnOn.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(turnOn);
    expect(within(panel).getByText('Off: no e-mail is sent.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Save/ })).toHaveProperty('disabled', true);
    expect(sentCalls(fetchMock)).not.toContain(`PUT ${FORMS}`);
  });

  it('does not claim to send when a form has the e-mail on but the server cannot send: it offers to turn it off', async () => {
    signIn();
    const fetchMock = serveForm(savedForm(5, withEmailOn), {
      [`PUT ${FORMS}`]: { body: { id: 5, updated_at: '2026-11-24T10:00:00.000Z' } },
    });
    renderEditor('/editor/5/builder/integrations');
    const panel = await screen.findByRole('region', { name: 'E-mail notifications' });
    expect(
      within(panel).getByText(/On in this form, but nothing is sent: this server cannot send e-mail/),
    ).toBeTruthy();
    expect(within(panel).queryByText('On: each submission is e-mailed once it is stored.')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Pause' })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Turn off' }));
    await saveWithoutPublishing(fetchMock);
    expect(
      (sentBody(fetchMock, 'PUT', FORMS) as Form).props.integrations.find((entry) => entry.type === 'email'),
    ).toMatchObject({ active: false });
  });

  it('says what is wrong with the recipients in the server’s words, as they are typed', async () => {
    signIn();
    serveForm(savedForm(5));
    renderEditor('/editor/5/builder/integrations');
    const to = await screen.findByRole('textbox', { name: 'Send to' });
    expect(to.getAttribute('placeholder')).toBe('ada@example.com');
    fireEvent.change(to, { target: { value: 'team@example.com, nobody' } });
    expect(screen.getByText("'nobody' is not a valid e-mail address.")).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(to, { target: { value: 'a@x.io, b@x.io, c@x.io, d@x.io, e@x.io, f@x.io' } });
    expect(screen.getByText('At most 5 addresses can receive the e-mail.')).toBeTruthy();
    fireEvent.change(to, { target: { value: 'team@example.com' } });
    expect(to.getAttribute('aria-invalid')).toBeNull();
  });

  it('offers a confirmation to the respondent once the form has an E-mail question', async () => {
    signIn();
    const fetchMock = serveForm(savedForm(5, withEmailQuestion), {
      [`PUT ${FORMS}`]: { body: { id: 5, updated_at: '2026-11-24T10:00:00.000Z' } },
    });
    renderEditor('/editor/5/builder/integrations');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Send a confirmation to the address they give' }));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Their address is the answer to' }).value).toBe('3');
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: 'See you soon' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Text' }), { target: { value: 'We got your answer.' } });
    fireEvent.click(screen.getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(sentBody(fetchMock, 'PUT', FORMS)).toBeTruthy());
    const saved = sentBody(fetchMock, 'PUT', FORMS) as Form;
    expect(saved.props.integrations.find((entry) => entry.type === 'email')).toMatchObject({
      confirmation: { active: true, questionId: 3, subject: 'See you soon', text: 'We got your answer.' },
    });
  });

  it('lists the recent deliveries, dated in the owner’s zone, with their errors and retries a failed one', async () => {
    signIn();
    const deliveries = deliveryListSchema.parse([
      {
        id: 9,
        kind: 'integration:email',
        status: 'failed',
        attempts: 6,
        error: 'connect ECONNREFUSED',
        submissionId: 41,
        created_at: '2026-11-24T10:00:00.000Z',
        updated_at: '2026-11-24T10:05:00.000Z',
      },
      {
        id: 8,
        kind: 'integration:email-confirmation',
        status: 'done',
        attempts: 1,
        error: null,
        submissionId: 40,
        created_at: '2026-11-24T09:00:00.000Z',
        updated_at: '2026-11-24T09:00:01.000Z',
      },
    ]);
    const fetchMock = serveForm(savedForm(5), {
      [`GET ${FORMS}/5/deliveries?integration=email`]: { body: deliveries },
      [`POST ${FORMS}/5/deliveries/retry`]: { body: { message: '1 delivery is being tried again.', retried: 1 } },
      [`GET /api/users/${USER_ID}/preferences`]: {
        body: { themeColour: '#2196F3', timeZone: 'Asia/Tokyo', notifyNewForms: false },
      },
    });
    renderEditor('/editor/5/builder/integrations');
    const list = await screen.findByRole('region', { name: 'Recent deliveries' });
    expect(await within(list).findByText('Failed')).toBeTruthy();
    // 10:05 UTC is 19:05 in Tokyo, in the one format of every screen.
    expect(await within(list).findByText(/^Nov 24, 2026, 7:05:00\sPM$/)).toBeTruthy();
    expect(within(list).getByText('connect ECONNREFUSED')).toBeTruthy();
    expect(within(list).getByText('Sent')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Retry delivery 9' }));
    await waitFor(() => expect(within(list).getByRole('status').textContent).toBe('1 delivery is being tried again.'));
    expect(sentBody(fetchMock, 'POST', `${FORMS}/5/deliveries/retry`)).toEqual({ integration: 'email', ids: [9] });
  });
});
