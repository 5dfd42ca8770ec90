import type { AnswerStore } from './storage';

// The language switcher of a form offered in several languages (docs/product.md, "Languages";
// the renderer's language-switcher.tsx draws it). Its links work without the script; with it, a
// switch keeps the address's other parameters (URL parameters a question reads) and the answers
// typed so far, which the page in the other language restores from storage (storage.ts: one
// entry per form version, whatever its language; options keep their values in every language).

const LANGUAGE_PARAM = 'lang';

export function keepAnswersOnSwitch(form: HTMLFormElement, store: AnswerStore, address: string | undefined): void {
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
    });
  }
}
