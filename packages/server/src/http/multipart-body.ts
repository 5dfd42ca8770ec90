import { HttpError } from './errors';

// Multipart bodies refused part-way, for the intake and the rich-text
// image upload: a body the parser cannot read is the sender's fault, so it gets a 400
// in words rather than a 500 and an error in the log. What is left of a body refused
// before its end is read and dropped by http/body-discard.ts, for every route.

export const MALFORMED_MESSAGE =
  'The form data could not be read: it is incomplete or malformed. Please send the form again.';

// busboy's (and dicer's) words for a body that stops early or has no boundary.
const MALFORMED =
  /^(Unexpected end of multipart data|(Part|Preamble) terminated early|Multipart: Boundary not found|Boundary required|Malformed)/;

/** The refusal to send for an error of the multipart parser, or null for any other error. */
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
