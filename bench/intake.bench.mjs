// The intake budget: ≥ 1,500 durable submissions/s of a 10-question form, on SQLite
// and on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, a database this user
// may create databases from), with no acknowledged submission missing afterwards.
// The path the page's own script takes (urlencoded when no file is chosen, with a
// fresh Idempotency-Key each) runs at ≥ 0.8× plain urlencoded without a key, measured in the
// same run; multipart with a key (a form whose visitor chose a file) is reported beside them.
// The page's path is also measured against a floor, in the same run: a bare Node server in a
// process of its own (floor-server.mjs) storing each POST in one transaction of its own, a
// submission row and a row per answer, on the same database: ≥ 1× it on SQLite (the server
// commits the submissions that arrive together as one), ≥ 0.8× it on PostgreSQL.
// On PostgreSQL the page's path is measured once more with BENCH_SUBMISSION_WRITER=transaction:
// batches written in one transaction of the general path (as on SQLite) instead of in one
// statement (writeSubmissionsPostgres in submissions.store.ts), to show what that writer gains; reported, not budgeted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  cpuSeconds,
  freshPostgres,
  measureOnBothDatabases,
  SERVER_MEMORY_MB,
  startFloor,
  startServer,
  watchPeakRss,
} from './support.mjs';
import { ANSWERS, ANSWERS_URLENCODED, publishedForm } from './forms-fixture.mjs';
// Node 24 loads the server's TypeScript module as it is (its types are stripped).
import { newIdempotencyKey } from '../packages/server/src/public/idempotency-key.ts';

export const name =
  "intake: POST /form/view/{uuid}, 10 answers as JSON, urlencoded, the page's own path and multipart, 50 connections, 10 s each, SQLite and PostgreSQL";
const BUDGET = 1_500;
const PAGE_RATIO = 0.8;
const FLOOR_RATIOS = { SQLite: 1, PostgreSQL: 0.8 };
const SECONDS = Number(process.env.BENCH_INTAKE_SECONDS ?? 10);

