// A small fetch wrapper. The server answers plain JSON bodies, and errors as
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
  /** Called when an authenticated call answers 401 (the session is no longer valid). */
  onUnauthorized?: () => void;
}

export interface ApiClient {
  get<T>(path: string, signal?: AbortSignal): Promise<T>;
  post<T>(path: string, body?: unknown, signal?: AbortSignal): Promise<T>;
  put<T>(path: string, body?: unknown, signal?: AbortSignal): Promise<T>;
  delete<T>(path: string, signal?: AbortSignal): Promise<T>;
}

export function createApiClient({ token, onUnauthorized }: ApiClientOptions): ApiClient {
  async function request<T>(method: HttpMethod, path: string, body: unknown, signal?: AbortSignal): Promise<T> {
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
    return data as T;
  }

  return {
    get: (path, signal) => request('GET', path, undefined, signal),
    post: (path, body, signal) => request('POST', path, body, signal),
    put: (path, body, signal) => request('PUT', path, body, signal),
    delete: (path, signal) => request('DELETE', path, undefined, signal),
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
