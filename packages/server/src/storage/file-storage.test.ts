import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './file-storage';

// Uploads stream to disk as they arrive; a stream that fails keeps nothing.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-disk-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const stored = () =>
  fs.readdirSync(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .length;

describe('disk storage', () => {
  it('stores a stream under a fresh key and gives the same bytes back', async () => {
    const storage = createDiskStorage(dataDir);
    const data = Buffer.alloc(1024 * 1024 + 5, 3);
    const { key, size } = await storage.putStream(Readable.from([data.subarray(0, 10), data.subarray(10)]));
    expect(key).toMatch(/^[a-f0-9]{2}\/[a-f0-9]{40}$/);
    expect(size).toBe(data.length);
    expect((await storage.get(key)).equals(data)).toBe(true);
    await storage.remove(key);
    expect(stored()).toBe(0);
  });

  it('keeps nothing of a stream that fails part-way, or at once', async () => {
    const storage = createDiskStorage(dataDir);
    const partWay = Readable.from(
      (function* () {
        yield Buffer.alloc(100_000);
        throw new Error('cut');
      })(),
    );
    await expect(storage.putStream(partWay)).rejects.toThrow('cut');
    const atOnce = new Readable({
      read() {
        this.destroy(new Error('gone'));
      },
    });
    await expect(storage.putStream(atOnce)).rejects.toThrow('gone');
    expect(stored()).toBe(0);
  });
});
