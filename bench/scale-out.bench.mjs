// Scale-out: two server processes on one PostgreSQL database (docs/architecture.md, "Scale-out":
// stateless processes, the database and the outbox shared). Measured: the intake rate of one
// process, then of two side by side (the load split between them), with every acknowledged
// submission stored once; then 2,000 submissions through both to a form with a webhook, each
// delivered once by whichever process claims its outbox row. The machine has two cores for both
// processes, PostgreSQL and the load tool, so the second process shows the sharing works, not
// more throughput.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { apiCall, freshPostgres, startServer } from './support.mjs';
import { ANSWERS_URLENCODED, publishedForm } from './forms-fixture.mjs';

export const name =
  'scale-out: two processes on one PostgreSQL — intake of one and of two, none lost, and each webhook delivered once across both';

const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 10);
const DELIVERIES = 2_000;
const BUDGET = 1_500;
const DELIVERY_WAIT_MS = Number(process.env.BENCH_SCALE_WAIT_MS ?? 5 * 60_000);

async function load(url, connections) {
  let acknowledged = 0;
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: ANSWERS_URLENCODED,
      },
    ],
    setupClient: (client) =>
      client.on('response', (status) => {
        if (status === 201) acknowledged += 1;
      }),
  });
  return { rps: result.requests.average, acknowledged, errors: result.errors + result.non2xx };
}

/** A webhook receiver that responds with 204 and counts each webhook-id. */
async function receiver() {
  const seen = new Map();
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const id = String(request.headers['webhook-id']);
      seen.set(id, (seen.get(id) ?? 0) + 1);
      response.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    seen,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function storedSubmissions(databaseUrl, formId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query('select count(*) as n from submissions where form_id = $1 and version <> 0', [
    formId,
  ]);
  await client.end();
  return Number(rows[0].n);
}

/** The outbox rows still waiting, with their last error (what a stuck delivery says about itself). */
async function outboxLeft(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    "select status, attempts, run_at, last_error from outbox where status <> 'done' order by id limit 10",
  );
  await client.end();
  return rows;
}

export async function run() {
  const database = await freshPostgres();
  if (!database)
    return {
      measured: false,
      lines: ['not measured: set BENCH_DATABASE_URL or TEST_DATABASE_URL'],
      budgetText: 'needs PostgreSQL',
    };
  const hooks = await receiver();
  // As a deployment must (README, Configuration): one JWT_SECRET and ENCRYPTION_KEY for every
  // process, or each generates its own and cannot read the other's sessions and secrets.
  const secrets = { JWT_SECRET: randomBytes(32).toString('hex'), ENCRYPTION_KEY: randomBytes(32).toString('hex') };
  const env = { DATABASE_URL: database.url, WEBHOOK_ALLOW_HOSTS: '127.0.0.1', BENCH_QUIET: '1', ...secrets };
  const servers = [];
  try {
    // One after the other: the first runs the migrations.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    const [a, b] = servers;
    const form = await publishedForm(a.url);
    const target = (server) => `${server.url}/form/view/${form.uuid}`;

    const one = await load(target(a), 50);
    const [left, right] = await Promise.all([load(target(a), 25), load(target(b), 25)]);
    const two = {
      rps: left.rps + right.rps,
      acknowledged: left.acknowledged + right.acknowledged,
      errors: left.errors + right.errors,
      split: [left.rps, right.rps],
    };
    const stored = await storedSubmissions(database.url, form.id);

    // Deliveries: a second form with a webhook, its submissions sent through both processes.
    const owner = { token: form.token };
    const base = `${a.url}/api/users/${form.userId}/forms`;
    const elements = [
      { id: 1, type: 'TextBox', label: 'Reference' },
      { id: 2, type: 'Button', buttonText: 'Send' },
    ];
    const draft = {
      id: null,
      title: 'Scale-out deliveries',
      private: 0,
      props: { elements, integrations: [], rules: [], tags: [] },
    };
    const { id, uuid } = await apiCall(base, 'POST', draft, owner.token);
    const hook = await apiCall(`${base}/${id}/webhooks`, 'POST', { url: `${hooks.origin}/hooks` }, owner.token);
    await apiCall(
      base,
      'PUT',
      {
        ...draft,
        id,
        uuid,
        props: { ...draft.props, integrations: [{ type: 'webhook', id: hook.id, url: hook.url, active: true }] },
      },
      owner.token,
    );
    await apiCall(`${base}/${id}/publish`, 'POST', undefined, owner.token);
    let next = 0;
    let sent = 0;
    const worker = async () => {
      while (next < DELIVERIES) {
        next += 1;
        const server = servers[next % 2];
        const response = await fetch(`${server.url}/form/view/${uuid}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: `q_1=ref-${next}`,
        });
        if (response.status === 201) sent += 1;
        await response.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: 20 }, worker));
    const start = performance.now();
    while (hooks.seen.size < sent && performance.now() - start < DELIVERY_WAIT_MS)
      await new Promise((r) => setTimeout(r, 250));
    const deliverySeconds = (performance.now() - start) / 1000;
    const received = [...hooks.seen.values()].reduce((sum, n) => sum + n, 0);
    const pending = await outboxLeft(database.url);

    return {
      measured: true,
      one,
      two,
      stored,
      sent,
      distinct: hooks.seen.size,
      repeats: received - hooks.seen.size,
      lines: [
        `one process: ${Math.round(one.rps)} submissions/s (50 connections, ${SECONDS} s)`,
        `two processes: ${Math.round(two.rps)} submissions/s (${two.split.map((r) => Math.round(r)).join(' + ')}, 25 connections each), ${(two.rps / one.rps).toFixed(2)}× one`,
        `stored ${stored} for ${one.acknowledged + two.acknowledged} acknowledged (the rest in flight when the load stopped); ${one.errors + two.errors} errors`,
        `webhooks: ${sent} submissions through both, ${hooks.seen.size} delivered, ${received - hooks.seen.size} repeats, ${deliverySeconds.toFixed(1)} s after the last submission`,
        ...pending.map(
          (row) =>
            `outbox row not done: ${row.status}, ${row.attempts} attempts, next at ${row.run_at}: ${row.last_error ?? ''}`,
        ),
      ],
      budgetText: `two processes on one database ≥ ${BUDGET} submissions/s together, every acknowledged submission stored once, each webhook delivered once`,
    };
  } finally {
    for (const server of servers) await server.kill();
    await hooks.close();
    await database.drop();
  }
}

export function budget(result) {
  if (!result.measured) return true;
  return (
    result.two.rps >= BUDGET &&
    // In flight when the load tool stopped: stored, not counted as acknowledged.
    result.stored >= result.one.acknowledged + result.two.acknowledged &&
    result.distinct === result.sent &&
    result.sent === DELIVERIES &&
    result.repeats === 0
  );
}
