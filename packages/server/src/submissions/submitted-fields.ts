import { withoutNul } from '../http/nul-text';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/errors';
import { HONEYPOT_FIELD } from '../public/page-reply';
import { multipartRefusal } from '../http/multipart-body';
import { FILE_SIZE_LIMIT_BYTES, type StoredUpload, type UploadReceiver } from './upload-receiver';

// A submission arrives as multipart (the page's form, with files), urlencoded (a
// plain client) or JSON; all become one map of field name → values, so the same
// endpoint serves the page with or without JavaScript and any HTTP client.
// Files are not kept in memory: the receiver streams each one to storage.

export interface SubmittedFields {
  values: Map<string, string[]>;
  files: readonly StoredUpload[];
}

export const FIELD_SIZE_LIMIT_BYTES = 100 * 1024;
/** File parts in one request, whatever the form (each File question takes one). */
export const FILES_PER_REQUEST = 20;
// The parser stops a file one byte past the limit: the receiver refuses it first, in words.
const PART_LIMITS = {
  fileSize: FILE_SIZE_LIMIT_BYTES + 1,
  fieldSize: FIELD_SIZE_LIMIT_BYTES,
  files: FILES_PER_REQUEST,
  fields: 2000,
};

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

/** Reads the fields; files go to `uploads` (the caller removes them unless the submission is kept). */
export async function readSubmittedFields(request: FastifyRequest, uploads: UploadReceiver): Promise<SubmittedFields> {
  if (!request.isMultipart()) return { values: fromObject(request.body), files: [] };
  const values = new Map<string, string[]>();
  try {
    for await (const part of request.parts({ limits: PART_LIMITS })) {
      // U+0000 goes, as from every other body (http/nul-text.ts).
      if (part.type === 'file') await uploads.receive(withoutNul(part.fieldname), withoutNul(part.filename), part.file);
      else if (typeof part.value === 'string') add(values, withoutNul(part.fieldname), withoutNul(part.value));
    }
  } catch (error) {
    throw multipartRefusal(error) ?? error;
  }
  return { values, files: uploads.files };
}

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** What a submission says about itself besides its answers. */
export interface Attempt {
  /** A filled honeypot: a robot, told "thank you" while nothing is kept. */
  robot: boolean;
  /** The Idempotency-Key header, else the page's hidden `_idempotency` field. */
  key: string | null;
  /** When the visitor opened the page (ms), for the completion time. */
  startedAt: number | null;
}

export function attemptOf(fields: SubmittedFields, headerKey: string | string[] | undefined): Attempt {
  const key = (typeof headerKey === 'string' ? headerKey : undefined) ?? fields.values.get('_idempotency')?.[0] ?? null;
  if (key !== null && !KEY.test(key)) throw badRequest('The Idempotency-Key must be 8 to 100 letters, digits, - or _.');
  const started = Number(fields.values.get('_started')?.[0]);
  return {
    robot: fields.values.get(HONEYPOT_FIELD)?.some((v) => v !== '') ?? false,
    key,
    startedAt: Number.isFinite(started) && started > 0 ? started : null,
  };
}
