import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewForm } from '@formbuilder/core';
import { testDialects, startTestServer, type TestServer } from '../test/test-server';
import { createUser, type TestUser } from '../test/factories';
import { postMultipart } from '../submissions/intake-testing';
import { routeAddress, routeWalkFixture } from '../test/route-walk';
import { anon, as, type Method } from '../test/requests';

// Values a database may not hold, generated over the route table: ids past PostgreSQL's integer
// (2147483647) and text carrying U+0000, which PostgreSQL's text refuses. Every route refuses
// them with a 4xx in words (or takes the text without the character), never a 500, on both
// databases. A route added tomorrow is walked without anyone remembering.

const NUL = 'a\u0000b';
const HUGE_IDS = ['2147483648', '99999999999999'];
const QUERY_NAMES = ['q', 'after', 'upTo', 'from', 'to', 'limit', 'version', 'status'];

describe.each(testDialects)('hostile values on every route (%s)', (dialect) => {
  let server: TestServer;
  let owner: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(dialect, { SUBMIT_RATE_LIMIT: '0' });
    // The first account is the administrator: the admin routes are walked too.
    owner = await createUser(server, `owner-${dialect}@example.com`);
    Object.assign(ids, (await routeWalkFixture(server, owner, `owner-${dialect}@example.com`)).ids);
  });
  afterAll(() => server.close());

  const routes = () => server.app.routeTable.filter((route) => route.method !== 'HEAD' && !route.hidden);
  const addressOf = (url: string, name: string | null, value: string) => routeAddress(url, ids, name, value);
  const failures = async (calls: { method: string; url: string; payload?: object }[]) => {
    const failed: string[] = [];
    for (const { method, url, payload } of calls) {
      const response = await as(owner)
        .request(method as Method, url, method === 'GET' ? undefined : (payload ?? {}))
        .catch((error: unknown) => error as Error);
      if (response instanceof Error) failed.push(`${method} ${url}: ${response.message}`);
      else if (
        response.statusCode >= 500 ||
        (response.statusCode >= 400 &&
          !response.headers['content-type']?.includes('text/html') &&
          !response.json<{ message?: unknown }>().message)
      ) {
        failed.push(`${method} ${url}: ${String(response.statusCode)} ${response.body.slice(0, 120)}`);
      }
    }
    return failed;
  };

  it('refuses an id past the database integer in any path parameter in words', async () => {
    const calls = routes().flatMap((route) =>
      [...route.url.matchAll(/:(\w+)/g)].flatMap(([, name]) =>
        HUGE_IDS.map((huge) => ({ method: route.method, url: addressOf(route.url, name ?? null, huge) })),
      ),
    );
    expect(calls.length).toBeGreaterThan(100);
    expect(await failures(calls)).toEqual([]);
  });

  it('refuses or takes U+0000 in any path parameter and query parameter, never failing', async () => {
    const inPath = routes().flatMap((route) =>
      [...route.url.matchAll(/:(\w+)/g)].map(([, name]) => ({
        method: route.method,
        url: addressOf(route.url, name ?? null, NUL),
      })),
    );
    const inQuery = routes()
      .filter((route) => route.method === 'GET')
      .flatMap((route) =>
        [
          ...QUERY_NAMES.map((name) => `${name}=${encodeURIComponent(NUL)}`),
          ...QUERY_NAMES.map((name) => `${name}=${HUGE_IDS[1] ?? ''}`),
        ].map((query) => ({ method: 'GET', url: `${addressOf(route.url, null, '')}?${query}` })),
      );
    expect(await failures([...inPath, ...inQuery])).toEqual([]);
  });

  it('refuses or takes U+0000 in the text of bodies, never failing', async () => {
    const user = `/api/users/${ids.userId ?? ''}`;
    const form = `${user}/forms/${ids.formId ?? ''}`;
    const props = createNewForm(NUL).props;
    props.elements = [{ id: 1, type: 'TextBox', label: NUL, placeholder: NUL }];
    const calls = [
      {
        method: 'POST',
        url: '/api/users/signup',
        payload: { email: `x${NUL}@example.com`, password: `long enough ${NUL}` },
      },
      { method: 'POST', url: '/api/users/login', payload: { email: `x${NUL}@example.com`, password: NUL } },
      { method: 'POST', url: `${user}/forms`, payload: { ...createNewForm(), title: NUL, props } },
      { method: 'PUT', url: form, payload: { title: NUL, props } },
      { method: 'POST', url: `${user}/api-keys`, payload: { name: NUL } },
      { method: 'POST', url: `${form}/webhooks`, payload: { url: `https://example.com/${NUL}`, active: true } },
      { method: 'GET', url: `/api/admin/users?q=${encodeURIComponent(NUL)}` },
      { method: 'GET', url: `${form}/submissions?q=${encodeURIComponent(NUL)}` },
      { method: 'GET', url: `${form}/submissions.csv?q=${encodeURIComponent(NUL)}` },
    ];
    expect(await failures(calls)).toEqual([]);
  });

  it('refuses ids past the database integer in bodies and cursors in words', async () => {
    const form = `/api/users/${ids.userId ?? ''}/forms/${ids.formId ?? ''}`;
    const huge = Number(HUGE_IDS[1]);
    const other = await createUser(server, `other-${dialect}@example.com`);
    const cursor = Buffer.from(`2026-01-01T00:00:00.000Z|${String(huge)}`).toString('base64url');
    const calls = [
      { method: 'DELETE', url: `${form}/deleteSubmission`, payload: { submissionIds: [huge] } },
      { method: 'POST', url: `${form}/CSVExport`, payload: { submissionIds: [huge] } },
      { method: 'GET', url: `${form}/submissions?after=${cursor}` },
      { method: 'POST', url: `${form}/deliveries/retry`, payload: { integration: 'webhook', ids: [huge] } },
      { method: 'PUT', url: `/api/admin/users/${String(other.id)}`, payload: { roleId: huge, isActive: 1 } },
    ];
    expect(await failures(calls)).toEqual([]);
  });

  it("keeps a visitor's answer with U+0000 without the character, whatever the body's type", async () => {
    const uuid = ids.uuid ?? '';
    const formId = Number(ids.formId);
    const before = await server.db.kysely
      .selectFrom('submissions')
      .select('id')
      .where('form_id', '=', formId)
      .execute();
    const answers = [
      await anon(server).post(`/form/view/${uuid}`, { q_1: NUL }, { headers: { accept: 'application/json' } }),
      await anon(server).post(`/form/view/${uuid}`, `q_1=${encodeURIComponent(NUL)}`, {
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      }),
      await postMultipart(
        server,
        uuid,
        [['q_1', NUL]],
        [{ field: 'q_2', name: `b${NUL}.txt`, data: Buffer.from('hello'), type: 'text/plain' }],
      ),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const stored = await server.db.kysely
      .selectFrom('entries')
      .innerJoin('submissions', 'submissions.id', 'entries.submission_id')
      .select('entries.value')
      .where('submissions.form_id', '=', formId)
      .where('entries.question_id', '=', 1)
      .where(
        'submissions.id',
        'not in',
        before.map((s) => s.id),
      )
      .execute();
    expect(stored.map((row) => row.value)).toEqual(['ab', 'ab', 'ab']);
    const file = await server.db.kysely
      .selectFrom('files')
      .select('file_name')
      .where('form_id', '=', formId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(file.file_name).toBe('bab.txt');
  });
});
