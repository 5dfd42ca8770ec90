import { errorMessage } from '../api/client';
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
  const pages = useAdminUsers(q);
  if (pages.isPending) return <p role="status">Loading users…</p>;
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
        {q.trim() ? `No user’s e-mail contains “${q.trim()}”.` : 'There are no users yet.'}
      </p>
    );

  return (
    <>
      <div className="table-wrap" aria-busy={pages.isPlaceholderData || undefined}>
        <table className="forms-table admin-table">
          <caption className="visually-hidden">Users{q.trim() ? ` whose e-mail contains “${q.trim()}”` : ''}</caption>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
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
                <td>{user.role_name || `Role ${user.role_id}`}</td>
                <td>
                  {user.isActive === 1 ? 'Active' : <span className="admin-pill admin-pill--off">Suspended</span>}
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
