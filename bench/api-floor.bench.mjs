// The API's floor: a small JSON answer through the whole stack (helmet headers,
// error envelope, routing). Later budgets (public page, intake) read against it.
import autocannon from 'autocannon';
import { startServer } from './support.mjs';

export const name = 'api-floor: GET /api/server/capabilities, 50 connections, 10 s';
const BUDGET_RPS = 5_000;

export async function run() {
  const server = await startServer();
  try {
    const result = await autocannon({ url: `${server.url}/api/server/capabilities`, connections: 50, duration: 10 });
    const rps = result.requests.average;
    return {
      rps,
      errors: result.errors + result.non2xx,
      lines: [
        `${Math.round(rps)} requests/s, p99 latency ${result.latency.p99} ms, ${result.errors + result.non2xx} errors`,
      ],
      budgetText: `≥ ${BUDGET_RPS} requests/s with no errors`,
    };
  } finally {
    await server.stop();
  }
}

export const budget = (r) => r.rps >= BUDGET_RPS && r.errors === 0;
