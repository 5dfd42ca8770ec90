import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/errors';
import { multipartRefusal } from './multipart-body';
import { FILE_SIZE_LIMIT_BYTES, type StoredUpload, type UploadReceiver } from './upload-receiver';

// A submission arrives as multipart (the page's form, with files), urlencoded (a
// plain client) or JSON; all become one map of field name → values, so the same
// endpoint serves the page with or without JavaScript and any HTTP client (issue #5).
// Files are not kept in memory: the receiver streams each one to storage (issue #8).

export interface SubmittedFields {
  values: Map<string, string[]>;
  files: readonly StoredUpload[];
}

export const FIELD_SIZE_LIMIT_BYTES = 100 * 1024;
/** File parts in one request, whatever the form (each File question takes one). */
export const FILES_PER_REQUEST = 20;
// The parser stops a file one byte past the limit: the receiver refuses it first, in words.
const PART_LIMITS = { fileSize: FILE_SIZE_LIMIT_BYTES + 1, fieldSize: FIELD_SIZE_LIMIT_BYTES, files: FILES_PER_REQUEST, fields: 2000 };

function add(values: Map<string, string[]>, name: string, value: string): void {
  const list = values.get(name);
  if (list) list.push(value);
  else values.set(name, [value]);
}

function fromObject(body: unknown): Map<string, string[]> {
  const values = new Map<string, string[]>();
  if (!body || typeof body !== 'object') return values;
  for (const [name, raw] of Object.entries(body as Record<string, unknown>)) {
    for (const item of Array.isArray(raw) ? raw : [raw]) {
      if (item === null || item === undefined) continue;
      if (typeof item === 'object') throw badRequest(`The field '${name}' must be text.`);
      add(values, name, String(item as string | number | boolean));
    }
  }
  return values;
}

/** Reads the fields; files go to `uploads`, and are all removed again if reading fails. */
export async function readSubmittedFields(request: FastifyRequest, uploads: UploadReceiver): Promise<SubmittedFields> {
  if (!request.isMultipart()) return { values: fromObject(request.body), files: [] };
  const values = new Map<string, string[]>();
  try {
    for await (const part of request.parts({ limits: PART_LIMITS })) {
      if (part.type === 'file') await uploads.receive(part.fieldname, part.filename, part.file);
      else if (typeof part.value === 'string') add(values, part.fieldname, part.value);
    }
  } catch (error) {
    await uploads.discard();
    throw multipartRefusal(error) ?? error;
  }
  return { values, files: uploads.files };
}
