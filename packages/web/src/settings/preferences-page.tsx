import { errorMessage } from '../api/client';
import { PageTitle } from '../shell/page-title';
import { PreferencesForm } from './preferences-form';
import { usePreferences } from './settings-api';

// docs/product.md §A2 Settings area, Preferences: what new forms start with,
// and the time zone of the data screens.
export function PreferencesPage() {
  const preferences = usePreferences();
  return (
    <section className="settings-section" aria-labelledby="preferences-heading">
      <PageTitle title="Preferences" />
      <h2 id="preferences-heading">Preferences</h2>
      {preferences.isPending && <p className="muted">Loading…</p>}
      {preferences.isError && <p role="alert">{errorMessage(preferences.error)}</p>}
      {preferences.data && <PreferencesForm initial={preferences.data} />}
    </section>
  );
}
