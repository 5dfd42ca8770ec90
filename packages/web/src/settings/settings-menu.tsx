import { NavLink } from 'react-router';
import { errorMessage } from '../api/client';
import { useSettingsPages } from './settings-api';
import { settingsEntries } from './settings-pages';

/** docs/product.md §A2: the menu titled 'User settings', its entries from the server's list. */
export function SettingsMenu({ titleId }: { titleId: string }) {
  const pages = useSettingsPages();
  return (
    <nav className="settings-menu" aria-labelledby={titleId}>
      {pages.isPending && <p className="muted">Loading…</p>}
      {pages.isError && <p role="alert">{errorMessage(pages.error)}</p>}
      {pages.data && (
        <ul>
          {settingsEntries(pages.data).map((entry) => (
            <li key={entry.path}>
              <NavLink to={`/settings/${entry.path}`}>{entry.label}</NavLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
