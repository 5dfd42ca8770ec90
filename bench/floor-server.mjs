// A floor: the least a bare Node server can do for the same request, started by a bench in a
// process of its own (as the server under test runs), so that it competes with the load tool
// for the cores as the server does, and never for one event loop. `startFloor` in support.mjs
// starts it; it prints {"port": …} on its first line once it listens.
//
//   FLOOR=page           responds to every request with the bytes and headers in FLOOR_PAGE (a JSON
//                        file: { headers, body (base64) }), as captured from the real page.
//   FLOOR=intake         per POST, reads the urlencoded body and stores it in one transaction: a
//                        submission row (its Idempotency-Key unique per form) and a row per
//                        answered question, on SQLite (FLOOR_SQLITE, a file: WAL,
//                        synchronous=FULL, as the server opens it) or PostgreSQL
//                        (FLOOR_DATABASE_URL, a pool of 20 as the server's).
import http from 'node:http';
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';

const SCHEMA = [
  'create table if not exists floor_submissions (id integer primary key, form_id integer not null, idempotency_key text, created_at text not null)',
  'create unique index if not exists floor_submissions_key on floor_submissions (form_id, idempotency_key)',
  'create table if not exists floor_answers (submission_id integer not null, question text not null, value text not null)',
  'create index if not exists floor_answers_submission on floor_answers (submission_id)',
];

/** The answers of a urlencoded body, one per question (a list for several values). */
function answersOf(body) {
  const answers = new Map();
  for (const [name, value] of new URLSearchParams(body)) {
    const before = answers.get(name);
    answers.set(name, before === undefined ? value : [before, value].flat());
  }
  return [...answers].map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]);
}

function pageHandler() {
  const page = JSON.parse(fs.readFileSync(process.env.FLOOR_PAGE, 'utf8'));
  const body = Buffer.from(page.body, 'base64');
  const headers = { ...page.headers, 'content-length': body.length };
  return (_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  };
}

async function sqliteStore(file) {
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  for (const statement of SCHEMA) db.exec(statement);
  const submission = db.prepare(
    'insert into floor_submissions (form_id, idempotency_key, created_at) values (1, ?, ?)',
  );
  const answer = db.prepare('insert into floor_answers (submission_id, question, value) values (?, ?, ?)');
  return async (key, answers) => {
    db.exec('begin immediate');
    try {
      const id = submission.run(key, new Date().toISOString()).lastInsertRowid;
      for (const [question, value] of answers) answer.run(id, question, value);
      db.exec('commit');
      return Number(id);
    } catch (error) {
      db.exec('rollback');
      throw error;
    }
  };
}

async function postgresStore(url) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  for (const statement of SCHEMA)
    await pool.query(statement.replace('id integer primary key', 'id bigserial primary key'));
  return async (key, answers) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query(
        'insert into floor_submissions (form_id, idempotency_key, created_at) values (1, $1, $2) returning id',
        [key, new Date().toISOString()],
      );
      const id = rows[0].id;
      const values = answers.map((_, i) => `($1, $${i * 2 + 2}, $${i * 2 + 3})`).join(', ');
      await client.query(`insert into floor_answers (submission_id, question, value) values ${values}`, [
        id,
        ...answers.flat(),
      ]);
      await client.query('commit');
      return Number(id);
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
}

async function intakeHandler() {
  const store = process.env.FLOOR_DATABASE_URL
    ? await postgresStore(process.env.FLOOR_DATABASE_URL)
    : await sqliteStore(process.env.FLOOR_SQLITE);
  return (request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const key = request.headers['idempotency-key'] ?? randomUUID();
      store(key, answersOf(Buffer.concat(chunks).toString('utf8'))).then(
        (id) => {
          response.writeHead(201, { 'content-type': 'application/json; charset=utf-8' });
          response.end(JSON.stringify({ id }));
        },
        (error) => {
          response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
          response.end(JSON.stringify({ message: String(error) }));
        },
      );
    });
  };
}

const handler = process.env.FLOOR === 'page' ? pageHandler() : await intakeHandler();
const server = http.createServer(handler);
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
