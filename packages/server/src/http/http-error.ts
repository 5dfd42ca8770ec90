// Its own module so that errors.ts (the error handler) and unavailable.ts (which faults become a
// 503) can both use it without importing each other.

/** A refusal the caller caused: its message is shown to a person as is. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** For 429 and 503: when the caller may try again, sent as Retry-After (seconds). */
  readonly retryAfterSeconds: number | undefined;
  constructor(statusCode: number, message: string, retryAfterSeconds?: number) {
    super(message);
    this.statusCode = statusCode;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
