import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// Uploads live under generated names in DATA_DIR/uploads (or an S3 bucket, see
// s3-storage.ts), outside any folder the server serves; the visitor's file name is
// kept only in the database.
export interface FileStorage {
  put(data: Buffer): Promise<string>;
  /**
   * Stores a stream as it arrives, never holding it in memory. Resolves
   * once every byte is stored; if the stream fails, nothing is kept under the key.
   */
  putStream(source: Readable): Promise<StoredObject>;
  /** Rejects when the key holds nothing; the error's `code` is then 'ENOENT' whatever the backend. */
  get(key: string): Promise<Buffer>;
  /** Removing a key that holds nothing is not an error. */
  remove(key: string): Promise<void>;
}

export interface StoredObject {
  key: string;
  size: number;
}

/** Counts the bytes of a stream as they go past, without keeping them. */
export async function countingBytes(source: Readable, sink: NodeJS.WritableStream): Promise<number> {
  let size = 0;
  await pipeline(
    source,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        size += chunk.length;
        yield chunk;
      }
    },
    sink,
  );
  return size;
}

const KEY_SHAPE = /^[a-f0-9]{2}\/[a-f0-9]{40}$/;

/** A fresh random key, `xx/` + 40 hex digits: 160 random bits, nothing from the visitor. */
export function newStorageKey(): string {
  const name = randomBytes(20).toString('hex');
  return `${name.slice(0, 2)}/${name}`;
}

/** Refuses anything but a key newStorageKey could have made (no paths, no names). */
export function checkStorageKey(key: string): string {
  if (!KEY_SHAPE.test(key)) throw new Error('Invalid storage key');
  return key;
}

export function createDiskStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'uploads');
  const pathOf = (key: string) => path.join(root, checkStorageKey(key));
  return {
    async put(data) {
      const key = newStorageKey();
      await fs.mkdir(path.dirname(pathOf(key)), { recursive: true });
      await fs.writeFile(pathOf(key), data, { flag: 'wx' });
      return key;
    },
    async putStream(source) {
      const key = newStorageKey();
      await fs.mkdir(path.dirname(pathOf(key)), { recursive: true });
      const file = createWriteStream(pathOf(key), { flags: 'wx' });
      try {
        return { key, size: await countingBytes(source, file) };
      } catch (error) {
        // The file may still be opening: removed before, it would appear after.
        if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
        await fs.rm(pathOf(key), { force: true });
        throw error;
      }
    },
    get: (key) => fs.readFile(pathOf(key)),
    remove: (key) => fs.rm(pathOf(key), { force: true }),
  };
}
