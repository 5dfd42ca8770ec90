import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createNewForm } from '@formbuilder/core';
import { startTestServer } from '../test/test-server';
import { createUser } from '../test/factories';
import { anon, as } from '../test/requests';

describe('the public lookup kept for PUBLIC_CACHE_MS', () => {
  it('is reused within its time, and forgotten at once when this process changes a form', async () => {
    const server = await startTestServer('sqlite', { PUBLIC_CACHE_MS: '60000' });
    const owner = await createUser(server, 'owner@example.com');
    const base = `/api/users/${owner.id}/forms`;
    const form = (await as(owner).post(base, { ...createNewForm(), title: 'Kept' })).json();
    await as(owner).post(`${base}/${form.id}/publish`);
    const view = () => anon(server).get(`/form/view/${form.uuid}`);
    expect((await view()).statusCode).toBe(200);

    // Another process making the form private: this one keeps its lookup for now.
    await server.db.kysely.updateTable('forms').set({ private: 1 }).where('id', '=', form.id).execute();
    expect((await view()).statusCode).toBe(200);

    // A change made through this process is seen at once.
    const draft = (await as(owner).get(`${base}/${form.id}`)).json();
    await as(owner).put(base, { ...draft, title: 'Kept, private' });
    expect((await view()).statusCode).toBe(404);
    await server.close();
  });
});

/** The responses to `count` GETs of `path` sent at once on one connection (HTTP/1.1 pipelining). */
async function pipelined(port: number, path: string, count: number): Promise<{ head: string; body: string }[]> {
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const request = `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
  socket.write(request.repeat(count - 1) + request.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'));
  await new Promise((resolve) => socket.once('close', resolve));
  let rest = Buffer.concat(chunks);
  const responses: { head: string; body: string }[] = [];
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    const head = rest.subarray(0, end).toString('latin1');
    const length = Number(/content-length: (\d+)/i.exec(head)?.[1]);
    responses.push({ head, body: rest.subarray(end + 4, end + 4 + length).toString('utf8') });
    rest = rest.subarray(end + 4 + length);
  }
  return responses;
}

describe('a cached page sent to many visitors at once', () => {
  it('gives each view its own nonce, the one its header names, and its own idempotency key', async () => {
    const server = await startTestServer('sqlite');
    const owner = await createUser(server, 'owner@example.com');
    const base = `/api/users/${owner.id}/forms`;
    const form = (
      await server.app.inject({ method: 'POST', url: base, headers: owner.headers, payload: createNewForm() })
    ).json();
    await server.app.inject({ method: 'POST', url: `${base}/${form.id}/publish`, headers: owner.headers });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    // Pipelined views wait, written, for the ones before them to go out: each holds its page
    // until then, and none may be written over meanwhile.
    const views = await pipelined(address.port, `/form/view/${form.uuid}`, 30);
    expect(views).toHaveLength(30);
    const keys = new Set<string>();
    for (const { head, body } of views) {
      const nonce = /script-src 'nonce-([^']+)'/.exec(head)?.[1];
      expect(nonce).toBeDefined();
      expect(body.match(/nonce="[^"]*"/g)?.every((attribute) => attribute === `nonce="${String(nonce)}"`)).toBe(true);
      const key = /name="_idempotency" value="([^"]+)"/.exec(body)?.[1];
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      keys.add(String(key));
    }
    expect(keys.size).toBe(views.length);
    await server.close();
  });
});
