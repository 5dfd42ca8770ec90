import fs from 'node:fs';
import path from 'node:path';
import type { Element, Rule } from '@formbuilder/core';
import { startTestServer, type TestDialect, type TestServer } from '../test/test-server';
import { createUser, createPublishedForm, type TestUser } from '../test/factories';
import { multipartBody, type MultipartFile } from '../test/multipart';
import { anon } from '../test/requests';

// Shared by the intake's API tests: a published form, a multipart post, and what
// storage holds afterwards.

/** Posts answers (and files) as the page does with JavaScript, asking for JSON. */
export function postMultipart(
  server: TestServer,
  uuid: string,
  fields: [string, string][],
  files: MultipartFile[] = [],
  options: { boundary?: string; headers?: Record<string, string> } = {},
) {
  const body = multipartBody(fields, files, options.boundary);
  return anon(server).post(`/form/view/${uuid}`, body.payload, {
    headers: { ...body.headers, accept: 'application/json', ...options.headers },
  });
}

/** Every file kept in the disk storage (DATA_DIR/uploads), by storage key. */
export function storedFiles(server: TestServer): string[] {
  const root = path.join(server.dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

export async function countRows(server: TestServer, table: 'submissions' | 'files', formId: number): Promise<number> {
  const row = await server.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('form_id', '=', formId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const MB = 1024 * 1024;

/** `size` bytes of plain text, an accepted type: a file only its size can refuse. */
export const textFile = (field: string, name: string, size: number): MultipartFile => ({
  field,
  name,
  data: Buffer.alloc(size, 0x61),
  type: 'text/plain',
});

/** A test server (submissions not rate-limited) with an owner and their published form. */
export async function startPublishedForm(
  dialect: TestDialect,
  elements: Element[],
  rules: Rule[] = [],
): Promise<{ server: TestServer; owner: TestUser; form: { id: number; uuid: string } }> {
  const server = await startTestServer(dialect, { SUBMIT_RATE_LIMIT: '0' });
  const owner = await createUser(server, 'owner@example.com');
  return { server, owner, form: await createPublishedForm(server, owner, elements, rules) };
}
