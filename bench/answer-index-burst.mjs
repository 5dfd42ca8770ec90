// SQLite's index of the answers' text is written behind the writes, in the writer's lulls
// (docs/decisions/013-answer-search-behind-writes.md). This shows it: a burst of JSON submissions
// (50 connections, BURST seconds, 10 by default) then quiet, the highest answer id and the index's
// watermark read every 250 ms beside the server, and the server's CPU per submission during the
// burst and while the index catches up after it. Not a budgeted bench: run it by hand after
// `npm run build`, `node bench/answer-index-burst.mjs` (Node 24).
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import autocannon from 'autocannon';
import { cpuSeconds, startServer } from './support.mjs';
import { ANSWERS, publishedForm } from './forms-fixture.mjs';

const BURST = Number(process.env.BURST ?? 10);
const server = await startServer({});
const form = await publishedForm(server.url);
const db = new DatabaseSync(path.join(server.dataDir, 'formbuilder.sqlite'), { readOnly: true });
const t0 = performance.now();
const samples = [];
const sample = () => {
  const r = db
    .prepare('select (select max(id) from entries) as top, (select indexed_up_to from answer_search_state) as w')
    .get();
  samples.push({
    t: ((performance.now() - t0) / 1000).toFixed(2),
    top: r.top,
    w: r.w,
    cpu: cpuSeconds(server.pid).toFixed(2),
  });
};
const timer = setInterval(sample, 250);
const cpu0 = cpuSeconds(server.pid);
const result = await autocannon({
  url: `${server.url}/form/view/${form.uuid}`,
  connections: 50,
  duration: BURST,
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json' },
  body: JSON.stringify(ANSWERS),
});
const cpuBurst = cpuSeconds(server.pid) - cpu0;
const burstEnd = samples.at(-1);
const acknowledged = result['2xx'];
// Wait for the index to catch up.
for (let i = 0; i < 240; i += 1) {
  await new Promise((r) => setTimeout(r, 250));
  const last = samples.at(-1);
  if (last && last.top === last.w) break;
}
clearInterval(timer);
sample();
const cpuAll = cpuSeconds(server.pid) - cpu0;
const caught = samples.find((s) => Number(s.t) > BURST && s.top === s.w);
console.log(
  JSON.stringify({
    acknowledged,
    rps: result.requests.average,
    cpuBurstMicrosEach: (cpuBurst * 1e6) / acknowledged,
    cpuAfterMicrosEach: ((cpuAll - cpuBurst) * 1e6) / acknowledged,
    atBurstEnd: burstEnd,
    caughtUpAt: caught,
  }),
);
console.log(
  samples
    .filter((_, i) => i % 4 === 0)
    .map((s) => `${s.t}s top ${s.top} w ${s.w} cpu ${s.cpu}`)
    .join('\n'),
);
db.close();
await server.stop();
