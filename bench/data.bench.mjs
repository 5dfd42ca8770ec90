// The owner's data budgets, with 1,000,000 submissions of a 10-question form on SQLite and on
// PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL): first page of the list ≤ 50 ms,
// a filtered page ≤ 200 ms, a page filtered by answer ≤ 300 ms (its count included), statistics ≤ 1 s, streamed CSV ≥ 50,000 rows/s with the
// server's memory growing < 100 MB. The rows are seeded in bulk by SQL beside the server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { databaseUrl, runStatement } from '../scripts/postgres.mjs';
import { apiCall, cpuSeconds, freshPostgres, onBothDatabases, startServer, timed, watchPeakRss } from './support.mjs';
import { publishedForm } from './forms-fixture.mjs';

export const name =
  'data: 1,000,000 submissions of a 10-question form — list, filtered list, statistics, streamed CSV, on SQLite and PostgreSQL';
// While iterating: BENCH_DATA_ROWS=200000 for fewer rows, BENCH_DATA_ONLY=sqlite|postgres for one database.
const ROWS = Number(process.env.BENCH_DATA_ROWS ?? 1_000_000);
const ONLY = process.env.BENCH_DATA_ONLY;
// BENCH_DATA_KEEP=1 keeps the seeded databases (a SQLite folder in the temporary folder, a
// PostgreSQL database fb_bench_data_<rows>) and measures on them again next time: seeding a
// million submissions takes minutes on a busy machine. Delete them by hand when done.
const KEEP = process.env.BENCH_DATA_KEEP === '1';
// BENCH_DATA_NAME=<suffix> keeps another pair of databases (two builds measured side by side).
const KEPT_SUFFIX = process.env.BENCH_DATA_NAME ? `_${process.env.BENCH_DATA_NAME.replace(/\W/g, '')}` : '';
const KEPT_SQLITE_DIR = path.join(os.tmpdir(), `fb-bench-data-${ROWS}${KEPT_SUFFIX}`);
const KEPT_POSTGRES_NAME = `fb_bench_data_${ROWS}${KEPT_SUFFIX}`;
const KEPT_OWNER = { email: 'bench-data@example.com', password: 'bench password' };
const BUDGETS = {
  firstPage: 50,
  filteredPage: 200,
  answerPage: 300,
  statistics: 1_000,
  csvRowsPerSecond: 50_000,
  csvMemoryMb: 100,
};
/**
 * Filters by answer (docs/product.md §B7), each a page with its "N matching" count: a choice a
 * third of the answers have, and a text search that few match (the count reads every submission).
 */
const ANSWER_FILTERS = {
  'equals on a choice': ['7:equals:Japan'],
  'contains on text': ['10:contains:comment 4242'],
  'choice and number': ['5:equals:r', '4:greaterThan:70'],
};

/** The answer to question q of submission i, as the intake stores it (the fixture's 10 questions). */
const answerSql = (id) => `case q
  when 1 then 'Person ' || ${id}
  when 2 then 'p' || ${id} || '@example.com'
  when 3 then '+33 6 12 34 56 78'
  when 4 then cast(18 + ${id} % 60 as text)
  when 5 then case ${id} % 3 when 0 then 'r' when 1 then 'g' else 'b' end
  when 6 then case ${id} % 2 when 0 then '["cat","fish"]' else '["dog"]' end
  when 7 then case ${id} % 3 when 0 then 'France' when 1 then 'Japan' else 'Peru' end
  when 8 then cast(1 + ${id} % 5 as text)
  when 9 then '1990-01-01'
  else 'Comment ' || ${id} end`;
/** The fixture's questions whose answers the writes count by value (answer_counts): Number, Radio, Checkbox, Dropdown, RatingScale, Date. */
const COUNTED_QUESTIONS = '4, 5, 6, 7, 8, 9';
const QUESTIONS =
  'select 1 as q union all select 2 union all select 3 union all select 4 union all select 5 union all select 6 union all select 7 union all select 8 union all select 9 union all select 10';

