// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeElement } from '../testing';
import {
  errorText,
  jsonResponse,
  mountPage,
  query,
  requestUrl,
  settle,
  shownPages,
  typeInto,
  type PageSetup,
} from './client-testing';
import { COPY_LINK_TEXT, LINK_COPIED_TEXT, SAVE_EVERY_MS, SAVED_LINK_TEXT } from './partial';

// Partial responses (docs/product.md, "Partial responses"): the visitor's script saves the
// answers as the visitor goes, sends a saved file once, and shows the resume link.

const elements = [
  makeElement('TextBox', 1, { label: 'Name', required: true }),
  makeElement('PageBreak', 2),
  makeElement('File', 3, { label: 'Your CV', required: true }),
  makeElement('PageBreak', 4),
  makeElement('TextBox', 5, { label: 'Anything else?' }),
  makeElement('Button', 6, { buttonText: 'Send' }),
];

const saved = (token: string, extra: Record<string, unknown> = {}) =>
  jsonResponse(200, {
    token,
    resumeUrl: `http://localhost:3000/form/view/abc?resume=${token}`,
    expiresAt: '2030-01-01T00:00:00.000Z',
    page: 1,
    files: {},
    emailedTo: null,
    ...extra,
  });

function mount(setup: Partial<PageSetup> = {}) {
  const beacon = vi.fn<(url: string, body?: URLSearchParams) => void>();
  const mounted = mountPage({ elements, partial: { enabled: true }, ...setup }, { beacon });
  const click = (selector: string) =>
    query<HTMLButtonElement>(mounted.form, `section:not([hidden]) ${selector}`).click();
  return {
    ...mounted,
    beacon,
    next: () => click('[data-action="next"]'),
    previous: () => click('[data-action="previous"]'),
    token: () => query<HTMLInputElement>(mounted.form, 'input[name="_partial"]').value,
  };
}

/** The saves sent (url and body), in order. */
const saves = (fetch: ReturnType<typeof mountPage>['fetch']) =>
  fetch.mock.calls
    .filter(([url]) => requestUrl(url).includes('/partial'))
    .map(([url, init]) => ({ url: requestUrl(url), body: init?.body as FormData | URLSearchParams }));

