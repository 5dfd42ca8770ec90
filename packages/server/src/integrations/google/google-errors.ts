import { HttpError } from '../../http/errors';

// What went wrong with a Google call, in words an owner understands (style: errors are values
// the user can read). Routes answer it as a 4xx/502; outbox jobs keep it as the delivery's
// error, and the outbox tries again later whatever it was (a revoked grant heals when the
// owner authenticates again, a busy Google when it is less busy).

export type GoogleProblemKind = 'notConnected' | 'revoked' | 'refused' | 'notFound' | 'busy' | 'unavailable';

export const REVOKED_MESSAGE = 'Google access was revoked or expired. Authenticate with Google again.';
export const NOT_CONNECTED_MESSAGE = 'Google is not connected to this account. Authenticate with Google again.';

export class GoogleProblem extends Error {
  readonly kind: GoogleProblemKind;
  constructor(kind: GoogleProblemKind, message: string) {
    super(message);
    this.kind = kind;
  }
}

interface GoogleResponse {
  status?: number;
  data?: unknown;
}

const responseOf = (error: unknown): GoogleResponse | undefined =>
  typeof error === 'object' && error !== null && 'response' in error
    ? ((error as { response?: GoogleResponse }).response ?? undefined)
    : undefined;

/** Google's own words: an API error's message, or the token endpoint's error and description. */
function googleWords(data: unknown): { code: string | undefined; message: string | undefined } {
  if (typeof data !== 'object' || data === null) return { code: undefined, message: undefined };
  const { error, error_description: description } = data as { error?: unknown; error_description?: unknown };
  if (typeof error === 'string')
    return { code: error, message: typeof description === 'string' ? description : undefined };
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return { code: undefined, message: typeof message === 'string' ? message.slice(0, 300) : undefined };
}

/** Whether an error came from a Google call (a GaxiosError: it carries its request's config), with a response or not. */
export const isGoogleCallError = (error: unknown) =>
  error instanceof GoogleProblem || (typeof error === 'object' && error !== null && 'config' in error);

/** The HTTP status of a failed Google call; undefined when Google did not answer. */
export const googleStatusOf = (error: unknown) => responseOf(error)?.status;

/**
 * Any failure of a Google call as a GoogleProblem. `notFound` says what was not found in the
 * caller's words (the folder, the spreadsheet).
 */
export function googleProblemOf(error: unknown, notFound = 'Google could not find what was asked for.'): GoogleProblem {
  if (error instanceof GoogleProblem) return error;
  const response = responseOf(error);
  const { code, message } = googleWords(response?.data);
  const status = response?.status;
  // invalid_grant: the refresh token was revoked by the owner, or expired unused.
  if (code === 'invalid_grant' || status === 401) return new GoogleProblem('revoked', REVOKED_MESSAGE);
  if (status === 404) return new GoogleProblem('notFound', notFound);
  if (status === 429) return new GoogleProblem('busy', 'Google asks to slow down. Please try again in a minute.');
  if (status !== undefined && status >= 400 && status < 500)
    return new GoogleProblem(
      'refused',
      `Google refused the request${message ? `: ${message.replace(/\.$/, '')}` : ''}.`,
    );
  return new GoogleProblem('unavailable', `Google did not answer${status ? ` (${status})` : ''}. Please try again.`);
}

const STATUS: Record<GoogleProblemKind, number> = {
  notConnected: 409,
  revoked: 409,
  refused: 400,
  notFound: 404,
  busy: 503,
  unavailable: 502,
};

/**
 * The answer of a route. A lost grant is a 409, not a 401: a 401 would end the person's session
 * in this app, while only their Google access needs renewing.
 */
export function httpErrorOf(problem: GoogleProblem): HttpError {
  return new HttpError(STATUS[problem.kind], problem.message, problem.kind === 'busy' ? 60 : undefined);
}
