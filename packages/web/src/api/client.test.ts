// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, createApiClient } from './client';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends JSON with the bearer token and returns the JSON answer', async () => {
    const fetchMock = answer(200, { id: 1 });
    const api = createApiClient({ token: 'jwt' });
    await expect(api.post('/api/things', { name: 'a' })).resolves.toEqual({ id: 1 });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('/api/things');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"a"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer jwt');
  });

  it("surfaces the server's { message } with its status", async () => {
    answer(422, { message: 'That e-mail is already registered' });
    const error = await createApiClient({ token: null })
      .get('/api/x')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'That e-mail is already registered' });
  });

  it('falls back to a readable message when the error has no body', async () => {
    answer(502, undefined);
    await expect(createApiClient({ token: null }).get('/api/x')).rejects.toThrow('Request failed (502).');
  });

  it('reports an unreachable server in words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(createApiClient({ token: null }).get('/api/x')).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });

  it('calls onUnauthorized on a 401 of an authenticated call only', async () => {
    answer(401, { message: 'Session expired' });
    const onUnauthorized = vi.fn();
    await expect(createApiClient({ token: 'jwt', onUnauthorized }).get('/api/x')).rejects.toThrow('Session expired');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    await expect(createApiClient({ token: null, onUnauthorized }).post('/api/users/login', {})).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
