import { describe, expect, it } from 'vitest';
import { startTestServer } from '../test/test-server';

const signup = (server: Awaited<ReturnType<typeof startTestServer>>, email: string) =>
  server.app.inject({ method: 'POST', url: '/api/users/signup', payload: { email, password: 'long enough' } });

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
    await server.db.kysely.insertInto('whitelist').values({ email: 'guest@example.com', created_at: new Date().toISOString() }).execute();
    expect((await signup(server, 'Guest@Example.com')).statusCode).toBe(201);
    await server.close();
  });
});
