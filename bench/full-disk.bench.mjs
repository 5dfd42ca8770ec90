// Faults: the disk that holds the uploads fills up for real. A 3 MB tmpfs is
// mounted over DATA_DIR/uploads (the database stays on the real disk) and 700 KB files are
// submitted until one does not fit. The one that does not fit must be refused with 503 and
// Retry-After in words, leave no half-written file and no submission row, the server must go on
// responding, and once there is room again (the tmpfs grown) it must take files again.
// Mounting needs root (this project's machines run as root); elsewhere it says it was not measured.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiCall, signUpOwner, startServer } from './support.mjs';

export const name =
  'full disk: uploads on a 3 MB tmpfs — 503 with Retry-After, nothing half-written, the server goes on, files taken again once there is room';

const FILE_BYTES = 700 * 1024;
const BOUNDARY = '----formbuilder-full-disk';

function multipart(n) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="q_1"\r\n\r\nsubmission ${n}\r\n` +
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="q_2"; filename="scan-${n}.txt"\r\ncontent-type: text/plain\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return Buffer.concat([head, Buffer.alloc(FILE_BYTES, `line of submission ${n}\n`), tail]);
}

async function submit(url, uuid, n) {
  const response = await fetch(`${url}/form/view/${uuid}`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, accept: 'application/json' },
    body: multipart(n),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text() };
}

/** Every file under the uploads folder, with its size. */
function storedFiles(uploads) {
  return fs
    .readdirSync(uploads, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => fs.statSync(path.join(entry.parentPath, entry.name)).size);
}

export async function run() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-bench-full-'));
  const uploads = path.join(dataDir, 'uploads');
  fs.mkdirSync(uploads);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=3m', 'tmpfs', uploads], { stdio: 'pipe' });
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return {
      measured: false,
      lines: [`not measured: a tmpfs could not be mounted (${why}); run as root`],
      budgetText: 'needs root to mount a tmpfs',
    };
  }
  let server;
  try {
    server = await startServer({ BENCH_QUIET: '1' }, { dataDir });
    const { token, user_id: userId } = await signUpOwner(server.url);
    const base = `${server.url}/api/users/${userId}/forms`;
    const elements = [
      { id: 1, type: 'TextBox', label: 'Reference' },
      { id: 2, type: 'File', label: 'Scan' },
      { id: 3, type: 'Button', buttonText: 'Send' },
    ];
    const { id, uuid } = await apiCall(
      base,
      'POST',
      { id: null, title: 'Full disk', private: 0, props: { elements, integrations: [], rules: [], tags: [] } },
      token,
    );
    await apiCall(`${base}/${id}/publish`, 'POST', undefined, token);

    let accepted = 0;
    let refused = null;
    for (let n = 1; n <= 20 && !refused; n += 1) {
      const answer = await submit(server.url, uuid, n);
      if (answer.status === 201 || answer.status === 200) accepted += 1;
      else refused = answer;
    }
    const files = storedFiles(uploads);
    const count = async () =>
      (await apiCall(base, 'GET', undefined, token)).find((form) => form.id === id).responseCount;
    const storedBefore = Number(await count());
    const healthy = (await fetch(`${server.url}/api/health`)).ok && (await fetch(`${server.url}/form/view/${uuid}`)).ok;

    // Room again: the next file is taken.
    execFileSync('mount', ['-o', 'remount,size=16m', uploads]);
    const after = await submit(server.url, uuid, 99);
    const storedAfter = Number(await count());
    let message = '';
    try {
      message = JSON.parse(refused?.body ?? '{}').message ?? '';
    } catch {
      message = refused?.body ?? '';
    }
    return {
      measured: true,
      accepted,
      refused,
      message,
      files,
      storedBefore,
      healthy,
      afterStatus: after.status,
      storedAfter,
      lines: [
        `${accepted} submissions of ${FILE_BYTES / 1024} KB stored, then ${refused ? `${refused.status} (Retry-After: ${refused.retryAfter ?? 'none'}) "${message}"` : 'no refusal'}`,
        `on disk: ${files.length} files (${files.filter((size) => size !== FILE_BYTES).length} not whole); ${storedBefore} submissions in the database; health and the form page ${healthy ? 'still answer' : 'DO NOT answer'}`,
        `with room again: ${after.status}, ${storedAfter} submissions stored`,
      ],
      budgetText:
        'the file that does not fit is refused with 503 and Retry-After in words, no file half-written and no row for it, the server answers, and files are taken again once there is room',
    };
  } finally {
    await server?.kill();
    try {
      execFileSync('umount', [uploads]);
    } catch {
      // already gone
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function budget(result) {
  if (!result.measured) return true;
  return (
    result.accepted > 0 &&
    result.refused?.status === 503 &&
    Number(result.refused.retryAfter) > 0 &&
    result.message.length > 0 &&
    result.files.length === result.accepted &&
    result.files.every((size) => size === FILE_BYTES) &&
    result.storedBefore === result.accepted &&
    result.healthy &&
    (result.afterStatus === 201 || result.afterStatus === 200) &&
    result.storedAfter === result.accepted + 1
  );
}
