import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createNewForm, type Element } from '@formbuilder/core';
import { startTestServer, testDialects, type TestServer } from '../test/test-server';
import { createUser, type TestUser } from '../test/factories';
import { multipartBody as multipart } from '../test/multipart';
import { PNG } from '../uploads/test-images';
import { S3_BUCKET, S3_KEYS, startS3StandIn, type S3StandIn } from '../test/s3-stand-in';
import { createS3Storage, type S3StorageOptions } from './s3-storage';
import { anon, as } from '../test/requests';

let standIn: S3StandIn;
let endpoint: string;
let options: S3StorageOptions;
let bucket: S3Client;
const BUCKET = S3_BUCKET;
const KEYS = S3_KEYS;

beforeAll(async () => {
  standIn = await startS3StandIn();
  ({ endpoint } = standIn);
  options = { endpoint, region: 'us-east-1', bucket: BUCKET, ...KEYS, forcePathStyle: true };
  // An independent client, to look into the bucket behind the storage's back.
  bucket = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: KEYS });
});
afterAll(async () => {
  bucket.destroy();
  await standIn.close();
});

const objectKeys = () => standIn.objectKeys();

describe('S3 file storage', () => {
  it('puts, gets and removes an upload under a generated key, typed as opaque bytes', async () => {
    const storage = createS3Storage(options);
    const key = await storage.put(PNG);
    expect(key).toMatch(/^[a-f0-9]{2}\/[a-f0-9]{40}$/);
    expect(key.slice(0, 2)).toBe(key.slice(3, 5));
    expect(objectKeys()).toContain(key);
    const head = await bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(head).toMatchObject({ ContentType: 'application/octet-stream', ContentLength: PNG.length });

    const back = await storage.get(key);
    expect(Buffer.isBuffer(back)).toBe(true);
    expect(back.equals(PNG)).toBe(true);

    await storage.remove(key);
    expect(objectKeys()).not.toContain(key);
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('gives each upload its own key, whatever the bytes', async () => {
    const storage = createS3Storage(options);
    const keys = await Promise.all([storage.put(PNG), storage.put(PNG), storage.put(Buffer.alloc(0))]);
    expect(new Set(keys).size).toBe(3);
    expect((await storage.get(keys[2] ?? '')).length).toBe(0);
    await Promise.all(keys.map((key) => storage.remove(key)));
  });

  it('streams an upload to the bucket through a local spool file it removes, and keeps nothing of a failed stream', async () => {
    const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-spool-'));
    const storage = createS3Storage({ ...options, spoolDir });
    const data = Buffer.alloc(3 * 1024 * 1024, 7);
    const { key, size } = await storage.putStream(Readable.from([data.subarray(0, 1000), data.subarray(1000)]));
    expect(size).toBe(data.length);
    expect((await storage.get(key)).equals(data)).toBe(true);
    const before = objectKeys().length;
    const failing = Readable.from(
      (function* () {
        yield data;
        throw new Error('the visitor went away');
      })(),
    );
    await expect(storage.putStream(failing)).rejects.toThrow('the visitor went away');
    expect(objectKeys().length).toBe(before);
    expect(fs.readdirSync(spoolDir)).toEqual([]);
    await storage.remove(key);
    fs.rmSync(spoolDir, { recursive: true });
  });

  it('rejects a missing key as ENOENT, like the disk, and refuses keys it could not have made', async () => {
    const storage = createS3Storage(options);
    await expect(storage.get('ab/ab00000000000000000000000000000000000000')).rejects.toMatchObject({ code: 'ENOENT' });
    for (const key of ['../etc/passwd', 'photo.png', 'ab/photo.png', `ab/${'a'.repeat(40)}/x`]) {
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.remove(key)).rejects.toThrow('Invalid storage key');
    }
  });

  it('signs its requests: a wrong secret or a missing bucket fails, and is not taken for a missing file', async () => {
    const wrongSecret = createS3Storage({ ...options, secretAccessKey: 'not the secret' });
    await expect(wrongSecret.put(PNG)).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    const noBucket = createS3Storage({ ...options, bucket: 'no-such-bucket' });
    await expect(noBucket.put(PNG)).rejects.toMatchObject({ name: 'NoSuchBucket' });
    const error = await noBucket.get('ab/ab00000000000000000000000000000000000000').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NoSuchBucket' });
    expect((error as NodeJS.ErrnoException).code).not.toBe('ENOENT');
  });
});

const elements: Element[] = [
  { id: 1, type: 'TextBox', label: 'Name' },
  { id: 2, type: 'File', label: 'Attachment' },
  { id: 3, type: 'Button', buttonText: 'Submit' },
];

describe.each(testDialects)('a server with STORAGE=s3 (%s)', (dialect) => {
  let server: TestServer;
  let owner: TestUser;
  let form: { id: number; uuid: string };

  beforeAll(async () => {
    server = await startTestServer(dialect, { SUBMIT_RATE_LIMIT: '0', ...standIn.env });
    owner = await createUser(server, 'owner@example.com');
    const draft = createNewForm();
    draft.props.elements = elements;
    const created = await as(owner).post(`/api/users/${owner.id}/forms`, { ...draft, title: 'Files to S3' });
    form = created.json<{ id: number; uuid: string }>();
    await as(owner).post(`/api/users/${owner.id}/forms/${form.id}/publish`);
  });
  afterAll(() => server.close());

  it('keeps a submitted file in the bucket, not on disk, and gives the owner the same bytes back', async () => {
    const body = multipart([['q_1', 'Ada']], [{ field: 'q_2', name: 'holiday photo.png', data: PNG }]);
    const res = await anon(server).post(`/form/view/${form.uuid}`, body.payload, {
      headers: { ...body.headers, accept: 'application/json' },
    });
    expect(res.statusCode).toBe(201);
    const submissionId = res.json<{ submissionId: number }>().submissionId;
    const file = await server.db.kysely
      .selectFrom('files')
      .selectAll()
      .where('submission_id', '=', submissionId)
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({ file_name: 'holiday photo.png', mime_type: 'image/png', size: PNG.length });
    expect(file.storage_key).toMatch(/^[a-f0-9]{2}\/[a-f0-9]{40}$/);

    expect(objectKeys()).toContain(file.storage_key);
    expect(objectKeys().join(' ')).not.toMatch(/holiday|photo/);
    const stored = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: file.storage_key }));
    expect(stored.ContentType).toBe('application/octet-stream');
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(PNG)).toBe(true);
    expect(fs.existsSync(path.join(server.dataDir, 'uploads'))).toBe(false);

    const url = `/api/users/${owner.id}/forms/${form.id}/submissions/${submissionId}/questions/2/${encodeURIComponent('holiday photo.png')}`;
    const download = await as(owner).get(url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it('removes from the bucket a file streamed for a submission that is then refused', async () => {
    const before = objectKeys().length;
    const body = multipart([['q_1', 'x'.repeat(10_001)]], [{ field: 'q_2', name: 'photo.png', data: PNG }]);
    const res = await anon(server).post(`/form/view/${form.uuid}`, body.payload, {
      headers: { ...body.headers, accept: 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(objectKeys().length).toBe(before);
  });

  it('serves rich-text images from the bucket, and answers 404 once the object is gone', async () => {
    const boundary = '----fbs3image';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await anon(server).post(`/api/upload/${form.id}/1`, payload, {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...owner.headers },
    });
    expect(res.statusCode).toBe(200);
    const { location } = res.json<{ location: string }>();
    const image = await anon(server).get(location);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const row = await server.db.kysely
      .selectFrom('files')
      .select('storage_key')
      .where('submission_id', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await bucket.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: row.storage_key }));
    expect((await anon(server).get(location)).statusCode).toBe(404);
  });
});
