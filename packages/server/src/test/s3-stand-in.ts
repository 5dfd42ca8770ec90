import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

// A real S3-compatible server on 127.0.0.1 (s3rver, in this process): it checks every
// request's SigV4 signature against its key pair and keeps objects in a temporary folder.

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;
// The package ships no types; this is the part of its API the tests use.
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;

export const S3_BUCKET = 'form-uploads';
// s3rver's built-in key pair.
export const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3StandIn {
  endpoint: string;
  /** Where it keeps the objects. */
  directory: string;
  /** The server's settings for STORAGE=s3 against this stand-in. */
  env: Record<string, string>;
  /** The keys of the objects in the bucket, read from where it keeps them. */
  objectKeys(): string[];
  close(): Promise<void>;
}

export async function startS3StandIn(): Promise<S3StandIn> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-s3-'));
  const standIn = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  const { port } = await standIn.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET,
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    },
    objectKeys: () =>
      fs
        .readdirSync(path.join(directory, S3_BUCKET), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('._S3rver_object'))
        .map((file) =>
          file
            .replace(/\._S3rver_object$/, '')
            .split(path.sep)
            .join('/'),
        ),
    async close() {
      await standIn.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
