import { errorMessage } from '../api/client';
import { useT } from '../i18n/i18n-context';
import { PageTitle } from '../shell/page-title';
import { LanguageField } from './language-field';
import { PreferencesForm } from './preferences-form';
import { usePreferences } from './settings-api';

// docs/product.md §A2 Settings area, Preferences: the app's language (docs/product.md, "The owner
// app's language"; kept in this browser, not on the server), what new forms start with, and
// the time zone of the data screens.
export function PreferencesPage() {
  const preferences = usePreferences();
  const t = useT();
  return (
    <section className="settings-section" aria-labelledby="preferences-heading">
      <PageTitle title={t('settings.preferences')} />
      <h2 id="preferences-heading">{t('settings.preferences')}</h2>
      <LanguageField />
      {preferences.isPending && <p className="muted">{t('shell.loading')}</p>}
      {preferences.isError && <p role="alert">{errorMessage(preferences.error)}</p>}
      {preferences.data && <PreferencesForm initial={preferences.data} />}
    </section>
  );
}
