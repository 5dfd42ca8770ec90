// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiKeyListSchema, createdApiKeySchema, messageAnswerSchema, type ApiKeyList } from '@formbuilder/core';
import { renderApp } from '../testing/render-app';
import { storeSession } from '../testing/session';
import { jsonBody, keyList, serveSettings, USER } from './settings-test-kit';

// docs/product.md §A2 Settings area, §A3 User API key, §A7: list, create (shown
// once), revoke. The fake keeps the keys, so the list follows creations and revocations.
const WHOLE_KEY = 'fbk_newprefx_0123456789abcdefghijklmnopqrstuv';

function serveKeys() {
  let keys: ApiKeyList = [...keyList];
  const fetchMock = serveSettings({
    [`GET ${USER}/api-key`]: () => ({ body: apiKeyListSchema.parse(keys) }),
    [`POST ${USER}/api-keys`]: (init) => {
      const { name } = jsonBody(init) as { name: string };
      const created = createdApiKeySchema.parse({
        id: 5,
        name,
        prefix: 'fbk_newprefx',
        created_at: '2026-11-24T09:00:00.000Z',
        last_used_at: null,
        key: WHOLE_KEY,
      });
      keys = [{ ...created, api_key: 'fbk_newprefx_••••••••' }, ...keys];
      return { status: 201, body: created };
    },
    [`DELETE ${USER}/api-keys/4`]: () => {
      keys = keys.filter((key) => key.id !== 4);
      return { body: messageAnswerSchema.parse({ message: 'The key was revoked.' }) };
    },
  });
  return fetchMock;
}

const keyItems = () => screen.getAllByRole('listitem').filter((item) => item.classList.contains('api-key'));

beforeEach(() => storeSession());

describe('API keys', () => {
  it('lists each key by name, masked, with its dates and Never for an unused one', async () => {
    serveKeys();
    renderApp('/settings/apikeys');
    const item = (await screen.findByRole('heading', { name: 'Zapier' })).closest('li') as HTMLElement;
    expect(within(item).getByText('fbk_abcdefgh_••••••••')).toBeTruthy();
    expect(within(item).getByText('Never')).toBeTruthy();
    expect(await within(item).findByText(/Nov 20, 2026/)).toBeTruthy();
  });

  it('creates a key and shows the whole key once, with Copy and the warning', async () => {
    const fetchMock = serveKeys();
    renderApp('/settings/apikeys');
    await screen.findByRole('heading', { name: 'Zapier' });
    fireEvent.change(screen.getByLabelText('Name of the new key'), { target: { value: 'Reports' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('region', { name: 'New key Reports' });
    expect(within(shown).getByLabelText<HTMLInputElement>('The whole key').value).toBe(WHOLE_KEY);
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(shown.textContent).toContain('It will not be shown again');
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === `${USER}/api-keys` && init?.body === JSON.stringify({ name: 'Reports' }),
      ),
    ).toBe(true);
    // The list shows the new key masked; once dismissed, the whole key is nowhere in the page.
    await screen.findByRole('heading', { name: 'Reports' });
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(document.body.innerHTML).not.toContain(WHOLE_KEY);
    expect(keyItems()).toHaveLength(2);
  });

  it('revokes a key after confirming, and the list no longer has it', async () => {
    const fetchMock = serveKeys();
    renderApp('/settings/apikeys');
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Zapier' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke this key?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Zapier' })).toBeNull());
    expect(screen.getByText('You have no API keys yet.')).toBeTruthy();
    expect(screen.getByText('The key “Zapier” was revoked.')).toBeTruthy();
  });

  it("shows the server's message when a key cannot be made (the 10-key limit)", async () => {
    serveSettings({
      [`POST ${USER}/api-keys`]: {
        status: 400,
        body: { message: 'You can keep at most 10 API keys. Revoke one first.' },
      },
    });
    renderApp('/settings/apikeys');
    fireEvent.change(await screen.findByLabelText('Name of the new key'), { target: { value: 'Eleventh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('You can keep at most 10 API keys. Revoke one first.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /New key/ })).toBeNull();
  });

  it('asks for a name before calling the server', async () => {
    const fetchMock = serveKeys();
    renderApp('/settings/apikeys');
    fireEvent.click(await screen.findByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Please give the key a name.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === `${USER}/api-keys`)).toBe(false);
  });
});
