import { translated, type EmailConfirmation, type FormLanguages } from '@formbuilder/core';
import type { StoredSubmission } from '../../answers/stored-submission';

/**
 * The respondent's confirmation in the language they answered in (docs/product.md, "Languages in
 * results"): its subject and text, and the form's title its fallback words name, as the form's
 * translations into that language have them; each text without a translation stays in the
 * default language. A submission in the default language (or stored without one) is unchanged.
 */
export function confirmationInLanguage(
  submission: StoredSubmission,
  confirmation: EmailConfirmation,
  languages: FormLanguages | undefined,
): { submission: StoredSubmission; confirmation: EmailConfirmation } {
  const language = submission.language;
  const translations = language ? languages?.translations[language] : undefined;
  if (!translations || language === languages?.default) return { submission, confirmation };
  return {
    submission: { ...submission, title: translated(translations, 'title', submission.title) },
    confirmation: {
      ...confirmation,
      subject: translated(translations, 'confirmation.subject', confirmation.subject),
      text: translated(translations, 'confirmation.text', confirmation.text),
    },
  };
}
