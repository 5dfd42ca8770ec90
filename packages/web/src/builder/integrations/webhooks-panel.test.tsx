// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createdWebhookSchema, deliveryListSchema, WEBHOOKS_MAX, webhookTestResultSchema } from '@formbuilder/core';
import { FORMS, renderEditor, savedForm, sentBody, sentCalls, signIn } from '../../editor/editor-test-kit';
import { entry, saveWithoutPublishing, servePublishing, withIntegrations } from './integrations-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
});

const HOOKS = `${FORMS}/5/webhooks`;
const hook = (id: string, url: string, paused = false) => entry({ type: 'webhook', id, url, active: true, paused });
const CRM_URL = 'https://crm.example.com/hooks/forms';
const crm = hook('wh_crm12345', CRM_URL);
const webhooksPanel = () => screen.findByRole('region', { name: 'Webhooks' });

// Webhooks, beyond the product's core.
describe('the webhooks panel', () => {
  it('checks the address with core’s rule, adds the webhook, shows its secret once and puts it in the draft, without publishing', async () => {
    signIn();
    const created = createdWebhookSchema.parse({
      id: 'wh_new12345',
      url: 'https://hooks.example.org/in',
      secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=',
    });
    const { fetchMock, stored } = servePublishing(savedForm(5), {
      [`POST ${HOOKS}`]: { status: 201, body: created },
      [`GET ${FORMS}/5/deliveries?integration=webhook:wh_new12345`]: { body: [] },
    });
    renderEditor('/editor/5/builder/integrations');
    const panel = await webhooksPanel();
    const address = within(panel).getByRole<HTMLInputElement>('textbox', { name: 'Address of a new webhook' });
    fireEvent.change(address, { target: { value: 'hooks.example.org/in' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add webhook' }));
    expect(
      within(panel).getByText('The webhook address must start with http:// or https:// and name a host.'),
    ).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(sentCalls(fetchMock)).not.toContain(`POST ${HOOKS}`);

    fireEvent.change(address, { target: { value: ' https://hooks.example.org/in ' } });
    expect(address.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Add webhook' }));
    const secret = await within(panel).findByRole('region', { name: 'Signing secret of the new webhook' });
    expect(sentBody(fetchMock, 'POST', HOOKS)).toEqual({ url: 'https://hooks.example.org/in' });
    expect(secret.textContent).toContain('It will not be shown again.');
    expect(within(secret).getByRole<HTMLInputElement>('textbox', { name: 'Signing secret' }).value).toBe(
      created.secret,
    );
    expect(within(secret).getByRole('button', { name: 'Copy' })).toBeTruthy();

    await saveWithoutPublishing(fetchMock);
    expect(stored().filter((item) => item.type === 'webhook')).toEqual([
      { type: 'webhook', id: 'wh_new12345', url: 'https://hooks.example.org/in', active: true, paused: false },
    ]);
    expect(JSON.stringify(stored())).not.toContain(created.secret);
    expect(await within(panel).findByRole('article', { name: 'https://hooks.example.org/in' })).toBeTruthy();
    fireEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(within(panel).queryByRole('region', { name: 'Signing secret of the new webhook' })).toBeNull();
  });

  it('sends a test and shows the answer, pauses, lists its deliveries, and removes it after confirmation', async () => {
    signIn();
    const deliveries = deliveryListSchema.parse([
      {
        id: 4,
        kind: 'integration:webhook',
        status: 'failed',
        attempts: 6,
        error: 'The receiver answered 500.',
        submissionId: 12,
        created_at: '2026-11-24T10:00:00.000Z',
        updated_at: '2026-11-24T10:05:00.000Z',
      },
    ]);
    const { fetchMock, stored } = servePublishing(savedForm(5, withIntegrations(crm)), {
      [`POST ${HOOKS}/wh_crm12345/test`]: {
        body: webhookTestResultSchema.parse({
          ok: false,
          status: 404,
          message: 'The receiver answered 404 Not Found.',
        }),
      },
      [`DELETE ${HOOKS}/wh_crm12345`]: { body: { message: 'The webhook was removed.' } },
      [`GET ${FORMS}/5/deliveries?integration=webhook:wh_crm12345`]: { body: deliveries },
    });
    renderEditor('/editor/5/builder/integrations');
    const item = await within(await webhooksPanel()).findByRole('article', { name: CRM_URL });
    expect(within(item).getByText('Active: each submission is posted.')).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Send test' }));
    expect(await within(item).findByText('The receiver answered 404 Not Found.')).toBeTruthy();

    const list = within(item).getByRole('region', { name: `Recent deliveries to ${CRM_URL}` });
    expect(await within(list).findByText('The receiver answered 500.')).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Pause' }));
    await saveWithoutPublishing(fetchMock);
    await waitFor(() => expect(stored().find((entry) => entry.type === 'webhook')).toMatchObject({ paused: true }));
    expect(await within(item).findByText('Paused: submissions wait until you resume.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Paused' })).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Remove' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove this webhook?' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(sentCalls(fetchMock)).toContain(`DELETE ${HOOKS}/wh_crm12345`));
    await saveWithoutPublishing(fetchMock);
    await waitFor(() => expect(stored().some((entry) => entry.type === 'webhook')).toBe(false));
    expect(sentCalls(fetchMock)).toContain(`DELETE ${HOOKS}/wh_crm12345`);
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
  });

  it(`takes at most ${WEBHOOKS_MAX} webhooks`, async () => {
    signIn();
    const many = Array.from({ length: WEBHOOKS_MAX }, (_, index) =>
      hook(`wh_many${String(index).padStart(4, '0')}`, `https://h${index}.example.com/`),
    );
    servePublishing(savedForm(5, withIntegrations(...many)));
    renderEditor('/editor/5/builder/integrations');
    const panel = await webhooksPanel();
    expect(within(panel).getAllByRole('article')).toHaveLength(WEBHOOKS_MAX);
    expect(within(panel).getByRole('textbox', { name: 'Address of a new webhook' })).toHaveProperty('disabled', true);
    expect(
      within(panel).getByText(`A form can post to at most ${WEBHOOKS_MAX} webhooks: remove one to add another.`),
    ).toBeTruthy();
  });
});
