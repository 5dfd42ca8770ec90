import { z } from 'zod';
import { DEFAULT_LANGUAGE, isLanguageCode, languageInfo } from '../i18n/languages';

// props.languages (docs/product.md, "Languages"): the form's default language, the others it is
// offered in, and the translations of its texts into each other language (i18n/translate.ts keys).

export const FORM_LANGUAGES_MAX = 20;
export const TRANSLATION_KEY_MAX_LENGTH = 2100;
export const TRANSLATION_TEXT_MAX_LENGTH = 10_000;
export const TRANSLATIONS_PER_LANGUAGE_MAX = 5000;

/** The field the visitor's page posts its language in; the intake keeps it with the submission. */
export const LANGUAGE_FIELD = '_lang';
/** The query parameter that picks a form's language: `/form/view/{uuid}?lang=fr`. */
export const LANGUAGE_PARAM = 'lang';

export const languageCodeSchema = z.string().superRefine((code, ctx) => {
  if (!isLanguageCode(code)) {
    ctx.addIssue({ code: 'custom', message: `'${code.slice(0, 20)}' is not a language the builder offers.` });
  }
});

const translationsSchema = z
  .record(
    z.string().max(TRANSLATION_KEY_MAX_LENGTH),
    z
      .string()
      .max(TRANSLATION_TEXT_MAX_LENGTH, `A translation can be at most ${TRANSLATION_TEXT_MAX_LENGTH} characters.`),
  )
  .refine((texts) => Object.keys(texts).length <= TRANSLATIONS_PER_LANGUAGE_MAX, {
    message: `A language can hold at most ${TRANSLATIONS_PER_LANGUAGE_MAX} translated texts.`,
  });

export const formLanguagesSchema = z
  .object({
    default: languageCodeSchema.default(DEFAULT_LANGUAGE),
    more: z
      .array(languageCodeSchema)
      .max(FORM_LANGUAGES_MAX, `A form can have at most ${FORM_LANGUAGES_MAX} more languages.`)
      .default([]),
    translations: z.record(z.string(), translationsSchema).default({}),
  })
  .superRefine((languages, ctx) => {
    const seen = new Set([languages.default]);
    languages.more.forEach((code, index) => {
      if (seen.has(code)) {
        ctx.addIssue({ code: 'custom', path: ['more', index], message: `${languageInfo(code).name} is listed twice.` });
      }
      seen.add(code);
    });
    for (const code of Object.keys(languages.translations)) {
      if (!languages.more.includes(code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['translations', code],
          message: `There are translations into ${languageInfo(code).name}, which is not among the form's languages.`,
        });
      }
    }
  });
export type FormLanguages = z.infer<typeof formLanguagesSchema>;

/** The languages a form is offered in, its default first. */
export function formLanguageCodes(languages: Pick<FormLanguages, 'default' | 'more'> | undefined): string[] {
  return languages === undefined ? [DEFAULT_LANGUAGE] : [languages.default, ...languages.more];
}
