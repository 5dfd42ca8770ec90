import { useId, useState } from 'react';
import { useT } from '../i18n/i18n-context';
import { PageTitle } from '../shell/page-title';
import type { AdminUser } from './admin-schemas';
import { UserList } from './user-list';
import { UserPanel } from './user-panel';
import { useDebouncedValue } from '../ui/use-debounced-value';

// One request per pause in typing, not per key.
export const SEARCH_DELAY_MS = 300;

// docs/product.md §A2 Admin console, Users: a list by e-mail and the selected user's panel.
export function UsersTab() {
  const t = useT();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [selected, setSelected] = useState<AdminUser | null>(null);

  return (
    <div className="admin-split">
      <PageTitle title={t('admin.users.title')} />
      <div className="admin-split__list">
        <div className="field">
          <label htmlFor={searchId}>{t('admin.users.search')}</label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="name@example.com"
            autoComplete="off"
          />
        </div>
        <UserList q={q} selectedId={selected?.id ?? null} onSelect={setSelected} />
      </div>
      {/* A new selection starts from that user's stored role and status. */}
      <UserPanel key={selected?.id ?? 'none'} user={selected} onSaved={setSelected} />
    </div>
  );
}
