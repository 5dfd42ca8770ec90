import type { FastifyRequest } from 'fastify';
import {
  LANGUAGE_PARAM,
  formLanguageCodes,
  languageDir,
  pageWords,
  pickLanguage,
  translateProps,
  type FormProps,
  type PageWords,
  type Translations,
} from '@formbuilder/core';
import { sanitizeElement, sanitizeEnding } from '../forms/sanitize';

// The language a visitor reads a form's public pages in (docs/product.md, "Languages"): `?lang=`,
// then their browser's Accept-Language, then the form's default (core's pickLanguage, through
// submissions/submission-language.ts answers the intake with it too). A form without languages is
// drawn as it always was, in English, with none of this.

/** One of the form's languages, the page's words in it, and the form's translations into it. */
export interface LanguageChoice {
  readonly lang: string;
  /** The page's words in it (English for a language without a catalogue). */
  readonly words: PageWords;
  /** The form's translations into it; undefined in the default language. */
  readonly translations: Translations | undefined;
}

/** What a request says of its language before its body is read. */
export interface LanguageAsked {
  readonly query?: string | undefined;
  readonly acceptLanguage?: string | undefined;
}

/**
 * The language of a page or a submission: `posted` (a submission's `_lang`) when it is one of the
 * form's languages, else `?lang=`, then Accept-Language, then the form's default.
 */
export function chooseLanguage(
  props: Pick<FormProps, 'languages'>,
  posted: string | undefined,
  asked: LanguageAsked = {},
): LanguageChoice {
  const available = formLanguageCodes(props.languages);
  const defaultLanguage = available[0] as string;
  const lang =
    posted !== undefined && available.includes(posted)
      ? posted
      : pickLanguage({ query: asked.query, acceptLanguage: asked.acceptLanguage, available, defaultLanguage });
  return {
    lang,
    words: pageWords(lang),
    translations: lang === defaultLanguage ? undefined : props.languages?.translations[lang],
  };
}

export interface VisitorLanguage extends LanguageChoice {
  readonly dir: 'ltr' | 'rtl';
  /** The form's languages, its default first. */
  readonly available: readonly string[];
  readonly defaultLanguage: string;
}

/** What a request asks for: `?lang=` and Accept-Language. */
export const languageAsked = (request: FastifyRequest): LanguageAsked => ({
  query: (request.query as { [LANGUAGE_PARAM]?: unknown } | undefined)?.[LANGUAGE_PARAM]?.toString(),
  acceptLanguage: request.headers['accept-language'],
});

/** The visitor's language of a form with languages; null for a form without (English, as before). */
export function visitorLanguage(
  props: Pick<FormProps, 'languages'>,
  asked: LanguageAsked | LanguageChoice,
): VisitorLanguage | null {
  if (props.languages === undefined) return null;
  const available = formLanguageCodes(props.languages);
  const language = 'words' in asked ? asked : chooseLanguage(props, undefined, asked);
  return { ...language, dir: languageDir(language.lang), available, defaultLanguage: available[0] as string };
}

/** Whether the page's language is worth a `Vary: Accept-Language`: the form is offered in more than one. */
export const speaksSeveral = (props: Pick<FormProps, 'languages'>): boolean => (props.languages?.more.length ?? 0) > 0;

/**
 * An address of this server's with its `?lang=` set to `lang`, or removed for the form's default
 * language (whose address stays as it was).
 */
export function withLanguage(address: string, lang: string, language: VisitorLanguage): string {
  const url = new URL(address, 'http://page.invalid');
  if (lang === language.defaultLanguage) url.searchParams.delete(LANGUAGE_PARAM);
  else url.searchParams.set(LANGUAGE_PARAM, lang);
  return `${url.pathname}${url.search}`;
}

/**
 * The props as the visitor reads them: translated, the translated texts sanitised like the texts
 * they replace are on save (a translation is the owner's rich text too). Buttons the builder names
 * in English by default speak the page's words (the renderer's page-nav.tsx).
 */
export function visitorProps<P extends FormProps>(props: P, language: VisitorLanguage | null): P {
  if (language === null) return props;
  const translated = translateProps(props, language.translations);
  const drawn =
    translated === props
      ? props
      : {
          ...translated,
          elements: translated.elements.map(sanitizeElement),
          ...(translated.logic
            ? { logic: { ...translated.logic, endings: translated.logic.endings.map(sanitizeEnding) } }
            : {}),
        };
  return drawn;
}
