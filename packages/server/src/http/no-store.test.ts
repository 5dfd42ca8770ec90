import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { anon, as } from '../test/requests';

// An answer that hands out a token or shows a signed-in person's data is never cached: a shared
// machine's browser cache or a proxy would otherwise keep it for the next person.

describe('Cache-Control on personal answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.close());

  it('says no-store on the login answer and every authenticated call, refused or not', async () => {
    const user = await createUser(server, 'cache@example.com');
    const login = await anon(server).post('/api/users/login', { email: 'cache@example.com', password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');

    const signup = await anon(server).post('/api/users/signup/', {
      email: 'fresh@example.com',
      password: TEST_PASSWORD,
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.headers['cache-control']).toBe('no-store');

    for (const url of [
      `/api/users/${user.id}/forms`,
      `/api/users/${user.id}/forms?page=1`,
      `/api/users/${user.id + 999}/forms`,
    ]) {
      const answer = await as(user).get(url);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('leaves public answers to their own caching', async () => {
    const capabilities = await anon(server).get('/api/server/capabilities');
    expect(capabilities.statusCode).toBe(200);
    expect(capabilities.headers['cache-control']).toBeUndefined();
  });
});
