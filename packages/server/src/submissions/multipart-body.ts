import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';

// Multipart bodies refused part-way (issue #8), for the intake and the rich-text
// image upload: a body the parser cannot read is the sender's fault, so it gets a 400
// in words rather than a 500 and an error in the log (F11); and what is left of a
// body refused before its end is read and dropped, never kept (F3).

export const MALFORMED_MESSAGE = 'The form data could not be read: it is incomplete or malformed. Please send the form again.';

// busboy's (and dicer's) words for a body that stops early or has no boundary.
const MALFORMED = /^(Unexpected end of multipart data|(Part|Preamble) terminated early|Multipart: Boundary not found|Boundary required|Malformed)/;

/** The refusal to answer for an error of the multipart parser, or null for any other error. */
export function multipartRefusal(error: unknown): HttpError | null {
  if (error instanceof HttpError || !(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new HttpError(413, 'Too many files in one request.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, 'Too many fields in one request.');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return new HttpError(400, MALFORMED_MESSAGE);
    default:
      return MALFORMED.test(error.message) ? new HttpError(400, MALFORMED_MESSAGE) : null;
  }
}

/** What is left of a refused body that is read and dropped before the connection is cut. */
const DISCARD_MAX_BYTES = 256 * 1024 * 1024;

/**
 * Once a refusal goes out, the rest of a body that was not read is read and dropped:
 * the sender keeps sending until it sees the answer, and a connection closed on
 * unread bytes is reset, which can lose that answer (the "lingering close" of web
 * servers). Past DISCARD_MAX_BYTES the connection is closed all the same.
 */
export function registerBodyDiscard(scope: FastifyInstance): void {
  scope.addHook('onSend', (request, _reply, payload, done) => {
    discardRest(request.raw);
    done(null, payload);
  });
}

function discardRest(raw: IncomingMessage): void {
  if (raw.complete || raw.destroyed) return;
  raw.unpipe();
  raw.removeAllListeners('data');
  let dropped = 0;
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DISCARD_MAX_BYTES) raw.socket.destroy();
  });
  raw.resume();
}
