import type { Uploader } from './upload';
import { pageWords } from './words';

// Sending the answers with fetch: the same
// multipart body as the plain form, asking for JSON. The server responds with
// 201/200 { message, submissionId, next }, 400 { message, errors } with
// messages by question id, other 4xx (429 included) { message }.

export type SubmitOutcome =
  | { readonly kind: 'sent'; readonly message: string; readonly next: string | null }
  | { readonly kind: 'invalid'; readonly message: string; readonly errors: Readonly<Record<string, string>> }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'unreachable' };

export interface SendOptions {
  readonly fetch: typeof fetch;
  readonly sleep: (ms: number) => Promise<void>;
  /** Sends a body with files, telling progress (upload.ts); null: fetch sends it too. */
  readonly upload?: Uploader | null;
  readonly onProgress?: (sent: number) => void;
  /** Files not to send again (those a partial response keeps, partial.ts). */
  readonly skip?: (file: File) => boolean;
}

/** Waits before each retry; a retry reuses the Idempotency-Key, so the server stores one submission. */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];
// Gateways and a restarting server: worth another try.
const TRANSIENT = new Set([502, 503, 504]);
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** What a template's preview says in place of sending (the server's page says it too without the script). */
export const PREVIEW_MESSAGE = 'This is a preview of the template: your answers were not sent.';
export const UNREACHABLE_MESSAGE = 'Could not reach the server. Your answers are kept; please try again.';
// In the visitor's language (docs/product.md, "Languages"); the English ones are the constants above.
export const unreachableMessage = (): string => pageWords().t('submit.unreachable');
const failedMessage = (status: number): string => pageWords().t('submit.failed', { status });

export async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : {};
  } catch {
    return {};
  }
}

function messagesOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

async function outcomeOf(response: Response): Promise<SubmitOutcome> {
  const body = await readJson(response);
  const message =
    typeof body.message === 'string' && body.message !== '' ? body.message : failedMessage(response.status);
  if (response.ok) return { kind: 'sent', message, next: typeof body.next === 'string' ? body.next : null };
  const errors = messagesOf(body.errors);
  if (response.status === 400 && Object.keys(errors).length > 0) return { kind: 'invalid', message, errors };
  return { kind: 'refused', message };
}

/**
 * The form's fields as the request body: urlencoded unless a file was chosen, since the server
 * reads urlencoded at about twice the speed of multipart. A file input left empty
 * adds an empty part that the server ignores anyway.
 */
export function requestBody(data: FormData): FormData | URLSearchParams {
  const fields: [string, string][] = [];
  for (const [name, value] of data) {
    if (typeof value === 'string') fields.push([name, value]);
    else if (value.size > 0 || value.name !== '') return data;
  }
  return new URLSearchParams(fields);
}

/**
 * The form's fields, each file input's files read from the input itself, less those `skip`
 * names (sent before); an empty file input sends nothing.
 */
export function formFields(form: HTMLFormElement, skip: (file: File) => boolean = () => false): FormData {
  const data = new FormData(form);
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="file"][name]')) {
    if (input.disabled) continue;
    data.delete(input.name);
    for (const file of input.files ?? []) if (!skip(file)) data.append(input.name, file);
  }
  return data;
}

/** Posts the form; retries a network failure or a gateway error with back-off (RETRY_DELAYS_MS). */
export async function sendForm(
  form: HTMLFormElement,
  { fetch, sleep, upload = null, onProgress = () => undefined, skip }: SendOptions,
): Promise<SubmitOutcome> {
  const data = formFields(form, skip);
  // A file chosen in the page: multipart, sent by the uploader when there is one (progress).
  const body = requestBody(data);
  const withFiles = body === data;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const key = body.get('_idempotency');
  if (typeof key === 'string' && KEY.test(key)) headers['Idempotency-Key'] = key;
  const url = form.action === '' ? form.ownerDocument.location.href : form.action;
  let last: SubmitOutcome = { kind: 'unreachable' };
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
    if (attempt > 0) await sleep(RETRY_DELAYS_MS[attempt - 1] ?? 0);
    let response: Response;
    try {
      response =
        upload !== null && withFiles
          ? await upload(url, data, headers, onProgress)
          : await fetch(url, { method: 'POST', body, headers, credentials: 'same-origin' });
    } catch {
      last = { kind: 'unreachable' };
      continue;
    }
    if (!TRANSIENT.has(response.status)) return outcomeOf(response);
    last = { kind: 'refused', message: failedMessage(response.status) };
  }
  return last;
}
