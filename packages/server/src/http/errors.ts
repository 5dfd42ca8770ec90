import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { HttpError } from './http-error';
import { unavailableRefusal } from './unavailable';

export { HttpError };

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);

/** Which part of a request a schema checks: the words a refusal uses for it. */
export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

const PART_WORDS: Record<RequestPart, { whole: string; field: string; fields: string }> = {
  body: { whole: 'The request body', field: 'field', fields: 'fields' },
  querystring: { whole: 'The query string', field: 'query parameter', fields: 'query parameters' },
  params: { whole: 'The address', field: 'path parameter', fields: 'path parameters' },
  headers: { whole: 'The request headers', field: 'header', fields: 'headers' },
};

/** A field's path as a client writes it: `permissions.formLimit`, `submissionIds[2]`. */
function pathWords(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${String(key)}]` : `${index ? '.' : ''}${String(key)}`))
    .join('');
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'must be an e-mail address',
  url: 'must be a web address',
  date: 'must be a date (YYYY-MM-DD)',
  datetime: 'must be a date and time (ISO 8601)',
  uuid: 'must be a UUID',
};

function sizeWords(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall>): string {
  const big = issue.code === 'too_big';
  const limit = String(big ? issue.maximum : issue.minimum);
  const bound = big
    ? issue.inclusive === false
      ? 'less than'
      : 'at most'
    : issue.inclusive === false
      ? 'more than'
      : 'at least';
  if (issue.origin === 'string') return `must be ${bound} ${limit} characters long`;
  if (issue.origin === 'array' || issue.origin === 'set') return `must have ${bound} ${limit} items`;
  return `must be ${bound} ${limit}`;
}

/** What is wrong with a field, after its name: zod's own issue, in words. */
function problemWords(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${TYPE_WORDS[issue.expected] ?? `of type ${issue.expected}`}`;
    case 'too_big':
    case 'too_small':
      return sizeWords(issue);
    case 'invalid_format':
      return FORMAT_WORDS[issue.format] ?? 'is not in the expected format';
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${JSON.stringify(issue.values[0])}`
        : `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    default:
      return 'is not valid';
  }
}

/**
 * The words of every refusal zod's defaults would otherwise give (given to each parse as its
 * error map; a schema's own message wins): the field's path, then what it must be, e.g.
 * "permissions.formLimit must be a whole number." An absent field "is required"; unknown
 * fields "cannot be set here", unknown query parameters "are not accepted here".
 */
export function refusalWords(part: RequestPart = 'body') {
  const words = PART_WORDS[part];
  return (issue: z.core.$ZodRawIssue): string => {
    const path = issue.path ?? [];
    const name = path.length ? pathWords(path) : words.whole;
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys.map((key) => `'${pathWords([...path, key])}'`).join(', ');
      const many = issue.keys.length > 1;
      return part === 'body'
        ? `The ${many ? words.fields : words.field} ${keys} cannot be set here.`
        : `The ${many ? words.fields : words.field} ${keys} ${many ? 'are' : 'is'} not accepted here.`;
    }
    const absent = issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_union');
    const empty = issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1;
    if (absent || empty)
      return path.length ? `The ${words.field} '${name}' is required.` : `${words.whole} is missing.`;
    return `${name} ${problemWords(issue)}.`;
  };
}

/**
 * A zod refusal as the 400 every route returns, naming the field. A schema's own words that
 * begin with "must" ("must be a whole number from 0 to 99999999.") are completed with the
 * field's path, as a schema does not know the name it is used under.
 */
export function refusalOf(error: z.ZodError, part: RequestPart = 'body'): HttpError {
  const issue = error.issues[0];
  if (!issue) return badRequest('The request is not valid.');
  if (issue.message.startsWith('must '))
    return badRequest(`${issue.path.length ? pathWords(issue.path) : PART_WORDS[part].whole} ${issue.message}`);
  return badRequest(issue.message);
}

/** Parses a request part with a core schema; refusals name the field in plain words. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, part: RequestPart = 'body'): z.infer<S> {
  const result = schema.safeParse(value ?? {}, { reportInput: true, error: refusalWords(part) });
  if (result.success) return result.data;
  throw refusalOf(result.error, part);
}

/** Sends a refusal's Retry-After (429, 503) when it has one; routes that answer their own errors call it too. */
export function sendRetryAfter(reply: FastifyReply, error: HttpError): void {
  if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
}

// Every error leaves as JSON { message } with the right status.
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      sendRetryAfter(reply, error);
      return reply.status(error.statusCode).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: 'The request body is too large.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: 'This request must be sent as JSON.' });
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ message: 'The request body is missing.' });
    }
    if (status === 400 && (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)) {
      return reply.status(400).send({ message: 'The request body is not valid JSON.' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    const unavailable = unavailableRefusal(error);
    if (unavailable) {
      request.log.error({ err: error }, 'request refused: database or storage unavailable');
      sendRetryAfter(reply, unavailable);
      return reply.status(503).send({ message: unavailable.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
