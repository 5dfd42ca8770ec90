import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createNewForm, type FormProps } from '@formbuilder/core';
import { PNG } from '../uploads/test-images';
import type { FileStorage } from '../storage/file-storage';
import { createUploadReceiver } from './upload-receiver';

// The receiver against storages that misbehave: it must respond, never hang, and say
// whose fault a failure is.
const props: FormProps = { ...createNewForm().props, elements: [{ id: 1, type: 'File', label: 'File' }] };
const owner = { active: true, permission: '{"uploadLimit":0}', submissions: 0, uploadBytes: 0 };

function memoryStorage(fail?: Error): FileStorage & { keys: Set<string> } {
  const keys = new Set<string>();
  return {
    keys,
    put: () => Promise.reject(new Error('not used')),
    async putStream(source) {
      if (fail) throw fail;
      let size = 0;
      for await (const chunk of source as AsyncIterable<Buffer>) size += chunk.length;
      const key = `k${String(keys.size)}`;
      keys.add(key);
      return { key, size };
    },
    get: () => Promise.reject(new Error('not used')),
    remove: (key) => {
      keys.delete(key);
      return Promise.resolve();
    },
  };
}

describe('createUploadReceiver', () => {
  it('stores an accepted file and removes it on discard', async () => {
    const storage = memoryStorage();
    const receiver = createUploadReceiver({ props, owner, version: 1 }, storage);
    expect(await receiver.receive('q_1', 'dot.png', Readable.from([PNG]))).toMatchObject({
      questionId: 1,
      size: PNG.length,
      mimeType: 'image/png',
    });
    await receiver.discard();
    expect(storage.keys.size).toBe(0);
    expect(receiver.files).toEqual([]);
  });

  it('passes on a storage failure that comes before the first byte is read, without hanging', async () => {
    const receiver = createUploadReceiver({ props, owner, version: 1 }, memoryStorage(new Error('disk full')));
    const large = Array.from({ length: 64 }, () => Buffer.alloc(64 * 1024, 0x61));
    await expect(receiver.receive('q_1', 'notes.txt', Readable.from(large))).rejects.toThrow('disk full');
  });

  it('answers 400 in words when the part stops before its boundary', async () => {
    const storage = memoryStorage();
    const cut = new Readable({
      read() {
        this.push(PNG);
        this.destroy(new Error('Part terminated early due to unexpected end of multipart data'));
      },
    });
    const receiver = createUploadReceiver({ props, owner, version: 1 }, storage);
    await expect(receiver.receive('q_1', 'dot.png', cut)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^The form data could not be read/),
    });
    expect(storage.keys.size).toBe(0);
  });
});
