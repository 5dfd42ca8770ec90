import { describe, expect, it } from 'vitest';
import { startTestServer } from '../test/test-server';
import { anon, asKey } from '../test/requests';

const signup = (server: Awaited<ReturnType<typeof startTestServer>>, email: string) =>
  anon(server).post('/api/users/signup', { email, password: 'long enough' });

describe('signup modes', () => {
  it('closed: only the first account (the admin) can be created', async () => {
    const server = await startTestServer('sqlite', { SIGNUP_MODE: 'closed' });
    expect((await signup(server, 'admin@example.com')).statusCode).toBe(201);
    const second = await signup(server, 'late@example.com');
    expect(second.statusCode).toBe(403);
    expect(second.json().message).toMatch(/closed/);
    await server.close();
  });

  it('whitelist: only listed addresses after the first', async () => {
    const server = await startTestServer('sqlite', { SIGNUP_MODE: 'whitelist' });
    expect((await signup(server, 'admin@example.com')).statusCode).toBe(201);
    expect((await signup(server, 'guest@example.com')).statusCode).toBe(403);
    await server.db.kysely
      .insertInto('whitelist')
      .values({ email: 'guest@example.com', created_at: new Date().toISOString() })
      .execute();
    expect((await signup(server, 'Guest@Example.com')).statusCode).toBe(201);
    await server.close();
  });

  it('signs the new account in at once when there is nothing to verify', async () => {
    const server = await startTestServer('sqlite');
    const answer = await signup(server, 'first@example.com');
    expect(answer.statusCode).toBe(201);
    const body = answer.json<{ message: string; token: string; user_id: number; admin: boolean }>();
    expect(body).toMatchObject({
      message: 'Thank you for signing up! Your account is ready: you can log in now.',
      admin: true,
    });
    const forms = await asKey(server, body.token).get(`/api/users/${body.user_id}/forms`);
    expect(forms.statusCode).toBe(200);
    await server.close();
  });
});
