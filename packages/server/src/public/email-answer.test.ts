import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Element } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser, createPublishedForm } from '../test/factories';
import { countRows } from '../submissions/intake-testing';
import { anon } from '../test/requests';

// The page without JavaScript sent 'bad@@mail' and the server stored it.
// Core now takes the HTML standard's valid e-mail address (core/src/email-address.ts),
// the check the browser's <input type=email> runs, so both refuse the same texts.

const elements: Element[] = [
  { id: 1, type: 'Email', label: 'Your e-mail', required: true },
  { id: 2, type: 'Button', buttonText: 'Send' },
];

describe.each(testDialects)('e-mail answers from the page without JavaScript (%s)', (dialect) => {
  let server: TestServer;
  let form: { id: number; uuid: string };

  beforeAll(async () => {
    server = await startTestServer(dialect, { SUBMIT_RATE_LIMIT: '0' });
    form = await createPublishedForm(server, await createUser(server, 'owner@example.com'), elements);
  });
  afterAll(() => server.close());

  const post = (email: string) =>
    anon(server).post(`/form/view/${form.uuid}`, `q_1=${encodeURIComponent(email)}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });

  it('draws the question as <input type="email">, so the browser checks it too', async () => {
    const page = await anon(server).get(`/form/view/${form.uuid}`);
    expect(page.body).toMatch(/<input[^>]*type="email"[^>]*name="q_1"|<input[^>]*name="q_1"[^>]*type="email"/);
  });

  it("refuses 'bad@@mail' with the page, its message and the answer given, storing nothing", async () => {
    const res = await post('bad@@mail');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Please enter a valid e-mail address.');
    expect(res.body).toContain('value="bad@@mail"');
    expect(await countRows(server, 'submissions', form.id)).toBe(0);
  });

  it('stores a valid address', async () => {
    const res = await post('ada@example.com');
    expect(res.statusCode).toBe(303);
    expect(await countRows(server, 'submissions', form.id)).toBe(1);
  });
});
