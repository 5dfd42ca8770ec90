import { publishedVersionSchema } from '@formbuilder/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { createQueryClient } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import { fakeServer } from '../testing/render-app';
import { fetchPublished } from './editor-api';

const PUBLISHED_URL = '/api/users/7/forms/5?published=true';
const api = createApiClient({ token: 'token' });

afterEach(() => vi.unstubAllGlobals());

describe('fetchPublished', () => {
  it('reads a never-published form as null (a 200, not a 404)', async () => {
    fakeServer({ [`GET ${PUBLISHED_URL}`]: { body: { published: false } } });
    expect(await fetchPublished(createQueryClient(), api, 7, 5)).toBeNull();
  });

  it('reads the published version and its date', async () => {
    const published = publishedVersionSchema.parse({
      published: true,
      id: 5,
      form_id: 5,
      uuid: 'uuid-5',
      title: 'Contact us',
      version: 2,
      created_at: '2026-11-22T10:04:00.000Z',
      props: { elements: [] },
    });
    fakeServer({ [`GET ${PUBLISHED_URL}`]: { body: published } });
    const client = createQueryClient();
    expect(await fetchPublished(client, api, 7, 5)).toEqual({ version: 2, created_at: '2026-11-22T10:04:00.000Z' });
    // Kept under the one key the data screens read too, whether the id came as text or a number.
    expect(client.getQueryData(queryKeys.published(7, '5'))).toEqual(published);
  });

  it("passes on a missing or another owner's form as the server's error", async () => {
    fakeServer({ [`GET ${PUBLISHED_URL}`]: { status: 403, body: { message: 'That form is not yours' } } });
    await expect(fetchPublished(createQueryClient(), api, 7, 5)).rejects.toMatchObject({
      status: 403,
      message: 'That form is not yours',
    });
  });
});
