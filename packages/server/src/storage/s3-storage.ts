import fs from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { checkStorageKey, countingBytes, newStorageKey, type FileStorage } from './file-storage';

// Uploads in an S3-compatible bucket (STORAGE=s3), so that any number of server
// processes share them (docs/architecture.md, "Scale-out"). Same generated keys as on disk;
// the visitor's file name and type stay in the database.

export interface S3StorageOptions {
  /** Root of an S3-compatible service (MinIO, Garage, R2 …); undefined means AWS itself. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (host/bucket/key) rather than in the host name; most self-hosted services need it. */
  forcePathStyle: boolean;
  /** Where a streamed upload waits until its length is known; the system's temporary folder by default. */
  spoolDir?: string;
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : undefined);

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const Bucket = options.bucket;
  // The SDK takes ~150 ms to load: only servers that store in S3 load it, once, at start.
  const ready = import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    client: new sdk.S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Checksums only where S3 requires them: several S3-compatible services refuse
      // the CRC trailers the SDK otherwise adds to every upload. SigV4 still signs the body.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A stalled service fails the submission (and the SDK's retries) instead of hanging it.
      requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
    }),
  }));
  // A failed load is reported by the first operation that needs the client.
  ready.catch(() => undefined);

  return {
    async put(data) {
      const { sdk, client } = await ready;
      const key = newStorageKey();
      // The real type is in the database and downloads set their own headers, so the
      // bucket never serves an upload as something a browser would render.
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: 'application/octet-stream' }),
      );
      return key;
    },

    // A PutObject needs the length before the body, and a visitor's file part does not
    // say it: the stream goes to a local file first (never to memory), then to the
    // bucket with its length. lib-storage's multipart upload would hold 5 MB parts in
    // memory instead.
    async putStream(source) {
      const spool = path.join(options.spoolDir ?? os.tmpdir(), `fb-upload-${randomBytes(16).toString('hex')}`);
      const file = createWriteStream(spool, { flags: 'wx', mode: 0o600 });
      try {
        const size = await countingBytes(source, file);
        const { sdk, client } = await ready;
        const key = newStorageKey();
        const Body = createReadStream(spool);
        await client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: key,
            Body,
            ContentLength: size,
            ContentType: 'application/octet-stream',
          }),
        );
        return { key, size };
      } finally {
        if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
        await fs.rm(spool, { force: true });
      }
    },

    async get(key) {
      const Key = checkStorageKey(key);
      const { sdk, client } = await ready;
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
        if (!object.Body) throw new Error(`S3 answered no body for ${Key}`);
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        // Callers tell "gone" from "broken" by ENOENT, as with files on disk.
        if (errorName(error) === 'NoSuchKey')
          throw Object.assign(new Error(`No stored file ${Key}`), { code: 'ENOENT', cause: error });
        throw error;
      }
    },

    async remove(key) {
      const Key = checkStorageKey(key);
      const { sdk, client } = await ready;
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
      } catch (error) {
        // S3 responds with 204 for a missing key; some compatible services with NoSuchKey.
        if (errorName(error) !== 'NoSuchKey') throw error;
      }
    },
  };
}
