import type { PageData } from './page-data';

// How far a visit gets, for the owner's statistics (the server's responses/progress.ts): one
// beacon at the visit's first answer and one for each page it reaches (2 and on) the first time,
// never one per keystroke. Nothing is sent for a preview (the owner's draft or a template).

export interface Progress {
  /** An answer was given; only the visit's first is reported. */
  answered(): void;
  /** Page `page` is shown; each page after the first is reported once. */
  reached(page: number): void;
}

/**
 * An address beside the form page's own (`{page}/progress`, `{page}/partial`), with its access
 * token when it is private; null for the owner's preview of a draft, which records nothing.
 */
export function actionUrl(form: HTMLFormElement, path: string, query = ''): string | null {
  const action = new URL(form.getAttribute('action') ?? '', form.ownerDocument.baseURI);
  if (action.searchParams.get('preview') === 'true') return null;
  const access = action.searchParams.get('access');
  const search = [query, access === null ? '' : `access=${encodeURIComponent(access)}`].filter((part) => part !== '');
  return `${action.pathname}/${path}${search.length === 0 ? '' : `?${search.join('&')}`}`;
}

/** The address beacons go to: the form page's own, with its access token when it is private. */
export const progressUrl = (form: HTMLFormElement, step: string): string | null => actionUrl(form, 'progress', step);

/** `send`: navigator.sendBeacon's way (a POST that outlives the page); null sends nothing. */
export function createProgress(
  form: HTMLFormElement,
  data: PageData | null,
  send: ((url: string) => void) | null,
): Progress {
  const counted = send !== null && data !== null && !data.preview && data.version > 0;
  let answered = false;
  const reached = new Set<number>([1]);
  const report = (step: string): void => {
    const url = counted ? progressUrl(form, step) : null;
    if (url !== null) send?.(url);
  };
  return {
    answered() {
      if (answered) return;
      answered = true;
      report('step=start');
    },
    reached(page) {
      if (reached.has(page)) return;
      reached.add(page);
      report(`step=page&page=${String(page)}`);
    },
  };
}