const BOUNDARY = '----formbuilder-bench';
const multipart = () =>
  Object.entries(ANSWERS)
    .flatMap(([name, value]) =>
      [value]
        .flat()
        .map((item) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`),
    )
    .join('') + `--${BOUNDARY}--\r\n`;

const BODIES = {
  json: { contentType: 'application/json', body: JSON.stringify(ANSWERS), keyed: false },
  urlencoded: { contentType: 'application/x-www-form-urlencoded', body: ANSWERS_URLENCODED, keyed: false },
  page: { contentType: 'application/x-www-form-urlencoded', body: ANSWERS_URLENCODED, keyed: true },
  multipart: { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: multipart(), keyed: true },
};

async function load(url, { contentType, body, keyed }) {
  let acknowledged = 0;
  const headers = { 'content-type': contentType, accept: 'application/json' };
  const result = await autocannon({
    url,
    connections: 50,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        headers,
        body,
        // Each submission its own key, made by the function that makes each page view's.
        ...(keyed
          ? {
              setupRequest: (request) => ({
                ...request,
                headers: { ...headers, 'idempotency-key': newIdempotencyKey() },
              }),
            }
          : {}),
      },
    ],
    setupClient: (client) =>
      client.on('response', (status) => {
        if (status === 201) acknowledged += 1;
      }),
  });
  return { rps: result.requests.average, acknowledged, errors: result.errors + result.non2xx, p99: result.latency.p99 };
}

/** The floor's rate for the page's own body, just before the server's page path is measured. */
async function floorLoad(env) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-floor-'));
  const floor = await startFloor({
    FLOOR: 'intake',
    ...(env.DATABASE_URL ? { FLOOR_DATABASE_URL: env.DATABASE_URL } : { FLOOR_SQLITE: path.join(dir, 'floor.db') }),
  });
  try {
    return await load(`${floor.url}/`, BODIES.page);
  } finally {
    await floor.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The page's path on PostgreSQL with the general path's writer, on a fresh database of its own
 * (its owner is then the administrator, under no monthly limit, as the first run's is).
 */
async function generalWriterLoad(env) {
  const database = await freshPostgres();
  const server = await startServer({ ...env, DATABASE_URL: database.url, BENCH_SUBMISSION_WRITER: 'transaction' });
  try {
    const form = await publishedForm(server.url);
    const result = await load(`${server.url}/form/view/${form.uuid}`, BODIES.page);
    return { ...result, stored: await form.responseCount() };
  } finally {
    await server.stop();
    await database.drop();
  }
}

async function measure(label, env) {
  const measured = await measureWriter(label, env);
  if (!env.DATABASE_URL) return measured;
  const general = await generalWriterLoad(env);
  return {
    ...measured,
    general,
    acknowledged: measured.acknowledged + general.acknowledged,
    stored: measured.stored + general.stored,
    errors: measured.errors + general.errors,
  };
}

async function measureWriter(label, env) {
  const server = await startServer(env);
  try {
    const form = await publishedForm(server.url);
    const paths = {};
    let floor;
    let peak = 0;
    for (const [name, setup] of Object.entries(BODIES)) {
      if (name === 'page') floor = await floorLoad(env);
      // The server's memory under each load (not while the floor runs), against its budget.
      const memory = watchPeakRss(server.pid);
      const cpuBefore = cpuSeconds(server.pid);
      paths[name] = await load(`${server.url}/form/view/${form.uuid}`, setup);
      // The server's CPU per acknowledged submission, in µs: steadier than the rate on a busy machine.
      paths[name].cpuMicros = ((cpuSeconds(server.pid) - cpuBefore) * 1e6) / Math.max(paths[name].acknowledged, 1);
      paths[name].peak = memory.stop().peak;
      peak = Math.max(peak, paths[name].peak);
    }
    const stored = await form.responseCount();
    const acknowledged = Object.values(paths).reduce((sum, p) => sum + p.acknowledged, 0);
    const errors = Object.values(paths).reduce((sum, p) => sum + p.errors, 0) + floor.errors;
    return {
      label,
      paths,
      floor,
      peak,
      rps: paths.json.rps,
      acknowledged,
      stored,
      errors,
      pageRatio: paths.page.rps / paths.urlencoded.rps,
      floorRatio: paths.page.rps / floor.rps,
    };
  } finally {
    await server.stop();
  }
}

export async function run() {
  const { runs, skipped } = await measureOnBothDatabases(measure);
  const line = (r) =>
    `${r.label}: ${Object.entries(r.paths)
      .map(
        ([name, p]) =>
          `${name} ${Math.round(p.rps)}/s (p99 ${p.p99} ms, ${Math.round(p.cpuMicros)} µs CPU each, ${Math.round(p.peak)} MB)`,
      )
      .join(
        ', ',
      )}; the page's path at ${r.pageRatio.toFixed(2)}× urlencoded; ${r.acknowledged} acknowledged, ${r.stored} stored, ${r.errors} errors; server memory at its peak ${r.peak.toFixed(0)} MB (budget < ${SERVER_MEMORY_MB})`;
  const floorLine = (r) =>
    `${r.label} floor (bare Node in its own process, one transaction a submission): ${Math.round(r.floor.rps)}/s (p99 ${r.floor.p99} ms): the page's path at ${r.floorRatio.toFixed(2)}× the floor (budget ≥ ${FLOOR_RATIOS[r.label]}×${r.floorRatio >= FLOOR_RATIOS[r.label] ? '' : ': MISSED'})`;
  const generalLine = (r) =>
    `${r.label}, batches in one transaction of the general path (BENCH_SUBMISSION_WRITER=transaction): page ${Math.round(r.general.rps)}/s (p99 ${r.general.p99} ms), ${r.general.errors} errors: the one-statement writer's page path at ${(r.paths.page.rps / r.general.rps).toFixed(2)}× it`;
  return {
    runs,
    lines: [...runs.flatMap((r) => [line(r), floorLine(r), ...(r.general ? [generalLine(r)] : [])]), ...skipped],
    budgetText: `≥ ${BUDGET} submissions/s (JSON) on each database, the page's own path ≥ ${PAGE_RATIO}× urlencoded and ≥ ${FLOOR_RATIOS.SQLite}× / ${FLOOR_RATIOS.PostgreSQL}× the one-transaction floor (SQLite / PostgreSQL), every acknowledged submission stored, the server under ${SERVER_MEMORY_MB} MB at its peak`,
  };
}

export const budget = (r) =>
  r.runs.every(
    (x) =>
      x.rps >= BUDGET &&
      x.pageRatio >= PAGE_RATIO &&
      x.floorRatio >= FLOOR_RATIOS[x.label] &&
      x.errors === 0 &&
      x.stored >= x.acknowledged &&
      x.peak < SERVER_MEMORY_MB,
  );
