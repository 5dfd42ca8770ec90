// Issue #5 budget: the public form page from a warm server, ≥ 3,000 views/s on
// this 2-core machine (the load tool shares the cores).
import autocannon from 'autocannon';
import { startServer } from './support.mjs';
import { publishedForm } from './forms-fixture.mjs';

export const name = 'public-page: GET /form/view/{uuid} of a 10-question form, 50 connections, 10 s (SQLite)';
const BUDGET = 3_000;

export async function run() {
  const server = await startServer();
  try {
    const form = await publishedForm(server.url);
    const url = `${server.url}/form/view/${form.uuid}`;
    await fetch(url); // warm the cache
    const result = await autocannon({ url, connections: 50, duration: 10 });
    const bytes = Math.round(result.throughput.average / Math.max(result.requests.average, 1));
    return {
      rps: result.requests.average,
      errors: result.errors + result.non2xx,
      lines: [`${Math.round(result.requests.average)} page views/s, p99 ${result.latency.p99} ms, ~${bytes} bytes a page, ${result.errors + result.non2xx} errors`],
      budgetText: `≥ ${BUDGET} page views/s with no errors`,
    };
  } finally {
    await server.stop();
  }
}

export const budget = (r) => r.rps >= BUDGET && r.errors === 0;
