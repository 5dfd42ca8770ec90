// The deliveries budget (with a SIGKILL fault): 10,000 submissions, every other one with a
// file, with the e-mail and a webhook active, the webhook's
// receiver failing the first two tries of each delivery, the server killed with SIGKILL in the
// middle and started again: every acknowledged submission reaches the local SMTP server and
// the receiver, none lost; a delivery repeated only where the receiver's answer was lost with
// the process, and then with the same webhook-id; every submission stored once (clients retry
// with their key) and every file present. On SQLite and PostgreSQL; the delivery rate is reported.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { apiCall, measureOnBothDatabases, startServer } from './support.mjs';

export const name =
  'deliveries: 10,000 submissions (half with a file) with e-mail and a webhook (2 failed tries each), SIGKILL and restart in the middle, SQLite and PostgreSQL';
const SUBMISSIONS = Number(process.env.BENCH_DELIVERY_SUBMISSIONS ?? 10_000);
const CONCURRENCY = 20;
const DEADLINE_MS = 15 * 60_000;
const REF = /sub-(\d+)-ref/g;

/** A local SMTP server keeping, per submission reference, how many mails arrived, and the last mail per address. */
async function smtpReceiver() {
  const mails = new Map();
  const lastTo = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        // Quoted-printable soft breaks joined, so links and references read whole.
        const text = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '');
        for (const to of session.envelope.rcptTo) lastTo.set(to.address, text);
        for (const ref of new Set([...text.matchAll(REF)].map((m) => m[1]))) mails.set(ref, (mails.get(ref) ?? 0) + 1);
        callback();
      });
    },
  });
  // The killed server's pooled connections end abruptly: not this receiver's failure.
  server.on('error', () => undefined);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    mails,
    lastTo,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A webhook receiver responding with 500 to the first two tries of each webhook-id, then 204. */
