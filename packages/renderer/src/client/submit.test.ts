// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { makeElement } from '../testing';
import {
  IDEMPOTENCY_KEY,
  errorText,
  jsonResponse,
  mountPage,
  query,
  requestUrl,
  settle,
  shownPages,
  typeInto,
} from './client-testing';
import { PREVIEW_MESSAGE, RETRY_DELAYS_MS, UNREACHABLE_MESSAGE, requestBody } from './submit';

const elements = [
  makeElement('TextBox', 1, { label: 'Name', required: true }),
  makeElement('PageBreak', 2),
  makeElement('Email', 3, { label: 'E-mail' }),
  makeElement('Button', 4, { buttonText: 'Send' }),
];

function filledPage() {
  const mounted = mountPage({ elements });
  typeInto(query<HTMLInputElement>(mounted.form, '#q_1'), 'Ada');
  query<HTMLButtonElement>(mounted.form, '[data-action="next"]').click();
  return { ...mounted, submit: query<HTMLButtonElement>(mounted.form, 'button[type="submit"]') };
}

const requestOf = (fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>, call = 0) => {
  const [url, init] = fetch.mock.calls[call] ?? [];
  return {
    url: requestUrl(url),
    init: init ?? {},
    headers: new Headers(init?.headers),
    body: init?.body as FormData | URLSearchParams,
  };
};

describe('submit with fetch', () => {
  it('posts a form without a chosen file urlencoded, with JSON accepted and the Idempotency-Key, then goes to next', async () => {
    const { form, fetch, navigate, submit } = filledPage();
    fetch.mockResolvedValueOnce(
      jsonResponse(201, { message: 'Thank you!', submissionId: 3, next: '/form/view/abc/thanks' }),
    );
    submit.click();
    expect(submit.disabled).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    await settle();
    const request = requestOf(fetch);
    expect(request.url).toBe('http://localhost:3000/form/view/abc');
    expect(request.init.method).toBe('POST');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('idempotency-key')).toBe(IDEMPOTENCY_KEY);
    expect(request.body).toBeInstanceOf(URLSearchParams);
    expect(request.body.get('q_1')).toBe('Ada');
    expect(request.body.get('_idempotency')).toBe(IDEMPOTENCY_KEY);
    expect(request.body.get('_hp')).toBe('');
    expect(navigate).toHaveBeenCalledWith('/form/view/abc/thanks');
    // the page is being left: the button stays disabled against a second submit
    expect(submit.disabled).toBe(true);
  });

  it('posts multipart only when a file was chosen', () => {
    const fields = (file: File) => {
      const data = new FormData();
      data.append('q_1', 'Ada');
      data.append('q_2', file);
      return data;
    };
    const withoutFile = requestBody(fields(new File([], '')));
    expect(withoutFile).toBeInstanceOf(URLSearchParams);
    expect([...withoutFile.entries()]).toEqual([['q_1', 'Ada']]);
    const chosen = fields(new File(['cv'], 'cv.pdf', { type: 'application/pdf' }));
    expect(requestBody(chosen)).toBe(chosen);
  });

  it('maps a 400 answer to its questions and opens the page of the first', async () => {
    const { form, fetch, navigate, submit } = filledPage();
    fetch.mockResolvedValueOnce(
      jsonResponse(400, { message: 'Please correct the highlighted questions.', errors: { '1': 'Too short.' } }),
    );
    submit.click();
    await settle();
    expect(navigate).not.toHaveBeenCalled();
    expect(errorText(1)).toBe('Too short.');
    expect(shownPages(form)).toEqual([1]);
    expect(document.activeElement).toBe(query(form, '#q_1'));
    const alert = query(form, '.fb-form-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe('Please correct the highlighted questions.');
    expect(alert.previousElementSibling?.className).toBe('fb-title');
    expect(submit.disabled).toBe(false);
  });

  it.each([
    [429, 'Too many submissions from your network. Please wait a minute and try again.'],
    [404, 'This form does not exist or is not available.'],
  ])('shows the message of a %i in the form alert', async (status, message) => {
    const { form, fetch, submit } = filledPage();
    fetch.mockResolvedValueOnce(jsonResponse(status, { message }));
    submit.click();
    await settle();
    expect(query(form, '.fb-form-error').textContent).toBe(message);
    expect(submit.disabled).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a network failure with back-off and the same Idempotency-Key', async () => {
    const { fetch, navigate, sleep, submit } = filledPage();
    fetch
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(201, { message: 'Thank you!', submissionId: 3, next: '/next' }));
    submit.click();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/next'));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual(RETRY_DELAYS_MS.slice(0, 2));
    const keys = [0, 1, 2].map((call) => requestOf(fetch, call).headers.get('idempotency-key'));
    expect(keys).toEqual([IDEMPOTENCY_KEY, IDEMPOTENCY_KEY, IDEMPOTENCY_KEY]);
  });

  it('gives up after the last retry with a message and the button back', async () => {
    const { form, fetch, submit } = filledPage();
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    submit.click();
    await vi.waitFor(() => expect(query(form, '.fb-form-error').textContent).toBe(UNREACHABLE_MESSAGE));
    expect(fetch).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
    expect(submit.disabled).toBe(false);
    // the answers are still there for another try
    expect(query<HTMLInputElement>(form, '#q_1').value).toBe('Ada');
  });

  it('retries a gateway error too, and ignores a second submit while sending', async () => {
    const { form, fetch, navigate } = filledPage();
    fetch
      .mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }))
      .mockResolvedValueOnce(jsonResponse(200, { message: 'ok', next: '/n' }));
    form.requestSubmit();
    form.requestSubmit();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/n'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('lets the browser post the form itself when there is no fetch', () => {
    const { form } = mountPage({ elements }, { fetch: null });
    typeInto(query<HTMLInputElement>(form, '#q_1'), 'Ada');
    query<HTMLButtonElement>(form, '[data-action="next"]').click();
    let prevented: boolean | null = null;
    form.addEventListener('submit', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    });
    form.requestSubmit();
    expect(prevented).toBe(false);
  });

  it('shows the page again ready to submit when it comes back from the back/forward cache', async () => {
    const { fetch, navigate, submit } = filledPage();
    fetch.mockResolvedValueOnce(jsonResponse(201, { message: 'Thank you!', next: '/thanks' }));
    submit.click();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(submit.disabled).toBe(true);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(submit.disabled).toBe(false);
  });

  it("sends nothing from a template's preview (formId null): it checks the answers, then says it is a preview", () => {
    const storage = window.localStorage;
    storage.clear();
    const { form, fetch, navigate } = mountPage({ elements, formId: null }, { storage });
    const submit = query<HTMLButtonElement>(form, 'button[type="submit"]');
    query<HTMLButtonElement>(form, '[data-action="next"]').click();
    // still checked like the live form: the empty required Name stops it on its page
    expect(errorText(1)).toBe('Required field');
    typeInto(query<HTMLInputElement>(form, '#q_1'), 'Ada');
    query<HTMLButtonElement>(form, '[data-action="next"]').click();
    submit.click();
    expect(query(form, '.fb-form-error').textContent).toBe(PREVIEW_MESSAGE);
    expect(fetch).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(submit.disabled).toBe(false);
    // nor are its answers kept
    expect(storage.length).toBe(0);
  });
});
