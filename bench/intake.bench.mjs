// Issue #5 budget: ≥ 1,500 durable submissions/s of a 10-question form, on SQLite
// and on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, a database this user
// may create databases from), with no acknowledged submission missing afterwards.
import autocannon from 'autocannon';
import { onBothDatabases, startServer } from './support.mjs';
import { ANSWERS, publishedForm } from './forms-fixture.mjs';

export const name = 'intake: POST /form/view/{uuid}, 10 answers as JSON, 50 connections, 10 s, SQLite and PostgreSQL';
const BUDGET = 1_500;


async function measure(label, env) {
  const server = await startServer(env);
  try {
    const form = await publishedForm(server.url);
    let acknowledged = 0;
    const result = await autocannon({
      url: `${server.url}/form/view/${form.uuid}`,
      method: 'POST',
      connections: 50,
      duration: 10,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(ANSWERS),
      setupClient: (client) => client.on('response', (status) => { if (status === 201) acknowledged += 1; }),
    });
    const stored = await form.responseCount();
    return { label, rps: result.requests.average, acknowledged, stored, errors: result.errors + result.non2xx, p99: result.latency.p99 };
  } finally {
    await server.stop();
  }
}

export async function run() {
  const { runs, skipped } = await onBothDatabases(
    () => measure('SQLite', {}),
    (url) => measure('PostgreSQL', { DATABASE_URL: url }),
  );
  return {
    runs,
    lines: [...runs.map((r) => `${r.label}: ${Math.round(r.rps)} submissions/s, p99 ${r.p99} ms, ${r.acknowledged} acknowledged, ${r.stored} stored, ${r.errors} errors`), ...skipped],
    budgetText: `≥ ${BUDGET} submissions/s on each database, every acknowledged submission stored`,
  };
}

export const budget = (r) => r.runs.every((x) => x.rps >= BUDGET && x.errors === 0 && x.stored >= x.acknowledged);
