import { FALLBACK_LANGUAGE, intlLocale } from '../i18n/languages';
import { makeTranslate } from '../i18n/translate';

/**
 * The owner app's words in English, for the builder's plain functions that speak when no
 * language is given (docs/product.md, "The owner app's language"): their callers in a screen
 * pass the owner's `t`.
 */
export const inEnglish = makeTranslate(FALLBACK_LANGUAGE, intlLocale(FALLBACK_LANGUAGE));
