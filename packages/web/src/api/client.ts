// A small fetch wrapper. The server returns plain JSON bodies, and errors as
// { "message": "..." } with a 4xx/5xx status; that message is what the user reads.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check your connection and try again.';

export interface ApiClientOptions {
  /** Bearer token sent as Authorization; null for public calls. */
  token: string | null;
  /** Called when an authenticated call gets a 401 (the session is no longer valid). */
  onUnauthorized?: () => void;
}

export interface ApiClient {
  /** The raw JSON responses, unchecked; screens use `call`. */
  get(path: string, signal?: AbortSignal): Promise<unknown>;
  post(path: string, body?: unknown, signal?: AbortSignal): Promise<unknown>;
  put(path: string, body?: unknown, signal?: AbortSignal): Promise<unknown>;
  delete(path: string, signal?: AbortSignal): Promise<unknown>;
  /**
   * A call whose answer is parsed with a schema (core's, as the server's routes answer):
   * the screen gets typed data or a clear error, never a shape it did not expect. Code in
   * the main chunk passes a loader (api/lazy-schema.ts) so that zod loads on demand, beside
   * the request.
   */
  call<S extends AnswerSchema>(
    method: HttpMethod,
    path: string,
    schema: S | SchemaLoader<S>,
    options?: { body?: unknown; signal?: AbortSignal },
  ): Promise<ReturnType<S['parse']>>;
  /** GET of a file (with the session), saved by the browser under `fileName`. */
  download(path: string, fileName: string): Promise<void>;
}

/** What `call` needs of a zod schema (the web does not import zod itself). */
export interface AnswerSchema {
  safeParse(data: unknown): { success: true; data: unknown } | { success: false };
  parse(data: unknown): unknown;
}

/** A schema that loads on demand (see api/lazy-schema.ts). */
export type SchemaLoader<S extends AnswerSchema> = () => Promise<S>;

export const UNEXPECTED_ANSWER_MESSAGE =
  'The server answered something unexpected. Please reload the page and try again.';

/** Saves a blob as a file through a temporary link. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function createApiClient({ token, onUnauthorized }: ApiClientOptions): ApiClient {
  async function request(method: HttpMethod, path: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE);
    }

    const data = await readJson(response);
    if (!response.ok) {
      if (response.status === 401 && token) onUnauthorized?.();
      throw new ApiError(response.status, messageOf(data) ?? `Request failed (${response.status}).`);
    }
    return data;
  }

  return {
    get: (path, signal) => request('GET', path, undefined, signal),
    post: (path, body, signal) => request('POST', path, body, signal),
    put: (path, body, signal) => request('PUT', path, body, signal),
    delete: (path, signal) => request('DELETE', path, undefined, signal),
    async call(method, path, schema, options = {}) {
      const [answer, parser] = await Promise.all([
        request(method, path, options.body, options.signal),
        typeof schema === 'function' ? schema() : schema,
      ]);
      const parsed = parser.safeParse(answer);
      if (!parsed.success) throw new ApiError(0, UNEXPECTED_ANSWER_MESSAGE);
      return parsed.data as never;
    },
    async download(path, fileName) {
      let response: Response;
      try {
        response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      } catch {
        throw new ApiError(0, NETWORK_ERROR_MESSAGE);
      }
      if (!response.ok) {
        if (response.status === 401 && token) onUnauthorized?.();
        throw new ApiError(
          response.status,
          messageOf(await readJson(response)) ?? `Download failed (${response.status}).`,
        );
      }
      saveFile(await response.blob(), fileName);
    },
  };
}

/** For calls that must never carry the session (login, signup, password recovery). */
export const publicApi: ApiClient = createApiClient({ token: null });

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Something went wrong. Please try again.';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function messageOf(data: unknown): string | null {
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}
