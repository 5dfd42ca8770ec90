import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestServer } from './test-server';
import type { TestUser } from './factories';

// The API tests' requests, made in process through Fastify's inject: `as(user)` signs them with
// the user's session, `asKey(server, key)` with an API key (or a session token a test holds),
// `anon(server)` sends them without credentials. Each method returns Fastify's inject response (statusCode, json(), headers…).
//
//   const res = await as(ada).post(`/api/users/${ada.id}/forms`, form);
//   expect(res.statusCode).toBe(201);
//   await anon(server).get(`/form/view/${uuid}`, { headers: { accept: 'text/html' } });

export type TestResponse = LightMyRequestResponse;

/** What a request may carry besides its body: headers (added to the credentials'), query, remote address… */
export type RequestOptions = Omit<InjectOptions, 'method' | 'url' | 'path' | 'payload' | 'body'>;

/** A body as inject takes it: an object is sent as JSON, a string or buffer as it is. */
export type RequestBody = InjectOptions['payload'];

/** Where requests go: a test server, or any app that takes Fastify's inject. */
export type Target = Pick<TestServer, 'app'>;

export type Method = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Requests {
  get(url: string, options?: RequestOptions): Promise<TestResponse>;
  post(url: string, body?: RequestBody, options?: RequestOptions): Promise<TestResponse>;
  put(url: string, body?: RequestBody, options?: RequestOptions): Promise<TestResponse>;
  patch(url: string, body?: RequestBody, options?: RequestOptions): Promise<TestResponse>;
  delete(url: string, body?: RequestBody, options?: RequestOptions): Promise<TestResponse>;
  /** Any method, for the tests that walk the route table. */
  request(method: Method, url: string, body?: RequestBody, options?: RequestOptions): Promise<TestResponse>;
}

function requests(server: Target, credentials: Record<string, string>): Requests {
  const request = (method: Method, url: string, body?: RequestBody, options: RequestOptions = {}) =>
    server.app.inject({
      ...options,
      method,
      url,
      headers: { ...credentials, ...options.headers },
      // No body at all rather than an undefined one, as a client without a body sends.
      ...(body === undefined ? {} : { payload: body }),
    });
  return {
    get: (url, options) => request('GET', url, undefined, options),
    post: (url, body, options) => request('POST', url, body, options),
    put: (url, body, options) => request('PUT', url, body, options),
    patch: (url, body, options) => request('PATCH', url, body, options),
    delete: (url, body, options) => request('DELETE', url, body, options),
    request,
  };
}

/** Requests signed with `user`'s session, to the server the user was made on unless `server` says another. */
export function as(user: TestUser, server: Target = user.server): Requests {
  return requests(server, user.headers);
}

/** Requests signed with an API key (or any other bearer token a test holds). */
export function asKey(server: Target, key: string): Requests {
  return requests(server, { authorization: `Bearer ${key}` });
}

/** Requests without credentials, as a visitor or a signed-out browser sends them. */
export function anon(server: Target): Requests {
  return requests(server, {});
}
