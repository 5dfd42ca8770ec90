import { NavLink } from 'react-router';
import { errorMessage } from '../api/client';
import { useT } from '../i18n/i18n-context';
import { useSettingsPages } from './settings-api';
import { settingsEntries } from './settings-pages';

/** docs/product.md §A2: the menu titled 'User settings', its entries from the server's list. */
export function SettingsMenu({ titleId }: { titleId: string }) {
  const pages = useSettingsPages();
  const t = useT();
  return (
    <nav className="settings-menu" aria-labelledby={titleId}>
      {pages.isPending && <p className="muted">{t('shell.loading')}</p>}
      {pages.isError && <p role="alert">{errorMessage(pages.error)}</p>}
      {pages.data && (
        <ul>
          {settingsEntries(pages.data).map((entry) => (
            <li key={entry.path}>
              <NavLink to={`/settings/${entry.path}`}>{t(entry.label)}</NavLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