function choose(form: HTMLFormElement, id: number, file: File) {
  const input = query<HTMLInputElement>(form, `input[name="q_${String(id)}"]`);
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('saving as the visitor goes', () => {
  it('saves on every page change with the page shown in _page, then carries the token it got back', async () => {
    const { form, fetch, next, previous, token } = mount();
    fetch.mockResolvedValueOnce(saved('tok-1')).mockResolvedValueOnce(saved('tok-1'));
    typeInto(query<HTMLInputElement>(form, '#q_1'), 'Ada');
    next();
    expect(shownPages(form)).toEqual([2]);
    await settle();
    previous();
    await settle();
    const [first, second] = saves(fetch);
    expect(first?.url).toBe('/form/view/abc/partial');
    expect(first?.body.get('q_1')).toBe('Ada');
    expect(first?.body.get('_page')).toBe('2');
    expect(first?.body.get('_partial')).toBe('');
    expect(second?.body.get('_page')).toBe('1');
    expect(second?.body.get('_partial')).toBe('tok-1');
    expect(token()).toBe('tok-1');
  });

  it('carries a private form’s access token, and saves nothing before any answer', async () => {
    const { form, fetch, next } = mount();
    next();
    expect(errorText(1)).not.toBeNull();
    form.setAttribute('action', '/form/view/abc?access=k%2B1');
    typeInto(query<HTMLInputElement>(form, '#q_1'), 'Ada');
    fetch.mockResolvedValueOnce(saved('tok-1'));
    next();
    await settle();
    expect(saves(fetch).map((save) => save.url)).toEqual(['/form/view/abc/partial?access=k%2B1']);
  });

  it('saves every 30 s while the answers changed and the page is seen, and not otherwise', async () => {
    vi.useFakeTimers();
    const { form, fetch } = mount();
    fetch.mockImplementation(() => Promise.resolve(saved('tok-1')));
    await vi.advanceTimersByTimeAsync(SAVE_EVERY_MS);
    expect(saves(fetch)).toHaveLength(0);
    typeInto(query<HTMLInputElement>(form, '#q_1'), 'Ada');
    await vi.advanceTimersByTimeAsync(SAVE_EVERY_MS);
    expect(saves(fetch)).toHaveLength(1);
    expect(saves(fetch)[0]?.body.get('q_1')).toBe('Ada');
    expect(saves(fetch)[0]?.body.get('_page')).toBe('1');
    await vi.advanceTimersByTimeAsync(SAVE_EVERY_MS);
    expect(saves(fetch)).toHaveLength(1);
    // a page in a background tab waits
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    typeInto(query<HTMLInputElement>(form, '#q_1'), 'Ada L');
    await vi.advanceTimersByTimeAsync(SAVE_EVERY_MS);
    expect(saves(fetch)).toHaveLength(1);
    Reflect.deleteProperty(document, 'hidden');
    await vi.advanceTimersByTimeAsync(SAVE_EVERY_MS);
    expect(saves(fetch)).toHaveLength(2);
  });

  it('sends a beacon without files when the page is left with changes, once', () => {
    const { form, beacon } = mount();
    const partialBeacons = () => beacon.mock.calls.filter(([url]) => url.endsWith('/partial'));
    window.dispatchEvent(new Event('pagehide'));
    expect(partialBeacons()).toHaveLength(0);
    typeInto(query<HTMLInputElement>(form, '#q_1'), 'Ada');
    window.dispatchEvent(new Event('pagehide'));
    expect(partialBeacons()).toHaveLength(1);
    const [url, body] = partialBeacons()[0] ?? [];
    expect(url).toBe('/form/view/abc/partial');
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(body?.get('q_1')).toBe('Ada');
    expect(body?.get('_page')).toBe('1');
    expect(body?.has('q_3')).toBe(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(partialBeacons()).toHaveLength(1);
  });

  it('saves nothing for a preview', async () => {
    for (const setup of [{ formId: null }, { version: 0 }] as const) {
      const { form, fetch, beacon, next } = mount(setup);
      fetch.mockResolvedValue(saved('tok-1'));
      typeInto(query<HTMLInputElement>(form, '#q_1'), 'Ada');
      next();
      window.dispatchEvent(new Event('pagehide'));
      await settle();
      expect(saves(fetch)).toHaveLength(0);
      expect(beacon.mock.calls.filter(([url]) => url.endsWith('/partial'))).toHaveLength(0);
    }
  });

  it('says in the note why a save failed, and keeps the answers', async () => {
    const { form, fetch, next } = mount();
    fetch.mockResolvedValueOnce(jsonResponse(413, { message: "The file 'cv.pdf' is too large (at most 10 MB)." }));
    typeInto(query<HTMLInputElement>(form, '#q_1'), 'Ada');
    next();
    await settle();
    await settle();
    expect(query(form, 'section:not([hidden]) .fb-partial-note').textContent).toBe(
      "The file 'cv.pdf' is too large (at most 10 MB).",
    );
    expect(query<HTMLInputElement>(form, '#q_1').value).toBe('Ada');
  });
});

describe('files of a partial response', () => {
  it('sends a file once, lists it as kept, and Submit leaves it to the server', async () => {
    const { form, fetch, next, previous } = mount();
    fetch.mockResolvedValueOnce(saved('tok-1'));
    typeInto(query<HTMLInputElement>(form, '#q_1'), 'Ada');
    next();
    await settle();
    const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    choose(form, 3, cv);
    fetch.mockResolvedValueOnce(saved('tok-1', { files: { '3': [{ fileName: 'cv.pdf', size: 123_456 }] } }));
    next();
    await settle();
    await settle();
    const withFile = saves(fetch)[1]?.body;
    expect(withFile).toBeInstanceOf(FormData);
    expect(withFile?.get('q_3')).toBe(cv);
    expect(query(form, '[data-kept="q_3"] li').textContent).toBe('Kept: cv.pdf (121 KB)');
    expect(query<HTMLInputElement>(form, '[data-kept="q_3"] input[type="checkbox"]').name).toBe('_drop_files');

    fetch.mockResolvedValueOnce(saved('tok-1', { files: { '3': [{ fileName: 'cv.pdf', size: 123_456 }] } }));
    previous();
    await settle();
    await settle();
    const after = saves(fetch)[2]?.body;
    expect(after).toBeInstanceOf(URLSearchParams);
    expect(after?.has('q_3')).toBe(false);
    expect(query(form, '[data-kept="q_3"] li').textContent).toBe('Kept: cv.pdf (121 KB)');

    // The required File question is answered by its kept file.
    fetch.mockResolvedValueOnce(saved('tok-1', { files: { '3': [{ fileName: 'cv.pdf', size: 123_456 }] } }));
    next();
    expect(errorText(3)).toBeNull();
    await settle();
    expect(shownPages(form)).toEqual([3]);
    fetch.mockResolvedValueOnce(jsonResponse(201, { message: 'Thank you!', next: '/form/view/abc/thanks' }));
    query<HTMLButtonElement>(form, 'section:not([hidden]) button.fb-submit').click();
    await settle();
    await settle();
    const submitted = fetch.mock.calls.find(([url]) => requestUrl(url) === 'http://localhost:3000/form/view/abc');
    const body = submitted?.[1]?.body as URLSearchParams;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(body.has('q_3')).toBe(false);
    expect(body.get('_partial')).toBe('tok-1');
  });

  it('asks for the file again when the visitor removes the kept one', () => {
    const { form, next } = mount({
      currentPage: 2,
      partialToken: 'tok-1',
      answers: { '1': 'Ada' },
      partialView: { keptFiles: { '3': [{ fileName: 'cv.pdf', size: 2_500_000 }] } },
    });
    expect(query(form, '[data-kept="q_3"] li').textContent).toBe('Kept: cv.pdf (2.4 MB)');
    query<HTMLInputElement>(form, '[data-kept="q_3"] input[type="checkbox"]').click();
    next();
    expect(errorText(3)).not.toBeNull();
    expect(shownPages(form)).toEqual([2]);
  });
});

describe('a resumed response', () => {
  it('starts on the page the server drew, and saves each page change from there', async () => {
    const { form, fetch, next } = mount({
      currentPage: 3,
      partialToken: 'tok-9',
      answers: { '1': 'Ada', '5': 'No' },
      partialView: { keptFiles: { '3': [{ fileName: 'cv.pdf', size: 2048 }] } },
    });
    expect(shownPages(form)).toEqual([3]);
    fetch.mockResolvedValueOnce(saved('tok-9', { files: { '3': [{ fileName: 'cv.pdf', size: 2048 }] } }));
    query<HTMLButtonElement>(form, 'section:not([hidden]) [data-action="previous"]').click();
    await settle();
    expect(shownPages(form)).toEqual([2]);
    expect(saves(fetch)[0]?.body.get('_partial')).toBe('tok-9');
    expect(saves(fetch)[0]?.body.get('_page')).toBe('2');
    expect(query(form, '[data-kept="q_3"] li').textContent).toBe('Kept: cv.pdf (2 KB)');
    next();
    expect(shownPages(form)).toEqual([3]);
  });
});

describe('Save and continue later', () => {
  it('saves with _resume_email and shows the link to copy and where it was sent', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { form, fetch, navigate } = mount();
    typeInto(query<HTMLInputElement>(form, '#q_1'), 'Ada');
    const button = query<HTMLButtonElement>(form, 'section:not([hidden]) .fb-partial-save');
    expect(button.type).toBe('button');
    fetch.mockResolvedValueOnce(saved('tok-1', { emailedTo: 'a•••@example.com' }));
    button.click();
    expect(button.disabled).toBe(true);
    await settle();
    await settle();
    expect(saves(fetch)).toHaveLength(1);
    expect(saves(fetch)[0]?.body.get('_resume_email')).toBe('1');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    const panel = query(form, '.fb-partial-panel');
    expect(panel.getAttribute('role')).toBe('status');
    expect(panel.textContent).toContain(SAVED_LINK_TEXT);
    expect(panel.textContent).toContain('We also sent it to a•••@example.com.');
    const link = query<HTMLInputElement>(panel, 'input');
    expect(link.readOnly).toBe(true);
    expect(link.value).toBe('http://localhost:3000/form/view/abc?resume=tok-1');
    const copy = query<HTMLButtonElement>(panel, 'button');
    expect(copy.textContent).toBe(COPY_LINK_TEXT);
    copy.click();
    await settle();
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/form/view/abc?resume=tok-1');
    expect(copy.textContent).toBe(LINK_COPIED_TEXT);
    expect(button.disabled).toBe(false);
  });

  it('says the server’s refusal in words, and keeps the answers', async () => {
    const { form, fetch } = mount();
    typeInto(query<HTMLInputElement>(form, '#q_1'), 'Ada');
    fetch.mockResolvedValueOnce(jsonResponse(429, { message: 'Too many saves; please wait a minute.' }));
    query<HTMLButtonElement>(form, 'section:not([hidden]) .fb-partial-save').click();
    await settle();
    await settle();
    const panel = query(form, '.fb-partial-panel');
    expect(panel.textContent).toBe('Too many saves; please wait a minute.');
    expect(panel.querySelector('input')).toBeNull();
    expect(query<HTMLInputElement>(form, '#q_1').value).toBe('Ada');
  });

  it('saves nothing more once the response is sent', async () => {
    const { form, fetch, beacon } = mount({
      elements: [makeElement('TextBox', 1, { label: 'Name' }), makeElement('Button', 2)],
    });
    fetch.mockResolvedValueOnce(jsonResponse(201, { message: 'Thank you!', next: '/form/view/abc/thanks' }));
    typeInto(query<HTMLInputElement>(form, '#q_1'), 'Ada');
    query<HTMLButtonElement>(form, 'button.fb-submit').click();
    await settle();
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon.mock.calls.filter(([url]) => url.endsWith('/partial'))).toHaveLength(0);
  });
});
