import { Navigate, Route, Routes } from 'react-router';
import { useT } from '../i18n/i18n-context';
import { ApiKeysPage } from './api-keys-page';
import { ChangePasswordPage } from './change-password-page';
import { PreferencesPage } from './preferences-page';
import { SettingsMenu } from './settings-menu';
import { UsagesPage } from './usages-page';
import '../ui/ui.css';
import './settings.css';

const TITLE_ID = 'settings-title';

// docs/product.md §A2 Settings area: /settings → /settings/usages, unknown paths → /404.
// The menu sits left of the page, above it on a phone (settings.css).
export function SettingsPage() {
  const t = useT();
  return (
    <div className="settings">
      <div className="settings__side">
        <h1 id={TITLE_ID}>{t('settings.title')}</h1>
        <SettingsMenu titleId={TITLE_ID} />
      </div>
      <div className="settings__content">
        <Routes>
          <Route index element={<Navigate to="/settings/usages" replace />} />
          <Route path="usages" element={<UsagesPage />} />
          <Route path="preferences" element={<PreferencesPage />} />
          <Route path="changepassword" element={<ChangePasswordPage />} />
          <Route path="apikeys" element={<ApiKeysPage />} />
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Routes>
      </div>
    </div>
  );
}
