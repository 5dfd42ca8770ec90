import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Element } from '@formbuilder/core';
import { createServer, type Server } from '../app';
import { loadConfig } from '../config/config';
import { startReceiver, type Receiver } from '../integrations/webhooks/webhook-testing';
import { multipartBody } from './multipart';
import { startS3StandIn, type S3StandIn } from './s3-stand-in';
import { startTestServer, type TestServer } from './test-server';
import { createUser, createWebhook, createPublishedForm, type TestUser } from './factories';
import { PNG } from '../uploads/test-images';
import { anon, as } from './requests';

// Scale-out: two server processes' worth of app (each its own pool, outbox worker,
// caches and DATA_DIR) on one PostgreSQL database with S3-compatible storage, configured as
// README says a deployment must be: the same JWT_SECRET and ENCRYPTION_KEY for both.
const elements = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'File', label: 'Attachment' },
  { id: 3, type: 'Button', buttonText: 'Send' },
] as unknown as Element[];
const RATE_LIMIT = 6;
const MONTHLY_LIMIT = 4;

describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes on one PostgreSQL database', () => {
  let s3: S3StandIn;
  let hooks: Receiver;
  let a: TestServer;
  let b: Server;
  let bDataDir: string;
  let owner: TestUser;
  let form: { id: number; uuid: string };

  beforeAll(async () => {
    s3 = await startS3StandIn();
    hooks = await startReceiver();
    const env = {
      ...s3.env,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
      SUBMIT_RATE_LIMIT: String(RATE_LIMIT),
      // Each visitor its own address (X-Forwarded-For from the proxy in front of both).
      TRUSTED_PROXY_HOPS: '1',
    };
    a = await startTestServer('postgres', env);
    bDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-test-b-'));
    b = await createServer(
      loadConfig({
        ...env,
        DATA_DIR: bDataDir,
        DATABASE_URL: a.config.databaseUrl ?? '',
        LOG_LEVEL: 'silent',
        AUTH_RATE_LIMIT: '0',
        PUBLIC_CACHE_MS: '0',
        PUBLIC_URL: 'http://forms.test',
        WEB_DIST: path.join(bDataDir, 'no-web'),
      }),
    );
    owner = await createUser(a, 'owner@example.com');
    form = await createPublishedForm(a, owner, elements);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await hooks?.close();
    await s3?.close();
    if (bDataDir) fs.rmSync(bDataDir, { recursive: true, force: true });
  });

  it('honours on one process a session made on the other', async () => {
    const list = await as(owner, b).get(`/api/users/${owner.id}/forms`);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ id: number }[]>().map((item) => item.id)).toContain(form.id);
  });

  it('reads through one process an upload written through the other', async () => {
    const body = multipartBody([['q_1', 'Ada']], [{ field: 'q_2', name: 'photo.png', data: PNG, type: 'image/png' }]);
    const sent = await anon(a).post(`/form/view/${form.uuid}`, body.payload, {
      headers: { ...body.headers, accept: 'application/json' },
    });
    expect(sent.statusCode).toBe(201);
    const { submissionId } = sent.json<{ submissionId: number }>();
    const url = `/api/users/${owner.id}/forms/${form.id}/submissions/${submissionId}/questions/2/photo.png`;
    const download = await as(owner, b).get(url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it('delivers each webhook once, whichever process claims it', async () => {
    const base = `/api/users/${owner.id}/forms`;
    const { id: hookId, url } = await createWebhook(owner, form, `${hooks.origin}/hooks`);
    const draft = (await as(owner).get(`${base}/${form.id}`)).json<{
      props: { integrations: unknown[] };
    }>();
    const saved = await as(owner).put(base, {
      ...draft,
      props: { ...draft.props, integrations: [{ type: 'webhook', id: hookId, url, active: true }] },
    });
    expect(saved.statusCode).toBe(200);
    await as(owner).post(`${base}/${form.id}/publish`);

    // Four through each process (the rate limit is six: what this test leaves the next one).
    const answers = await Promise.all(
      [a, b, a, b, a, b, a, b].map((server, i) =>
        anon(server).post(
          `/form/view/${form.uuid}`,
          { q_1: `ref-${i}` },
          { headers: { accept: 'application/json', 'x-forwarded-for': `198.51.100.${i}` } },
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    await expect
      .poll(() => new Set(hooks.requests.map((request) => request.headers['webhook-id'])).size, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(8);
    // A little longer: no second delivery of any.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(hooks.requests).toHaveLength(8);
    expect(new Set(hooks.requests.map((request) => /ref-\d/.exec(request.body)?.[0])).size).toBe(8);
  });

  it('counts the rate limit across both processes', async () => {
    const post = (server: Server) =>
      anon(server).post(`/form/view/${form.uuid}`, { q_1: 'again' }, { headers: { accept: 'application/json' } });
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT; i += 1) statuses.push((await post(i % 2 === 0 ? a : b)).statusCode);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(0);
    const refused = await post(b);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('holds the monthly limit across both processes', async () => {
    const user = await createUser(a, 'limited@example.com');
    const limited = await createPublishedForm(a, user, elements);
    const db = a.db.kysely;
    const { role_id: roleId } = await db
      .selectFrom('users')
      .select('role_id')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const { permission } = await db
      .selectFrom('roles')
      .select('permission')
      .where('id', '=', roleId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('roles')
      .set({ permission: JSON.stringify({ ...JSON.parse(permission), submissionLimit: MONTHLY_LIMIT }) })
      .where('id', '=', roleId)
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        anon(i % 2 === 0 ? a : b).post(
          `/form/view/${limited.uuid}`,
          { q_1: `p${i}` },
          { headers: { accept: 'application/json', 'x-forwarded-for': `203.0.113.${i}` } },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MONTHLY_LIMIT);
    expect(statuses.filter((status) => status === 403)).toHaveLength(10 - MONTHLY_LIMIT);
  });
});
