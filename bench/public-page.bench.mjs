// The public page's budget: the public form page from a warm server, ≥ 3,000 views/s on this 2-core
// machine (the load tool shares the cores). And at least 0.6× the floor, measured in the same
// run: a bare Node server sending the same bytes and headers, in a process of its own as the
// server is (floor-server.mjs), the load tool in this process beside both. A floor inside the
// load tool's process shared its event loop and was measured at about half its speed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuSeconds, startFloor, startServer } from './support.mjs';
import { publishedForm } from './forms-fixture.mjs';

export const name =
  'public-page: GET /form/view/{uuid} of a 10-question form, 50 connections, 10 s (SQLite), against a bare Node server sending the same bytes (its own process)';
const BUDGET = 3_000;
const FLOOR_RATIO = 0.6;
const SECONDS = Number(process.env.BENCH_PAGE_SECONDS ?? 10);

/** The load on `url`; with the serving process's `pid`, its CPU per request in µs (steadier than the rate on a busy machine). */
const load = async (url, pid) => {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ url, connections: 50, duration: SECONDS });
  return {
    rps: result.requests.average,
    cpuMicros: ((cpuSeconds(pid) - cpuBefore) * 1e6) / Math.max(result['2xx'], 1),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    bytes: Math.round(result.throughput.average / Math.max(result.requests.average, 1)),
  };
};

/** The page's bytes and headers, as captured, for the floor to send. */
async function capture(page, dir) {
  const body = Buffer.from(await page.arrayBuffer());
  const headers = Object.fromEntries(
    [...page.headers].filter(
      ([header]) => !['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(header),
    ),
  );
  const file = path.join(dir, 'page.json');
  fs.writeFileSync(file, JSON.stringify({ headers, body: body.toString('base64') }));
  return file;
}

export async function run() {
  const server = await startServer();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-floor-'));
  try {
    const form = await publishedForm(server.url);
    const url = `${server.url}/form/view/${form.uuid}`;
    const floor = await startFloor({ FLOOR: 'page', FLOOR_PAGE: await capture(await fetch(url), dir) }); // also warms the cache
    let bare;
    try {
      bare = await load(`${floor.url}/`, floor.pid);
    } finally {
      await floor.stop();
    }
    const page = await load(url, server.pid);
    const ratio = page.rps / bare.rps;
    return {
      rps: page.rps,
      ratio,
      errors: page.errors + bare.errors,
      lines: [
        `${Math.round(page.rps)} page views/s, p99 ${page.p99} ms, ${Math.round(page.cpuMicros)} µs CPU each, ~${page.bytes} bytes a page, ${page.errors} errors`,
        `floor (bare Node in its own process, same bytes and headers): ${Math.round(bare.rps)}/s, p99 ${bare.p99} ms, ${Math.round(bare.cpuMicros)} µs CPU each, ${bare.errors} errors: the page runs at ${ratio.toFixed(2)}× the floor`,
      ],
      budgetText: `≥ ${BUDGET} page views/s with no errors, ≥ ${FLOOR_RATIO}× the floor`,
    };
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const budget = (r) => r.rps >= BUDGET && r.ratio >= FLOOR_RATIO && r.errors === 0;
