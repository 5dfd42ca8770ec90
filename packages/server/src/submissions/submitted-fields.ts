import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../http/errors';

// A submission arrives as multipart (the page's form, with files), urlencoded (a
// plain client) or JSON; all become one map of field name → values, so the same
// endpoint serves the page with or without JavaScript and any HTTP client (issue #5).

export interface UploadedFile {
  field: string;
  fileName: string;
  data: Buffer;
}

export interface SubmittedFields {
  values: Map<string, string[]>;
  files: UploadedFile[];
}

export const FILE_SIZE_LIMIT_BYTES = 10 * 1024 * 1024;
export const FIELD_SIZE_LIMIT_BYTES = 100 * 1024;

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

export async function readSubmittedFields(request: FastifyRequest): Promise<SubmittedFields> {
  if (!request.isMultipart()) return { values: fromObject(request.body), files: [] };
  const values = new Map<string, string[]>();
  const files: UploadedFile[] = [];
  for await (const part of request.parts({ limits: { fileSize: FILE_SIZE_LIMIT_BYTES, fieldSize: FIELD_SIZE_LIMIT_BYTES, files: 20, fields: 2000 } })) {
    if (part.type === 'file') {
      const tooLarge = new HttpError(413, `The file '${part.filename}' is too large (at most ${FILE_SIZE_LIMIT_BYTES / 1024 / 1024} MB).`);
      const data = await part.toBuffer().catch((error: unknown) => {
        throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge : error;
      });
      if (part.file.truncated) throw tooLarge;
      // An empty file input still sends a part with no name and no bytes.
      if (data.length > 0 && part.filename) files.push({ field: part.fieldname, fileName: part.filename, data });
    } else if (typeof part.value === 'string') {
      add(values, part.fieldname, part.value);
    }
  }
  return { values, files };
}
