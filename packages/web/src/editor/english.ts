import { makeTranslate } from '../i18n/translate';

/**
 * The app's words in English (docs/product.md, "The owner app's language"): what the editor's,
 * the rules' and the logic screen's functions say when no language is given, as outside the app.
 */
export const ENGLISH = makeTranslate('en', 'en');
