import { errorMessage } from '../api/client';
import { useT } from '../i18n/i18n-context';
import { quoted } from '../rules/rule-words';
import { useAdminUsers } from './admin-api';
import type { AdminUser } from './admin-schemas';
import { LoadMore } from '../ui/load-more';

interface UserListProps {
  q: string;
  selectedId: number | null;
  onSelect: (user: AdminUser) => void;
}

/** The users whose e-mail contains the search, 50 at a time. */
export function UserList({ q, selectedId, onSelect }: UserListProps) {
  const t = useT();
  const pages = useAdminUsers(q);
  if (pages.isPending) return <p role="status">{t('admin.users.loading')}</p>;
  if (pages.data === undefined)
    return (
      <p className="form-alert" role="alert">
        {errorMessage(pages.error)}
      </p>
    );

  const users = pages.data.pages.flatMap((page) => page.rows);
  if (users.length === 0)
    return (
      <p className="muted" role="status">
        {q.trim() ? t('admin.users.noMatch', { search: quoted(q.trim(), t) }) : t('admin.users.none')}
      </p>
    );

  return (
    <>
      <div className="table-wrap" aria-busy={pages.isPlaceholderData || undefined}>
        <table className="forms-table admin-table">
          <caption className="visually-hidden">
            {q.trim() ? t('admin.users.captionMatching', { search: quoted(q.trim(), t) }) : t('admin.users.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.users.email')}</th>
              <th scope="col">{t('admin.users.role')}</th>
              <th scope="col">{t('admin.users.status')}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className={user.id === selectedId ? 'is-selected' : undefined}>
                <th scope="row" className="admin-table__main">
                  <button
                    type="button"
                    className="link-button admin-link-button"
                    aria-pressed={user.id === selectedId}
                    onClick={() => onSelect(user)}
                  >
                    {user.email}
                  </button>
                </th>
                <td>{user.role_name || t('admin.users.roleNumber', { id: String(user.role_id) })}</td>
                <td>
                  {user.isActive === 1 ? (
                    t('admin.users.active')
                  ) : (
                    <span className="admin-pill admin-pill--off">{t('admin.users.suspended')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore pages={pages} />
    </>
  );
}
