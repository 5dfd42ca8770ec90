import { keptFileText, keptListId } from '../partial-text';
import type { PageData } from './page-data';
import { actionUrl } from './progress';
import { formFields, readJson, requestBody, unreachableMessage } from './submit';
import { pageWords } from './words';

// Partial responses (docs/product.md, "Partial responses"): on a form that saves answers as
// visitors go (data-partial="on" on the live page, never a preview), the answers are saved to
// `{page}/partial` on every page change, every 30 s while they changed and the page is seen, and
// with a beacon (no files) when the page is left with changes. The answer's token goes into
// `_partial`; files it keeps are not sent again, by later saves or by Submit (the server takes
// them from the partial response), and each File question lists them again from its `files`.
// "Save and continue later" saves and shows the resume link. Core's field names are written
// out here: its partial module is not part of the script's zod-free runtime.

const PARTIAL_FIELD = '_partial';
const DROP_FILES_FIELD = '_drop_files';
const RESUME_EMAIL_FIELD = '_resume_email';
const PAGE_FIELD = '_page';

/** While answers changed, they are saved this often (and on every page change). */
export const SAVE_EVERY_MS = 30_000;
export const SAVED_LINK_TEXT = 'Your answers are saved. To continue later, on this or another device, use this link:';
export const COPY_LINK_TEXT = 'Copy link';
export const LINK_COPIED_TEXT = 'Link copied';

type KeptFiles = Readonly<Record<string, readonly { fileName: string; size: number }[]>>;

/** The server's answer to a save (core's partialSavedSchema), as far as the page uses it. */
interface Saved {
  readonly token: string;
  readonly resumeUrl: string;
  readonly files: KeptFiles;
  readonly emailedTo: string | null;
}

export interface PartialSaver {
  /** An answer changed: the timer and leaving the page save it. */
  changed(): void;
  /** A page is shown (Next, Previous, a jump): saved, once there is anything to save. */
  shown(): void;
  /** Whether this file was saved before: Submit does not send it again. */
  readonly saved: (file: File) => boolean;
  /** The response was sent: nothing more is saved. */
  stop(): void;
}

export interface PartialOptions {
  readonly fetch: typeof fetch | null;
  /** navigator.sendBeacon's way; null: leaving the page saves nothing. */
  readonly beacon: ((url: string, body: URLSearchParams) => void) | null;
  /** The page shown now (1-based). */
  readonly current: () => number;
}

const make = <K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  className: string,
  text = '',
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
};

/** Each File question's kept files drawn again (the renderer's partial.tsx markup), or removed. */
export function drawKeptFiles(form: HTMLFormElement, files: KeptFiles): void {
  const document = form.ownerDocument;
  for (const node of form.querySelectorAll('.fb-element[data-type="File"][data-element-id]')) {
    const id = node.getAttribute('data-element-id') ?? '';
    const name = `q_${id}`;
    node.querySelector('[data-kept]')?.remove();
    const kept = files[id] ?? [];
    const input = node.querySelector('input[type="file"]');
    if (kept.length === 0 || input === null) continue;
    const box = make(document, 'div', 'fb-kept');
    box.setAttribute('data-kept', name);
    const list = make(document, 'ul', '');
    list.id = keptListId(name);
    for (const file of kept) {
      const item = make(document, 'li', '', keptFileText(file, pageWords()));
      item.setAttribute('data-file-name', file.fileName);
      list.append(item);
    }
    const label = make(document, 'label', 'fb-choice fb-kept-remove', ` ${pageWords().t('partial.remove')}`);
    const remove = make(document, 'input', '');
    remove.type = 'checkbox';
    remove.name = DROP_FILES_FIELD;
    remove.value = name;
    remove.setAttribute('aria-describedby', list.id);
    label.prepend(remove);
    box.append(list, label);
    input.after(box);
  }
}

/** The panel "Save and continue later" shows: the link to copy and where it was e-mailed, or why nothing was saved. */
function showPanel(form: HTMLFormElement, button: Element, answer: Saved | string): void {
  const document = form.ownerDocument;
  form.querySelector('.fb-partial-panel')?.remove();
  const panel = make(document, 'div', 'fb-partial-notice fb-partial-panel');
  panel.setAttribute('role', 'status');
  panel.style.margin = '1rem 0 0';
  if (typeof answer === 'string') {
    panel.textContent = answer;
  } else {
    const link = new URL(answer.resumeUrl, document.baseURI).href;
    const row = make(document, 'div', 'fb-partial-link');
    row.style.cssText = 'display:flex;flex-wrap:wrap;gap:.5rem;margin:.5rem 0';
    const field = make(document, 'input', 'fb-input');
    field.readOnly = true;
    field.value = link;
    field.setAttribute('aria-label', pageWords().t('partial.linkLabel'));
    field.style.cssText = 'flex:1 1 12rem;width:auto';
    const copy = make(document, 'button', 'fb-btn fb-btn-quiet', pageWords().t('partial.copy'));
    copy.type = 'button';
    copy.addEventListener('click', () => {
      field.select();
      const copied = () => {
        copy.textContent = pageWords().t('partial.copied');
      };
      const clipboard = document.defaultView?.navigator.clipboard;
      if (clipboard) clipboard.writeText(link).then(copied, () => undefined);
      else if (typeof document.execCommand === 'function' && document.execCommand('copy')) copied();
    });
    row.append(field, copy);
    panel.append(make(document, 'p', '', pageWords().t('partial.saved')), row);
    if (answer.emailedTo !== null)
      panel.append(make(document, 'p', '', pageWords().t('partial.emailed', { address: answer.emailedTo })));
  }
  (button.closest('.fb-partial-bar') ?? button).after(panel);
}

