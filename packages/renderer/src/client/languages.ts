import type { AnswerStore } from './storage';

// The language switcher of a form offered in several languages (docs/product.md, "Languages";
// the renderer's language-switcher.tsx draws it). Its links work without the script; with it, a
// switch keeps the address's other parameters (URL parameters a question reads), the answers
// typed so far, which the page in the other language restores from storage (storage.ts: one
// entry per form version, whatever its language; options keep their values in every language),
// and the page the visitor was on, which the link carries in its fragment (#fb-page=2).

const LANGUAGE_PARAM = 'lang';
const PAGE_FRAGMENT = /^#fb-page=(\d{1,4})$/;

/** The page a language switch left the visitor on, read from the address's fragment; null when none. */
export function pageAfterSwitch(hash: string): number | null {
  const page = PAGE_FRAGMENT.exec(hash)?.[1];
  return page === undefined ? null : Number(page);
}

export function keepAnswersOnSwitch(
  form: HTMLFormElement,
  store: AnswerStore,
  address: string | undefined,
  currentPage: () => number,
): void {
  const links = form.ownerDocument.querySelectorAll<HTMLAnchorElement>('.fb-languages a[data-lang]');
  for (const link of links) {
    const lang = link.getAttribute('data-lang') ?? '';
    if (address !== undefined && lang !== '') {
      const url = new URL(address);
      url.searchParams.set(LANGUAGE_PARAM, lang);
      link.href = `${url.pathname}${url.search}`;
    }
    link.addEventListener('click', () => {
      store.save();
      // The first page needs no fragment: the page in the other language opens on it.
      const page = currentPage();
      link.hash = page > 1 ? `fb-page=${String(page)}` : '';
    });
  }
}
