// Issue #5 budget: the public form page from a warm server, ≥ 3,000 views/s on this 2-core
// machine (the load tool shares the cores). Issue #15: at least half of the floor, a bare Node
// server sending the same bytes and headers, started here and measured in the same run.
import http from 'node:http';
import autocannon from 'autocannon';
import { startServer } from './support.mjs';
import { publishedForm } from './forms-fixture.mjs';

export const name = 'public-page: GET /form/view/{uuid} of a 10-question form, 50 connections, 10 s (SQLite), against a bare Node server sending the same bytes';
const BUDGET = 3_000;
const FLOOR_RATIO = 0.5;
const SECONDS = Number(process.env.BENCH_PAGE_SECONDS ?? 10);

const load = async (url) => {
  const result = await autocannon({ url, connections: 50, duration: SECONDS });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, bytes: Math.round(result.throughput.average / Math.max(result.requests.average, 1)) };
};

/** A bare Node server answering every request with the page's bytes and headers, as captured. */
async function floorServer(page) {
  const body = Buffer.from(await page.arrayBuffer());
  const headers = Object.fromEntries([...page.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)));
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'content-length': body.length });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

export async function run() {
  const server = await startServer();
  try {
    const form = await publishedForm(server.url);
    const url = `${server.url}/form/view/${form.uuid}`;
    const floor = await floorServer(await fetch(url)); // also warms the cache
    let bare;
    try {
      bare = await load(floor.url);
    } finally {
      await floor.close();
    }
    const page = await load(url);
    const ratio = page.rps / bare.rps;
    return {
      rps: page.rps,
      ratio,
      errors: page.errors,
      lines: [
        `${Math.round(page.rps)} page views/s, p99 ${page.p99} ms, ~${page.bytes} bytes a page, ${page.errors} errors`,
        `floor (bare Node, same bytes and headers): ${Math.round(bare.rps)}/s, p99 ${bare.p99} ms: the page runs at ${ratio.toFixed(2)}× the floor`,
      ],
      budgetText: `≥ ${BUDGET} page views/s with no errors, ≥ ${FLOOR_RATIO}× the floor`,
    };
  } finally {
    await server.stop();
  }
}

export const budget = (r) => r.rps >= BUDGET && r.ratio >= FLOOR_RATIO && r.errors === 0;