/** Saving as the visitor goes, or null when this page saves nothing (no data-partial, a preview, no fetch). */
export function createPartial(
  form: HTMLFormElement,
  data: PageData | null,
  { fetch, beacon, current }: PartialOptions,
): PartialSaver | null {
  // The address is read at each save: an embedding page may set the form's action later.
  const address = (): string | null => actionUrl(form, 'partial');
  const live = data !== null && !data.preview && data.version > 0;
  if (form.getAttribute('data-partial') !== 'on' || !live || fetch === null || address() === null) return null;
  const document = form.ownerDocument;
  let token = form.querySelector<HTMLInputElement>(`input[name="${PARTIAL_FIELD}"]`);
  if (token === null) {
    token = make(document, 'input', '');
    token.type = 'hidden';
    token.name = PARTIAL_FIELD;
    form.prepend(token);
  }
  const tokenField = token;
  // The files the server keeps: never sent again.
  const saved = new WeakSet<File>();
  let dirty = false;
  let stopped = false;
  let queue: Promise<unknown> = Promise.resolve();

  const isSaved = (file: File): boolean => saved.has(file);
  const fields = (): FormData => {
    const body = formFields(form, isSaved);
    body.set(PAGE_FIELD, String(current()));
    return body;
  };
  const note = (text: string): void => {
    for (const line of form.querySelectorAll('.fb-partial-note')) line.textContent = text;
  };

  const save = async (email: boolean): Promise<Saved | string> => {
    dirty = false;
    const body = fields();
    if (email) body.set(RESUME_EMAIL_FIELD, '1');
    const files = [...body.values()].filter((value): value is File => typeof value !== 'string' && value.name !== '');
    let response: Response;
    try {
      response = await fetch(address() ?? '', {
        method: 'POST',
        body: requestBody(body),
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      });
    } catch {
      dirty = true;
      return unreachableMessage();
    }
    const answer = await readJson(response);
    if (!response.ok || typeof answer.token !== 'string') {
      dirty = true;
      return typeof answer.message === 'string' && answer.message !== ''
        ? answer.message
        : pageWords().t('partial.notSaved', { status: response.status });
    }
    tokenField.value = answer.token;
    for (const file of files) saved.add(file);
    // A saved file leaves its input: the question lists it as kept instead.
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
      const file = input.files?.[0];
      if (file !== undefined && saved.has(file)) input.value = '';
    }
    const kept = typeof answer.files === 'object' && answer.files !== null ? (answer.files as KeptFiles) : {};
    drawKeptFiles(form, kept);
    return {
      token: answer.token,
      resumeUrl: typeof answer.resumeUrl === 'string' ? answer.resumeUrl : '',
      files: kept,
      emailedTo: typeof answer.emailedTo === 'string' ? answer.emailedTo : null,
    };
  };
  // One save at a time, in order.
  const run = (email: boolean): Promise<Saved | string | null> => {
    const next = queue.then(async () => {
      if (stopped) return null;
      const answer = await save(email);
      note(typeof answer === 'string' ? answer : pageWords().t('partial.note'));
      return answer;
    });
    queue = next;
    return next;
  };

  const timer = setInterval(() => {
    if (dirty && !document.hidden) void run(false);
  }, SAVE_EVERY_MS);
  document.defaultView?.addEventListener('pagehide', () => {
    const url = address();
    if (!dirty || stopped || beacon === null || url === null) return;
    dirty = false;
    const text = new URLSearchParams();
    for (const [name, value] of fields()) if (typeof value === 'string') text.append(name, value);
    beacon(url, text);
  });
  // With the script, "Save and continue later" saves here rather than posting the page.
  for (const button of form.querySelectorAll<HTMLButtonElement>('.fb-partial-save')) button.type = 'button';
  form.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('.fb-partial-save') : null;
    if (!(button instanceof HTMLButtonElement)) return;
    button.disabled = true;
    void run(true).then((answer) => {
      button.disabled = false;
      if (answer !== null) showPanel(form, button, answer);
    });
  });

  return {
    changed() {
      dirty = true;
    },
    shown() {
      if (dirty || tokenField.value !== '') void run(false);
    },
    saved: isSaved,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
