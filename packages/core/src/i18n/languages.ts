// The languages a form can be written in (docs/product.md, "Languages"): a code (BCP 47, the
// language alone), its name in English for the owner, its own name for the visitor's switcher,
// and its writing direction. The page's own words ship for PAGE_LANGUAGES; a form in another
// language shows them in English.

export interface LanguageInfo {
  readonly code: string;
  readonly name: string;
  readonly nativeName: string;
  readonly dir: 'ltr' | 'rtl';
}

const rows: readonly (readonly [code: string, name: string, nativeName: string, rtl?: true])[] = [
  ['ar', 'Arabic', 'العربية', true],
  ['bg', 'Bulgarian', 'Български'],
  ['ca', 'Catalan', 'Català'],
  ['cs', 'Czech', 'Čeština'],
  ['da', 'Danish', 'Dansk'],
  ['de', 'German', 'Deutsch'],
  ['el', 'Greek', 'Ελληνικά'],
  ['en', 'English', 'English'],
  ['es', 'Spanish', 'Español'],
  ['et', 'Estonian', 'Eesti'],
  ['eu', 'Basque', 'Euskara'],
  ['fa', 'Persian', 'فارسی', true],
  ['fi', 'Finnish', 'Suomi'],
  ['fr', 'French', 'Français'],
  ['he', 'Hebrew', 'עברית', true],
  ['hi', 'Hindi', 'हिन्दी'],
  ['hr', 'Croatian', 'Hrvatski'],
  ['hu', 'Hungarian', 'Magyar'],
  ['id', 'Indonesian', 'Bahasa Indonesia'],
  ['it', 'Italian', 'Italiano'],
  ['ja', 'Japanese', '日本語'],
  ['ko', 'Korean', '한국어'],
  ['lt', 'Lithuanian', 'Lietuvių'],
  ['lv', 'Latvian', 'Latviešu'],
  ['nb', 'Norwegian', 'Norsk bokmål'],
  ['nl', 'Dutch', 'Nederlands'],
  ['pl', 'Polish', 'Polski'],
  ['pt', 'Portuguese', 'Português'],
  ['ro', 'Romanian', 'Română'],
  ['ru', 'Russian', 'Русский'],
  ['sk', 'Slovak', 'Slovenčina'],
  ['sl', 'Slovenian', 'Slovenščina'],
  ['sr', 'Serbian', 'Српски'],
  ['sv', 'Swedish', 'Svenska'],
  ['sw', 'Swahili', 'Kiswahili'],
  ['th', 'Thai', 'ไทย'],
  ['tr', 'Turkish', 'Türkçe'],
  ['uk', 'Ukrainian', 'Українська'],
  ['ur', 'Urdu', 'اردو', true],
  ['vi', 'Vietnamese', 'Tiếng Việt'],
  ['zh', 'Chinese', '中文'],
];

export const LANGUAGES: readonly LanguageInfo[] = rows.map(([code, name, nativeName, rtl]) => ({
  code,
  name,
  nativeName,
  dir: rtl === true ? 'rtl' : 'ltr',
}));

const byCode = new Map(LANGUAGES.map((language) => [language.code, language]));

export const LANGUAGE_CODES: readonly string[] = LANGUAGES.map((language) => language.code);

/** The language every form starts in, and the one the page's words fall back to. */
export const DEFAULT_LANGUAGE = 'en';

/** The languages the page's own words (Next, Submit, error messages …) ship in. */
export const PAGE_LANGUAGES = ['en', 'fr', 'de', 'es', 'pt', 'it', 'nl', 'ar'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

export const isLanguageCode = (code: string): boolean => byCode.has(code);

export function languageInfo(code: string): LanguageInfo {
  return byCode.get(code) ?? { code, name: code, nativeName: code, dir: 'ltr' };
}

export const languageDir = (code: string): 'ltr' | 'rtl' => languageInfo(code).dir;

/** 'fr-CA' → 'fr'; lower case; '' for what is not a language tag. */
export function baseLanguage(tag: string): string {
  const match = /^\s*([A-Za-z]{2,3})(?:[-_][A-Za-z0-9-]*)?\s*$/.exec(tag);
  return match === null ? '' : match[1]!.toLowerCase();
}

/** The languages of an Accept-Language header, best first (q=0 dropped, order kept among equals). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (header === undefined || header === '') return [];
  return header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)).find((m) => m !== null);
      return { code: baseLanguage(tag), q: q === undefined || q === null ? 1 : Number(q[1]), index };
    })
    .filter((entry) => entry.code !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.code);
}

/**
 * The language a visitor reads a form in (docs/product.md, "Languages"): `?lang=` when the form
 * has it, then the first of the visitor's Accept-Language the form has, then the form's default.
 */
export function pickLanguage(input: {
  readonly query?: string | undefined;
  readonly acceptLanguage?: string | undefined;
  readonly available: readonly string[];
  readonly defaultLanguage: string;
}): string {
  const has = (code: string) => input.available.includes(code);
  const asked = input.query === undefined ? '' : baseLanguage(input.query);
  if (asked !== '' && has(asked)) return asked;
  return acceptedLanguages(input.acceptLanguage).find(has) ?? input.defaultLanguage;
}
