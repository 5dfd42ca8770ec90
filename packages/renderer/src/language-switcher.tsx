import { languageInfo } from '@formbuilder/core/runtime';
import type { ReactNode } from 'react';

// The visitor's choice of language on a form offered in several (docs/product.md, "Languages"):
// a link per language, each named in its own language and marked as such (lang, hreflang), the
// one shown aria-current. Links, so the choice works without the script; with it, the answers
// typed so far come along (client/languages.ts).

/** The switcher's look, added to the page's stylesheet only where it is drawn (gleamCss stays small). */
export const LANGUAGE_SWITCHER_CSS =
  '.fb-languages ul{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:.25rem 1rem;max-width:640px;margin:0 auto .75rem;padding:.5rem 1rem 0;list-style:none;font:.875rem/1.5 system-ui,sans-serif}.fb-languages a{color:inherit}.fb-languages a[aria-current]{font-weight:600;text-decoration:none}';

export interface LanguageSwitcherProps {
  /** The language the page is in. */
  readonly current: string;
  /** The form's languages, its default first, each with the address of the page in it. */
  readonly links: readonly { readonly lang: string; readonly href: string }[];
  /** What the list is called, in the page's language ('Language'). */
  readonly label: string;
}

export function LanguageSwitcher({ current, links, label }: LanguageSwitcherProps): ReactNode {
  if (links.length < 2) return null;
  return (
    <nav className="fb-languages" aria-label={label}>
      <ul>
        {links.map(({ lang, href }) => (
          <li key={lang}>
            <a
              href={href}
              hrefLang={lang}
              lang={lang}
              dir={languageInfo(lang).dir}
              data-lang={lang}
              aria-current={lang === current ? 'true' : undefined}
            >
              {languageInfo(lang).nativeName}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
