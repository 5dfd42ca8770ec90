import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Element } from '@formbuilder/core';
import { countRows, postMultipart, startPublishedForm, storedFiles, textFile } from './intake-testing';
import { anon } from '../test/requests';

// Faults: the disk under the uploads fills up for real — a 2 MB tmpfs mounted over
// DATA_DIR/uploads (the database stays on the real disk). Mounting needs root, which this
// project's machines and CI have; where it is refused the test says so and is skipped.
const elements = [
  { id: 1, type: 'TextBox', label: 'Reference' },
  { id: 2, type: 'File', label: 'Scan' },
  { id: 3, type: 'Button', buttonText: 'Send' },
] as unknown as Element[];
const SCAN_BYTES = 600 * 1024;

function canMount(): boolean {
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-mount-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
}

describe.skipIf(!canMount())('a full disk under the uploads (a real tmpfs)', () => {
  let started: Awaited<ReturnType<typeof startPublishedForm>>;
  let uploads: string;

  beforeAll(async () => {
    started = await startPublishedForm('sqlite', elements);
    uploads = path.join(started.server.dataDir, 'uploads');
    fs.mkdirSync(uploads, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', uploads]);
  });
  afterAll(async () => {
    try {
      execFileSync('umount', [uploads]);
    } catch {
      // not mounted
    }
    await started?.server.close();
  });

  it('refuses the file that does not fit with 503 and Retry-After, keeps nothing of it, and takes files again once there is room', async () => {
    const { server, form } = started;
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof postMultipart>> | undefined;
    for (let n = 0; n < 10 && !refused; n += 1) {
      const answer = await postMultipart(
        server,
        form.uuid,
        [['q_1', `scan ${n}`]],
        [textFile('q_2', `scan-${n}.txt`, SCAN_BYTES)],
      );
      statuses.push(answer.statusCode);
      if (answer.statusCode !== 201) refused = answer;
    }
    const accepted = statuses.filter((status) => status === 201).length;
    expect(accepted).toBeGreaterThan(0);
    expect(refused?.statusCode).toBe(503);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.json<{ message: string }>().message).toMatch(/storage is full/);
    // Nothing half-written: the files on the tmpfs are exactly the accepted ones, whole.
    const files = storedFiles(server);
    expect(files).toHaveLength(accepted);
    for (const file of files) expect(fs.statSync(path.join(uploads, file)).size).toBe(SCAN_BYTES);
    expect(await countRows(server, 'submissions', form.id)).toBe(accepted);
    expect(await countRows(server, 'files', form.id)).toBe(accepted);
    // The server goes on: its own pages and the API answer.
    expect((await anon(server).get('/api/health')).statusCode).toBe(200);
    expect((await anon(server).get(`/form/view/${form.uuid}`)).statusCode).toBe(200);

    // Room again.
    execFileSync('mount', ['-o', 'remount,size=8m', uploads]);
    const again = await postMultipart(
      server,
      form.uuid,
      [['q_1', 'after']],
      [textFile('q_2', 'after.txt', SCAN_BYTES)],
    );
    expect(again.statusCode).toBe(201);
    expect(await countRows(server, 'submissions', form.id)).toBe(accepted + 1);
  });
});
