// Issue #11 budgets, with 1,000,000 submissions of a 10-question form on SQLite and on
// PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL): first page of the list ≤ 50 ms,
// a filtered page ≤ 200 ms, statistics ≤ 1 s, streamed CSV ≥ 50,000 rows/s with the
// server's memory growing < 100 MB. The rows are seeded in bulk by SQL beside the server.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { freshPostgres, onBothDatabases, startServer, timed, watchPeakRss } from './support.mjs';
import { publishedForm } from './forms-fixture.mjs';

export const name = 'data: 1,000,000 submissions of a 10-question form — list, filtered list, statistics, streamed CSV, on SQLite and PostgreSQL';
// While iterating: BENCH_DATA_ROWS=200000 for fewer rows, BENCH_DATA_ONLY=sqlite|postgres for one database.
const ROWS = Number(process.env.BENCH_DATA_ROWS ?? 1_000_000);
const ONLY = process.env.BENCH_DATA_ONLY;
const BUDGETS = { firstPage: 50, filteredPage: 200, statistics: 1_000, csvRowsPerSecond: 50_000, csvMemoryMb: 100 };

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
/** The fixture's questions whose answers the writes count by value (answer_counts): Number, Radio, Checkbox, Dropdown, RatingScale. */
const COUNTED_QUESTIONS = '4, 5, 6, 7, 8';
const QUESTIONS = 'select 1 as q union all select 2 union all select 3 union all select 4 union all select 5 union all select 6 union all select 7 union all select 8 union all select 9 union all select 10';

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



async function measure(label, env, seed) {
  const server = await startServer(env);
  try {
    const form = await publishedForm(server.url);
    const seedStart = performance.now();
    await seed(server, form.id);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const base = `${server.url}/api/users/${form.userId}/forms/${form.id}`;
    const get = async (url) => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${form.token}` } });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const firstPage = await timed(7, () => get(`${base}/submissions?limit=50`));
    const lastMonth = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const filteredPage = await timed(7, () => get(`${base}/submissions?limit=50&unread=true&from=${lastMonth}`));
    const statistics = await timed(3, () => get(`${base}/1/statistics`));
    // The seeded counters must be what the writes would have kept: every answer charted.
    const charted = await get(`${base}/1/statistics`);
    const colour = charted.elements.find((e) => e.questionId === 5);
    if (charted.responses !== ROWS || colour?.responseCount !== ROWS) throw new Error(`statistics count ${charted.responses} submissions, ${colour?.responseCount} colours, not ${ROWS}`);

    const memory = watchPeakRss(server.pid, 50);
    const start = performance.now();
    const response = await fetch(`${base}/submissions.csv`, { headers: { authorization: `Bearer ${form.token}` } });
    let lines = 0;
    for await (const chunk of response.body) for (const byte of chunk) if (byte === 10) lines += 1;
    const seconds = (performance.now() - start) / 1000;
    const { before, peak } = memory.stop();
    return { label, seedSeconds, firstPage, filteredPage, statistics, csvRows: lines - 1, csvRowsPerSecond: (lines - 1) / seconds, csvMemoryMb: peak - before };
  } finally {
    await server.stop();
  }
}

/** Both databases, or the one BENCH_DATA_ONLY names. */
async function onDatabases(onSqlite, onPostgres) {
  if (ONLY === 'sqlite') return { runs: [await onSqlite()], skipped: ['PostgreSQL skipped: BENCH_DATA_ONLY=sqlite'] };
  if (ONLY !== 'postgres') return onBothDatabases(onSqlite, onPostgres);
  const database = await freshPostgres();
  if (!database) throw new Error('BENCH_DATA_ONLY=postgres: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  try {
    return { runs: [await onPostgres(database.url)], skipped: ['SQLite skipped: BENCH_DATA_ONLY=postgres'] };
  } finally {
    await database.drop();
  }
}

export async function run() {
  const { runs, skipped } = await onDatabases(
    () => measure('SQLite', {}, (server, formId) => seedSqlite(server.dataDir, formId)),
    (url) => measure('PostgreSQL', { DATABASE_URL: url }, (_server, formId) => seedPostgres(url, formId)),
  );
  const ms = (n) => `${n.toFixed(1)} ms`;
  return {
    runs,
    lines: [
      ...runs.map(
        (r) =>
          `${r.label}: seeded in ${r.seedSeconds.toFixed(0)} s; first page ${ms(r.firstPage)}, filtered page ${ms(r.filteredPage)}, statistics ${ms(r.statistics)}, CSV ${r.csvRows} rows at ${Math.round(r.csvRowsPerSecond)} rows/s, memory +${r.csvMemoryMb.toFixed(0)} MB`,
      ),
      ...skipped,
    ],
    budgetText: `${ROWS} rows: first page ≤ ${BUDGETS.firstPage} ms, filtered ≤ ${BUDGETS.filteredPage} ms, statistics ≤ ${BUDGETS.statistics} ms, CSV ≥ ${BUDGETS.csvRowsPerSecond} rows/s in < ${BUDGETS.csvMemoryMb} MB`,
  };
}

export const budget = (r) =>
  r.runs.every(
    (x) =>
      x.firstPage <= BUDGETS.firstPage &&
      x.filteredPage <= BUDGETS.filteredPage &&
      x.statistics <= BUDGETS.statistics &&
      x.csvRowsPerSecond >= BUDGETS.csvRowsPerSecond &&
      x.csvMemoryMb < BUDGETS.csvMemoryMb &&
      x.csvRows === ROWS,
  );
