import { elementNodes, idOf } from './dom';
import { setError, setFormError } from './errors';
import type { Pager } from './pages';
import type { PartialSaver } from './partial';
import type { AnswerStore } from './storage';
import { sendForm, unreachableMessage, type SubmitOutcome } from './submit';
import { pageWords } from './words';
import { showUploadProgress, type Uploader } from './upload';
import type { Validator } from './validation';

export interface SubmitFlow {
  readonly validator: Validator;
  readonly pager: Pager;
  readonly store: AnswerStore;
  /** A form that saves answers as visitors go: its saved files are not sent again, and nothing is saved once sent. */
  readonly partial?: PartialSaver | null;
  /** null: no fetch in this browser, the form is posted natively. */
  readonly fetch: typeof fetch | null;
  /** Sends a submission with files, telling progress; null: fetch sends it. */
  readonly upload: Uploader | null;
  /** A template's preview: a valid Submit says so and sends nothing. */
  readonly preview: boolean;
  readonly navigate: (url: string) => void;
  readonly sleep: (ms: number) => Promise<void>;
  readonly announce: (text: string) => void;
}

const shownIds = (form: HTMLFormElement): number[] =>
  elementNodes(form)
    .map(idOf)
    .filter((id): id is number => id !== null);

function setBusy(form: HTMLFormElement, busy: boolean): void {
  if (busy) form.setAttribute('aria-busy', 'true');
  else form.removeAttribute('aria-busy');
  for (const button of form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) button.disabled = busy;
}

/** Shows an outcome; returns true when the page is being left. */
function show(form: HTMLFormElement, outcome: SubmitOutcome, flow: SubmitFlow): boolean {
  switch (outcome.kind) {
    case 'sent':
      flow.store.clear();
      flow.partial?.stop();
      if (outcome.next !== null) {
        flow.navigate(outcome.next);
        return true;
      }
      flow.announce(outcome.message);
      return false;
    case 'invalid': {
      // The server checked every question: its messages replace the page's.
      let first: number | null = null;
      for (const id of shownIds(form)) {
        const message = outcome.errors[String(id)] ?? null;
        setError(form, id, message);
        if (message !== null) first ??= id;
      }
      setFormError(form, outcome.message);
      if (first !== null) flow.pager.reveal(first);
      return false;
    }
    case 'refused':
      setFormError(form, outcome.message)?.scrollIntoView?.({ block: 'nearest' });
      return false;
    case 'unreachable':
      setFormError(form, unreachableMessage())?.scrollIntoView?.({ block: 'nearest' });
      return false;
  }
}

/**
 * Submit: every shown question (of the pages on the path, with jumps) is validated first, and the first
 * invalid one is shown on its page; then the answers go with fetch (submit.ts)
 * while the submit button is disabled. Without fetch the browser posts the
 * form itself, as it does with no script at all.
 */
export function handleSubmit(form: HTMLFormElement, flow: SubmitFlow): void {
  let sending = false;
  // Back from the next page may show this one from the back/forward cache, still busy.
  form.ownerDocument.defaultView?.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    sending = false;
    setBusy(form, false);
  });
  form.addEventListener('submit', (event) => {
    if (sending) {
      event.preventDefault();
      return;
    }
    // "Save and continue later" posts the page when the script cannot save it (partial.ts).
    if (event.submitter?.classList.contains('fb-partial-save') === true) return;
    // Enter in a field submits through the (hidden) last page's button: before
    // the last page it means Next.
    if (!flow.pager.atEnd()) {
      event.preventDefault();
      flow.pager.next();
      return;
    }
    // With jumps, only the pages on the path are checked (pages.ts).
    const invalid = flow.validator.check(flow.pager.submittedIds());
    const first = invalid[0];
    if (first !== undefined) {
      event.preventDefault();
      flow.pager.reveal(first);
      return;
    }
    if (flow.preview) {
      event.preventDefault();
      setFormError(form, pageWords().t('submit.preview'))?.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    const fetcher = flow.fetch;
    if (fetcher === null) return;
    event.preventDefault();
    const submitter = event.submitter;
    sending = true;
    setFormError(form, null);
    setBusy(form, true);
    const run = async (): Promise<void> => {
      let leaving = false;
      try {
        const onProgress = (sent: number) => showUploadProgress(form, sent, submitter);
        leaving = show(
          form,
          await sendForm(form, {
            fetch: fetcher,
            sleep: flow.sleep,
            upload: flow.upload,
            onProgress,
            ...(flow.partial ? { skip: flow.partial.saved } : {}),
          }),
          flow,
        );
      } catch {
        setFormError(form, unreachableMessage());
      } finally {
        if (!leaving) showUploadProgress(form, null, null);
        if (!leaving) {
          sending = false;
          setBusy(form, false);
          // Disabling the button dropped focus; give it back unless a field took it.
          const active = form.ownerDocument.activeElement;
          if (submitter instanceof HTMLElement && (active === null || active === form.ownerDocument.body))
            submitter.focus();
        }
      }
    };
    void run();
  });
}