/** The answers' counters, as the writes keep them (the form has none before the seed). */
const countAnswersSql = (formId) => `insert into answer_counts (form_id, question_id, value_key, n)
  select form_id, question_id, value_key, count(*) from entries
  where form_id = ${formId} and question_id in (${COUNTED_QUESTIONS}) and value_key <> ''
  group by form_id, question_id, value_key`;

function seedSqlite(dataDir, formId) {
  const db = new DatabaseSync(path.join(dataDir, 'formbuilder.sqlite'));
  db.exec('PRAGMA busy_timeout = 10000');
  db.exec('BEGIN');
  // One submission every 30 s going back about a year; a third unread.
  db.exec(`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
    insert into submissions (form_id, version, created_at, read, completion_time)
    select ${formId}, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i * 30) || ' seconds'), case when i % 3 = 0 then 0 else 1 end, 30 + i % 300 from n`);
  db.exec(`insert into entries (submission_id, question_id, value, form_id)
    select s.id, q.q, ${answerSql('s.id')}, ${formId} from submissions s cross join (${QUESTIONS}) q where s.form_id = ${formId}`);
  db.exec(`insert or replace into form_stats (form_id, submissions, unread, views, completion_sum, completion_count)
    select ${formId}, count(*), sum(case when read = 0 then 1 else 0 end), ${ROWS * 2}, coalesce(sum(completion_time), 0), count(completion_time) from submissions where form_id = ${formId}`);
  db.exec(countAnswersSql(formId));
  db.exec('COMMIT');
  db.exec('ANALYZE');
  db.close();
}

async function seedPostgres(url, formId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query(`insert into submissions (form_id, version, created_at, read, completion_time)
    select ${formId}, 1, to_char((now() - (i * interval '30 seconds')) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), case when i % 3 = 0 then 0 else 1 end, 30 + i % 300
    from generate_series(1, ${ROWS}) i`);
  await client.query(`insert into entries (submission_id, question_id, value, form_id)
    select s.id, q.q, ${answerSql('s.id')}, ${formId} from submissions s cross join (${QUESTIONS}) q where s.form_id = ${formId}`);
  await client.query(`insert into form_stats (form_id, submissions, unread, views, completion_sum, completion_count)
    select ${formId}, count(*), sum(case when read = 0 then 1 else 0 end), ${ROWS * 2}, coalesce(sum(completion_time), 0), count(completion_time) from submissions where form_id = ${formId}
    on conflict (form_id) do update set submissions = excluded.submissions, unread = excluded.unread, views = excluded.views,
      completion_sum = excluded.completion_sum, completion_count = excluded.completion_count`);
  await client.query(countAnswersSql(formId));
  await client.query('commit');
  // As autovacuum would after such a load: the visibility map lets counts read the index alone.
  await client.query('vacuum analyze');
  await client.end();
}

