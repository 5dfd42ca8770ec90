import { useId } from 'react';
import { useLocale, useT } from '../i18n/i18n-context';
import { isOwnerLanguage, OWNER_LANGUAGES, ownerLanguageName } from '../i18n/languages';

/**
 * The app's language (docs/product.md, "The owner app's language"): applied at once and kept in
 * this browser, apart from the preferences the server keeps (and their Save).
 */
export function LanguageField() {
  const t = useT();
  const { language, setLanguage } = useLocale();
  const ids = { select: useId(), hint: useId() };
  return (
    <div className="field settings-language">
      <label htmlFor={ids.select}>{t('settings.language.label')}</label>
      <select
        id={ids.select}
        value={language}
        aria-describedby={ids.hint}
        onChange={(event) => {
          if (isOwnerLanguage(event.target.value)) setLanguage(event.target.value);
        }}
      >
        {OWNER_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {ownerLanguageName(code)}
          </option>
        ))}
      </select>
      <p id={ids.hint} className="muted field__hint">
        {t('settings.language.hint')}
      </p>
    </div>
  );
}