async function webhookReceiver() {
  const tries = new Map();
  const delivered = new Map();
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const id = String(request.headers['webhook-id']);
      const n = (tries.get(id) ?? 0) + 1;
      tries.set(id, n);
      if (n <= 2) return response.writeHead(500).end();
      const ref = /sub-(\d+)-ref/.exec(Buffer.concat(chunks).toString('utf8'))?.[1];
      if (ref) delivered.set(ref, [...(delivered.get(ref) ?? []), id]);
      return response.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    delivered,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The first account (admin: no plan limits), verified through the mail it receives. */
async function owner(baseUrl, smtp) {
  const email = 'bench-owner@example.com';
  const password = 'bench password';
  await apiCall(`${baseUrl}/api/users/signup`, 'POST', { email, password });
  for (let i = 0; i < 100 && !smtp.lastTo.has(email); i += 1) await new Promise((r) => setTimeout(r, 50));
  const [, userId, code] = /\/verify\/(\d+)\/([\w-]+)/.exec(smtp.lastTo.get(email) ?? '') ?? [];
  if (!code) throw new Error('No verification mail arrived.');
  await apiCall(`${baseUrl}/api/users/${userId}/verify/${code}`, 'GET');
  return apiCall(`${baseUrl}/api/users/login`, 'POST', { email, password });
}

async function formWithIntegrations(baseUrl, auth, hookOrigin) {
  const base = `${baseUrl}/api/users/${auth.user_id}/forms`;
  const elements = [
    { id: 1, type: 'TextBox', label: 'Reference' },
    { id: 3, type: 'File', label: 'Attachment' },
    { id: 2, type: 'Button', buttonText: 'Send' },
  ];
  const draft = {
    id: null,
    title: 'Delivery bench',
    private: 0,
    props: { elements, integrations: [], rules: [], tags: [] },
  };
  const { id, uuid } = await apiCall(base, 'POST', draft, auth.token);
  const hook = await apiCall(`${base}/${id}/webhooks`, 'POST', { url: `${hookOrigin}/hooks` }, auth.token);
  const integrations = [
    { type: 'email', to: '', active: true },
    { type: 'webhook', id: hook.id, url: hook.url, active: true },
  ];
  await apiCall(base, 'PUT', { ...draft, id, uuid, props: { ...draft.props, integrations } }, auth.token);
  await apiCall(`${base}/${id}/publish`, 'POST', undefined, auth.token);
  return uuid;
}

const BOUNDARY = '----formbuilder-deliveries';
/** Odd submissions carry a small file (multipart, as the page sends one); even ones are urlencoded. */
function bodyOf(n) {
  if (n % 2 === 0) return { type: 'application/x-www-form-urlencoded', body: `q_1=sub-${n}-ref` };
  const parts = [
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="q_1"\r\n\r\nsub-${n}-ref\r\n`,
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="q_3"; filename="note-${n}.txt"\r\ncontent-type: text/plain\r\n\r\nThe attachment of submission ${n}.\r\n`,
    `--${BOUNDARY}--\r\n`,
  ];
  return { type: `multipart/form-data; boundary=${BOUNDARY}`, body: parts.join('') };
}

/** Posts one submission until it is acknowledged, always with its own key (a retry gets the first answer). */
async function submit(server, uuid, n) {
  const key = randomUUID();
  const { type, body } = bodyOf(n);
  for (;;) {
    try {
      const response = await fetch(`${server.current.url}/form/view/${uuid}`, {
        method: 'POST',
        headers: { 'content-type': type, accept: 'application/json', 'idempotency-key': key },
        body,
      });
      if (response.status === 201 || response.status === 200) return;
      const answer = await response.text();
      if (response.status < 500 && response.status !== 429)
        throw new Error(`submission ${n}: ${response.status} ${answer}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('submission ')) throw error;
      // The server is down (killed): try again with the same key once it is back.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** What the database holds: submissions, distinct keys, files, and files missing from the disk. */
async function stored(env, dataDir) {
  const queries = [
    'select count(*) as n from submissions where version <> 0',
    'select count(distinct idempotency_key) as n from submissions where version <> 0',
    'select storage_key from files',
  ];
  let rows;
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    rows = await Promise.all(queries.map(async (q) => (await client.query(q)).rows));
    await client.end();
  } else {
    const db = new DatabaseSync(path.join(dataDir, 'formbuilder.sqlite'), { readOnly: true });
    rows = queries.map((q) => db.prepare(q).all());
    db.close();
  }
  const [[submissions], [keys], files] = rows;
  const missingFiles = files.filter(
    ({ storage_key: key }) => !fs.existsSync(path.join(dataDir, 'uploads', key)),
  ).length;
  return { submissions: Number(submissions.n), keys: Number(keys.n), files: files.length, missingFiles };
}

async function measure(label, env) {
  const smtp = await smtpReceiver();
  const hooks = await webhookReceiver();
  const serverEnv = { ...env, SMTP_URL: smtp.url, WEBHOOK_ALLOW_HOSTS: '127.0.0.1', BENCH_QUIET: '1' };
  const server = { current: await startServer(serverEnv) };
  try {
    const auth = await owner(server.current.url, smtp);
    const uuid = await formWithIntegrations(server.current.url, auth, hooks.origin);
    const start = performance.now();
    let next = 0;
    let acknowledged = 0;
    let killedAt = null;
    const worker = async () => {
      while (next < SUBMISSIONS) {
        const n = (next += 1);
        await submit(server, uuid, n);
        acknowledged += 1;
        if (acknowledged === Math.floor(SUBMISSIONS / 2) && killedAt === null) {
          // SIGKILL in the middle: submissions in flight and deliveries under way die with it.
          killedAt = acknowledged;
          const { dataDir, port } = server.current;
          await server.current.kill();
          server.current = await startServer(serverEnv, { dataDir, port });
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const submitted = performance.now();
    const refs = Array.from({ length: SUBMISSIONS }, (_, i) => String(i + 1));
    const missing = () => refs.filter((ref) => !smtp.mails.has(ref) || !hooks.delivered.has(ref));
    while (missing().length > 0 && performance.now() - start < DEADLINE_MS)
      await new Promise((r) => setTimeout(r, 500));
    const seconds = (performance.now() - start) / 1000;
    const lost = missing().length;
    const rows = await stored(env, server.current.dataDir);
    const mailRepeats = [...smtp.mails.values()].filter((count) => count > 1).length;
    const hookRepeats = [...hooks.delivered.values()].filter((ids) => ids.length > 1);
    return {
      label,
      acknowledged,
      killedAt,
      lost,
      mailRepeats,
      hookRepeats: hookRepeats.length,
      repeatsWithOtherId: hookRepeats.filter((ids) => new Set(ids).size > 1).length,
      submitSeconds: (submitted - start) / 1000,
      seconds,
      rate: (smtp.mails.size + hooks.delivered.size) / seconds,
      ...rows,
    };
  } finally {
    await server.current.stop();
    await smtp.close();
    await hooks.close();
  }
}

export async function run() {
  const { runs, skipped } = await measureOnBothDatabases(measure);
  return {
    runs,
    lines: [
      ...runs.map(
        (r) =>
          `${r.label}: ${r.acknowledged} acknowledged (SIGKILL after ${r.killedAt}) in ${r.submitSeconds.toFixed(0)} s; all delivered after ${r.seconds.toFixed(0)} s, ${Math.round(r.rate)} deliveries/s (mail + webhook, each webhook tried 3 times); ${r.lost} lost, ${r.mailRepeats} mails and ${r.hookRepeats} webhooks repeated (${r.repeatsWithOtherId} with another webhook-id); stored ${r.submissions} submissions (${r.keys} keys), ${r.files} files, ${r.missingFiles} missing on disk`,
      ),
      ...skipped,
    ],
    budgetText: `every one of ${SUBMISSIONS} acknowledged submissions stored once with its file and delivered by mail and webhook, repeats only with the same webhook-id`,
  };
}

export const budget = (r) =>
  r.runs.every(
    (x) =>
      x.acknowledged === SUBMISSIONS &&
      x.lost === 0 &&
      x.repeatsWithOtherId === 0 &&
      x.submissions === SUBMISSIONS &&
      x.keys === SUBMISSIONS &&
      x.files === Math.ceil(SUBMISSIONS / 2) &&
      x.missingFiles === 0,
  );
