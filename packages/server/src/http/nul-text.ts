import type { FastifyInstance, FastifyRequest } from 'fastify';

// U+0000 cannot be stored in PostgreSQL's text (SQLite keeps it), and no person types it: it
// is removed from every text a request brings (path, query, body; multipart fields and file
// names where they are read), the same way on both databases, before anything checks or
// stores it (docs/api.md).

const NUL = '\u0000';

/** The text without U+0000. */
export const withoutNul = (text: string): string => (text.includes(NUL) ? text.replaceAll(NUL, '') : text);

/** The value with U+0000 removed from every string in it, keys included; objects are changed in place. */
function cleaned(value: unknown): unknown {
  if (typeof value === 'string') return withoutNul(value);
  if (Array.isArray(value)) {
    value.forEach((item, i) => (value[i] = cleaned(item)));
    return value;
  }
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    const record = value as Record<string, unknown>;
    for (const [key, item] of Object.entries(record)) {
      const clean = withoutNul(key);
      if (clean !== key) delete record[key];
      record[clean] = cleaned(item);
    }
  }
  return value;
}

/**
 * U+0000 reaches a path or query string only written %00: Node's parser refuses the raw byte in a
 * request's address, and decoding makes it of %00 alone. An address without it leaves its
 * parameters as they are, unwalked (most requests, the public pages' views among them).
 */
const mayHoldNul = (url: string) => url.includes('%00');

export function registerNulRemoval(app: FastifyInstance): void {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    if (mayHoldNul(request.url)) {
      request.params = cleaned(request.params);
      request.query = cleaned(request.query);
    }
    request.body = cleaned(request.body);
    done();
  });
}
