// Mixed load: for five minutes (BENCH_MIXED_SECONDS), on SQLite and on PostgreSQL,
// visitors view the public page and submit (some with a file, some after saving their answers
// page by page as partial responses) while owners list submissions and partials, chart them and
// export them as CSV. Reported per kind: count, rate, p50/p99; and the server's
// peak resident memory, which must stay under 250 MB, with no 5xx answer.
import autocannon from 'autocannon';
import { measureOnBothDatabases, SERVER_MEMORY_MB, startServer, watchPeakRss } from './support.mjs';
import { ANSWERS, ANSWERS_URLENCODED, publishedForm } from './forms-fixture.mjs';

export const name =
  'mixed load: page views, submissions (some with a file, some saved as partials first), owners listing, charting and exporting, side by side, SQLite and PostgreSQL';

const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 300);
const MEMORY_MB = SERVER_MEMORY_MB;

const BOUNDARY = '----formbuilder-mixed';
const withFile = Buffer.concat([
  Buffer.from(
    Object.entries(ANSWERS)
      .flatMap(([key, value]) =>
        [value]
          .flat()
          .map((item) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${item}\r\n`),
      )
      .join('') +
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="q_12"; filename="notes.txt"\r\ncontent-type: text/plain\r\n\r\n`,
  ),
  Buffer.alloc(50 * 1024, 'notes of the visit\n'),
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

/** Calls `call` in a loop until `until`, keeping each call's time and whether it failed on the server. */
async function loop(until, call) {
  const ms = [];
  let serverErrors = 0;
  while (performance.now() < until) {
    const start = performance.now();
    const status = await call();
    ms.push(performance.now() - start);
    if (status >= 500) serverErrors += 1;
  }
  return { ms, serverErrors };
}

function summary(label, calls, seconds) {
  const ms = calls.flatMap((c) => c.ms).sort((a, b) => a - b);
  const at = (q) => ms[Math.min(ms.length - 1, Math.floor(ms.length * q))] ?? 0;
  return {
    label,
    count: ms.length,
    rate: ms.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    serverErrors: calls.reduce((sum, c) => sum + c.serverErrors, 0),
  };
}

async function measure(label, env) {
  const server = await startServer({ ...env, BENCH_QUIET: '1' });
  try {
    const form = await publishedForm(server.url);
    // A second form of two pages, with a File question on the second, that keeps partial responses:
    // for the submissions that carry a file and for the visitors who save as they go.
    const owner = { authorization: `Bearer ${form.token}`, 'content-type': 'application/json' };
    const formsUrl = `${server.url}/api/users/${form.userId}/forms`;
    const draft = await (await fetch(`${formsUrl}/${form.id}`, { headers: owner })).json();
    const elements = [
      ...draft.props.elements.filter((e) => e.type !== 'Button'),
      { id: 14, type: 'PageBreak' },
      { id: 12, type: 'File', label: 'Notes' },
      { id: 13, type: 'Button', buttonText: 'Send' },
    ];
    const created = await (
      await fetch(formsUrl, {
        method: 'POST',
        headers: owner,
        body: JSON.stringify({
          id: null,
          title: 'Mixed with files',
          private: 0,
          props: { ...draft.props, elements, partial: { enabled: true } },
        }),
      })
    ).json();
    await fetch(`${formsUrl}/${created.id}/publish`, {
      method: 'POST',
      headers: { authorization: owner.authorization },
    });

    const memory = watchPeakRss(server.pid);
    const start = performance.now();
    const until = start + SECONDS * 1000;
    const page = `${server.url}/form/view/${form.uuid}`;
    const cannon = (options) =>
      autocannon({ url: page, duration: SECONDS, ...options }).then((r) => ({
        count: r.requests.total,
        rate: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        serverErrors: r['5xx'] ?? 0,
      }));
    const urlencoded = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
    const post = async (url, body) => {
      const r = await fetch(url, { method: 'POST', headers: urlencoded, body });
      return { status: r.status, body: await r.json() };
    };
    const [views, submissions, files, partials, lists, charts, exports] = await Promise.all([
      cannon({ connections: 8 }),
      cannon({
        connections: 8,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
            body: ANSWERS_URLENCODED,
          },
        ],
      }),
      Promise.all(
        Array.from({ length: 2 }, () =>
          loop(until, async () => {
            const r = await fetch(`${server.url}/form/view/${created.uuid}`, {
              method: 'POST',
              headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, accept: 'application/json' },
              body: withFile,
            });
            await r.arrayBuffer();
            return r.status;
          }),
        ),
      ),
      // A visitor who saves page 1, then page 2, then submits: three calls, one row kept throughout.
      Promise.all(
        Array.from({ length: 2 }, () =>
          loop(until, async () => {
            const partialUrl = `${server.url}/form/view/${created.uuid}/partial`;
            // A refusal here is a fault of the bench or the server: it stops the run in words.
            const expect = (step, answer, status) => {
              if (answer.status >= 500) return false;
              if (answer.status !== status) throw new Error(`${step}: ${answer.status} ${JSON.stringify(answer.body)}`);
              return true;
            };
            const first = await post(partialUrl, `${ANSWERS_URLENCODED}&_page=1&_partial=`);
            if (!expect('first save', first, 200)) return first.status;
            const token = encodeURIComponent(first.body.token);
            const second = await post(partialUrl, `${ANSWERS_URLENCODED}&_page=2&_partial=${token}`);
            if (!expect('second save', second, 200)) return second.status;
            const sent = await post(
              `${server.url}/form/view/${created.uuid}`,
              `${ANSWERS_URLENCODED}&_partial=${token}`,
            );
            expect('submit', sent, 201);
            return sent.status;
          }),
        ),
      ),
      Promise.all(
        Array.from({ length: 2 }, () =>
          loop(until, async () => {
            const r = await fetch(`${formsUrl}/${form.id}/submissions?orderBy=created_at&desc=true&limit=50`, {
              headers: owner,
            });
            await r.arrayBuffer();
            return r.status;
          }),
        ),
      ),
      Promise.all([
        loop(until, async () => {
          const r = await fetch(`${formsUrl}/${form.id}/1/statistics`, { headers: owner });
          await r.arrayBuffer();
          return r.status;
        }),
      ]),
      Promise.all([
        loop(until, async () => {
          const r = await fetch(`${formsUrl}/${form.id}/submissions.csv`, { headers: owner });
          // Read as a client does, chunk by chunk, without keeping it.
          for await (const chunk of r.body) void chunk;
          return r.status;
        }),
      ]),
    ]);
    const { before, peak } = memory.stop();
    const seconds = (performance.now() - start) / 1000;
    const kinds = [
      { label: 'page views', ...views },
      { label: 'submissions', ...submissions },
      summary('submissions with a 50 KB file', files, seconds),
      summary('visits saved as partials on 2 pages, then submitted', partials, seconds),
      summary('owner: list page', lists, seconds),
      summary('owner: statistics', charts, seconds),
      summary('owner: whole CSV', exports, seconds),
    ];
    return { label, seconds, before, peak, kinds, serverErrors: kinds.reduce((sum, k) => sum + k.serverErrors, 0) };
  } finally {
    await server.stop();
  }
}

export async function run() {
  const { runs, skipped } = await measureOnBothDatabases(measure);
  return {
    runs,
    lines: [
      ...runs.flatMap((r) => [
        `${r.label}, ${r.seconds.toFixed(0)} s: server memory ${r.before.toFixed(0)} → peak ${r.peak.toFixed(0)} MB; ${r.serverErrors} 5xx`,
        ...r.kinds.map(
          (k) =>
            `  ${k.label}: ${k.count} (${k.rate.toFixed(1)}/s), p50 ${k.p50.toFixed(1)} ms, p99 ${k.p99.toFixed(1)} ms`,
        ),
      ]),
      ...skipped,
    ],
    budgetText: `server memory under ${MEMORY_MB} MB at its peak, no 5xx, every kind of call served`,
  };
}

export function budget(result) {
  return result.runs.every((r) => r.peak < MEMORY_MB && r.serverErrors === 0 && r.kinds.every((k) => k.count > 0));
}
