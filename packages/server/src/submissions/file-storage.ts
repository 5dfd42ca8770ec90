import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

// Uploads live under generated names in DATA_DIR/uploads, outside any folder the
// server serves; the visitor's file name is kept only in the database (issue #5).
export interface FileStorage {
  put(data: Buffer): Promise<string>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

export function createDiskStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'uploads');
  const pathOf = (key: string) => {
    if (!/^[a-f0-9]{2}\/[a-f0-9]{40}$/.test(key)) throw new Error('Invalid storage key');
    return path.join(root, key);
  };
  return {
    async put(data) {
      const name = randomBytes(20).toString('hex');
      const key = `${name.slice(0, 2)}/${name}`;
      await fs.mkdir(path.dirname(pathOf(key)), { recursive: true });
      await fs.writeFile(pathOf(key), data, { flag: 'wx' });
      return key;
    },
    get: (key) => fs.readFile(pathOf(key)),
    remove: (key) => fs.rm(pathOf(key), { force: true }),
  };
}