/** Waits for the server's health (migrations on a kept million-row database take a while). */
async function healthy(url) {
  for (let i = 0; i < 3_000; i += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

/**
 * The seeded form: on a kept database seeded before (a marker file says which form), the kept
 * owner logs in again; otherwise a new form, seeded now (recorded when kept).
 */
async function seededForm(server, seed, marker) {
  if (marker && fs.existsSync(marker)) {
    const { formId, userId } = JSON.parse(fs.readFileSync(marker, 'utf8'));
    const { token } = await apiCall(`${server.url}/api/users/login`, 'POST', KEPT_OWNER);
    return { form: { id: formId, userId, token }, seedSeconds: 0 };
  }
  const form = await publishedForm(server.url, marker ? KEPT_OWNER : undefined);
  const seedStart = performance.now();
  await seed(server, form.id);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  if (marker) fs.writeFileSync(marker, JSON.stringify({ formId: form.id, userId: form.userId }));
  return { form, seedSeconds };
}

/**
 * SQLite's index of the answers' text is written behind the writes (docs/decisions/013): the seed
 * bypasses the writer, so the server indexes the seeded answers in the background. The searches are
 * measured once it has caught up; how long that took, the server's CPU for it and the index's size
 * are reported. Null where the build has no such index (an earlier build, PostgreSQL).
 */
async function answerIndexCaughtUp(server) {
  const file = path.join(server.dataDir, 'formbuilder.sqlite');
  if (!fs.existsSync(file)) return null;
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const has = db.prepare("select 1 from sqlite_master where name = 'answer_search_state'").get();
    if (!has) return null;
    const start = performance.now();
    const cpuBefore = cpuSeconds(server.pid);
    const lag = () => {
      const row = db
        .prepare('select (select max(id) from entries) - (select indexed_up_to from answer_search_state) as lag')
        .get();
      return Number(row?.lag ?? 0);
    };
    while (lag() > 0) await new Promise((r) => setTimeout(r, 500));
    const seconds = (performance.now() - start) / 1000;
    const cpu = cpuSeconds(server.pid) - cpuBefore;
    const pages = (table) =>
      Number(db.prepare(`select count(*) as n from dbstat where name like '${table}%'`).get()?.n ?? 0);
    let sizes = null;
    try {
      const pageSize = Number(db.prepare('pragma page_size').get()?.page_size ?? 4096);
      sizes = { indexMb: (pages('answer_trigrams') * pageSize) / 1e6, entriesMb: (pages('entries') * pageSize) / 1e6 };
    } catch {
      // dbstat is not built into every SQLite
    }
    return { seconds, cpuSeconds: cpu, sizes };
  } finally {
    db.close();
  }
}

async function measure(label, env, seed, { dataDir, marker } = {}) {
  const server = await startServer(env, { dataDir });
  try {
    await healthy(server.url);
    const { form, seedSeconds } = await seededForm(server, seed, marker);
    const answerIndex = await answerIndexCaughtUp(server);
    const base = `${server.url}/api/users/${form.userId}/forms/${form.id}`;
    // A seed slower than the server's keep-alive (a busy machine) leaves the client's pooled socket
    // closed by the server; the first call after it is sent once more, on a fresh connection.
    const send = (url) =>
      fetch(url, { headers: { authorization: `Bearer ${form.token}` } }).catch((error) => {
        if (!['EPIPE', 'ECONNRESET', 'UND_ERR_SOCKET'].includes(error?.cause?.code)) throw error;
        return fetch(url, { headers: { authorization: `Bearer ${form.token}` } });
      });
    const get = async (url) => {
      const response = await send(url);
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const firstPage = await timed(7, () => get(`${base}/submissions?limit=50`));
    const lastMonth = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const filteredPage = await timed(7, () => get(`${base}/submissions?limit=50&unread=true&from=${lastMonth}`));
    const answerPages = {};
    for (const [name, answers] of Object.entries(ANSWER_FILTERS)) {
      const search = answers.map((a) => `&answer=${encodeURIComponent(a)}`).join('');
      answerPages[name] = await timed(5, () => get(`${base}/submissions?limit=50${search}`));
    }
    const statistics = await timed(3, () => get(`${base}/1/statistics`));
    // The seeded counters must be what the writes would have kept: every answer charted.
    const charted = await get(`${base}/1/statistics`);
    const colour = charted.elements.find((e) => e.questionId === 5);
    if (charted.responses !== ROWS || colour?.responseCount !== ROWS)
      throw new Error(
        `statistics count ${charted.responses} submissions, ${colour?.responseCount} colours, not ${ROWS}`,
      );

    const memory = watchPeakRss(server.pid, 50);
    const start = performance.now();
    const response = await fetch(`${base}/submissions.csv`, { headers: { authorization: `Bearer ${form.token}` } });
    let lines = 0;
    for await (const chunk of response.body) for (const byte of chunk) if (byte === 10) lines += 1;
    const seconds = (performance.now() - start) / 1000;
    const { before, peak } = memory.stop();
    return {
      label,
      seedSeconds,
      answerIndex,
      firstPage,
      filteredPage,
      answerPages,
      statistics,
      csvRows: lines - 1,
      csvRowsPerSecond: (lines - 1) / seconds,
      csvMemoryMb: peak - before,
    };
  } finally {
    await server.stop({ keepData: KEEP });
  }
}

/** The kept SQLite folder (BENCH_DATA_KEEP) and the marker of its seeded form. */
function keptSqlite() {
  fs.mkdirSync(KEPT_SQLITE_DIR, { recursive: true });
  return { dataDir: KEPT_SQLITE_DIR, marker: path.join(KEPT_SQLITE_DIR, 'bench-form.json') };
}

/** The kept PostgreSQL database (BENCH_DATA_KEEP), made the first time; never dropped. */
async function keptPostgres() {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) return null;
  const found = await runStatement(base, 'select 1 from pg_database where datname = $1', [KEPT_POSTGRES_NAME]);
  if (found.length === 0) await runStatement(base, `create database ${KEPT_POSTGRES_NAME}`);
  return { url: databaseUrl(base, KEPT_POSTGRES_NAME), drop: async () => {} };
}

/** Both databases, or the one BENCH_DATA_ONLY names. */
async function onDatabases(onSqlite, onPostgres) {
  if (ONLY === 'sqlite') return { runs: [await onSqlite()], skipped: ['PostgreSQL skipped: BENCH_DATA_ONLY=sqlite'] };
  if (ONLY !== 'postgres' && !KEEP) return onBothDatabases(onSqlite, onPostgres);
  const runs = ONLY === 'postgres' ? [] : [await onSqlite()];
  const database = KEEP ? await keptPostgres() : await freshPostgres();
  if (!database && ONLY !== 'postgres')
    return { runs, skipped: ['PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL'] };
  if (!database) throw new Error('BENCH_DATA_ONLY=postgres: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  try {
    runs.push(await onPostgres(database.url));
    return { runs, skipped: ONLY === 'postgres' ? ['SQLite skipped: BENCH_DATA_ONLY=postgres'] : [] };
  } finally {
    await database.drop();
  }
}

export async function run() {
  const { runs, skipped } = await onDatabases(
    () => measure('SQLite', {}, (server, formId) => seedSqlite(server.dataDir, formId), KEEP ? keptSqlite() : {}),
    (url) =>
      measure(
        'PostgreSQL',
        { DATABASE_URL: url },
        (_server, formId) => seedPostgres(url, formId),
        KEEP ? { marker: path.join(os.tmpdir(), `${KEPT_POSTGRES_NAME}.json`) } : {},
      ),
  );
  const ms = (n) => `${n.toFixed(1)} ms`;
  const indexed = (i) =>
    i === null
      ? ''
      : ` answers indexed behind the writes in ${i.seconds.toFixed(0)} s (${i.cpuSeconds.toFixed(0)} s server CPU${
          i.sizes ? `, ${i.sizes.indexMb.toFixed(0)} MB beside ${i.sizes.entriesMb.toFixed(0)} MB of entries` : ''
        });`;
  return {
    runs,
    lines: [
      ...runs.map(
        (r) =>
          `${r.label}: seeded in ${r.seedSeconds.toFixed(0)} s;${indexed(r.answerIndex)} first page ${ms(r.firstPage)}, filtered page ${ms(r.filteredPage)}, by answer ${Object.entries(
            r.answerPages,
          )
            .map(([name, time]) => `(${name}) ${ms(time)}`)
            .join(
              ', ',
            )}, statistics ${ms(r.statistics)}, CSV ${r.csvRows} rows at ${Math.round(r.csvRowsPerSecond)} rows/s, memory +${r.csvMemoryMb.toFixed(0)} MB`,
      ),
      ...skipped,
    ],
    budgetText: `${ROWS} rows: first page ≤ ${BUDGETS.firstPage} ms, filtered ≤ ${BUDGETS.filteredPage} ms, by answer ≤ ${BUDGETS.answerPage} ms, statistics ≤ ${BUDGETS.statistics} ms, CSV ≥ ${BUDGETS.csvRowsPerSecond} rows/s in < ${BUDGETS.csvMemoryMb} MB`,
  };
}

export const budget = (r) =>
  r.runs.every(
    (x) =>
      x.firstPage <= BUDGETS.firstPage &&
      x.filteredPage <= BUDGETS.filteredPage &&
      Object.values(x.answerPages).every((time) => time <= BUDGETS.answerPage) &&
      x.statistics <= BUDGETS.statistics &&
      x.csvRowsPerSecond >= BUDGETS.csvRowsPerSecond &&
      x.csvMemoryMb < BUDGETS.csvMemoryMb &&
      x.csvRows === ROWS,
  );
