import { useState } from 'react';
import { errorMessage } from '../api/client';
import { useT } from '../i18n/i18n-context';
import { PageTitle } from '../shell/page-title';
import { useRoles } from './admin-api';
import { LiveMessage, type Notice } from '../ui/live-message';
import { RoleEditor } from './role-editor';

type Selection = number | 'new' | null;

// docs/product.md §A2 Admin console, Roles: the list, 'Create New', the editor.
export function RolesTab() {
  const t = useT();
  const roles = useRoles();
  const [selection, setSelection] = useState<Selection>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const role =
    typeof selection === 'number' ? (roles.data?.find((candidate) => candidate.id === selection) ?? null) : null;

  function handleSelect(next: Selection) {
    setSelection(next);
    setNotice(null);
  }

  function handleSaved(roleId: number, message: string) {
    setSelection(roleId);
    setNotice({ tone: 'success', text: message });
  }

  return (
    <div className="admin-split">
      <PageTitle title={t('admin.roles.title')} />
      <div className="admin-split__list">
        <button
          type="button"
          className="button button--primary admin-create"
          onClick={() => handleSelect('new')}
          aria-pressed={selection === 'new'}
        >
          {t('admin.roles.create')}
        </button>
        {roles.isPending && <p role="status">{t('admin.roles.loading')}</p>}
        {roles.isError && (
          <p className="form-alert" role="alert">
            {errorMessage(roles.error)}
          </p>
        )}
        {roles.data && (
          <ul className="admin-role-list" aria-label={t('admin.roles.list')}>
            {roles.data.map((candidate) => (
              <li key={candidate.id}>
                <button
                  type="button"
                  aria-pressed={candidate.id === selection}
                  onClick={() => handleSelect(candidate.id)}
                >
                  <span>{candidate.name}</span>
                  <span className="muted admin-role-list__id">#{candidate.id}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <section className="admin-split__detail detail-pane" aria-label={t('admin.roles.editor')}>
        {selection === null || (selection !== 'new' && !role) ? (
          <p className="muted">{t('admin.roles.choose')}</p>
        ) : (
          <RoleEditor
            key={selection}
            role={role}
            onSaved={handleSaved}
            onFailed={(text) => setNotice({ tone: 'error', text })}
            onEdit={() => setNotice(null)}
          />
        )}
        <LiveMessage notice={notice} />
      </section>
    </div>
  );
}
