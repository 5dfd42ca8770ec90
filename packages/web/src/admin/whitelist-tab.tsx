import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { useT } from '../i18n/i18n-context';
import { PageTitle } from '../shell/page-title';
import { ConfirmModal } from '../ui/confirm-modal';
import { useRemoveFromWhitelist, useWhitelist } from './admin-api';
import { DateTime } from '../ui/date-format';
import type { WhitelistEntry } from './admin-schemas';
import { LiveMessage, type Notice } from '../ui/live-message';
import { WhitelistAdd } from './whitelist-add';

// docs/product.md §A2 Whitelist lists e-mails; removing one is ours. With SIGNUP_MODE=whitelist
// only these addresses may sign up; users are added from the Users tab.
export function WhitelistTab() {
  const t = useT();
  const list = useWhitelist();
  const remove = useRemoveFromWhitelist();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [removing, setRemoving] = useState<WhitelistEntry | null>(null);

  function handleRemove(entry: WhitelistEntry) {
    if (!remove.isPending) setRemoving(entry);
  }

  function handleConfirmRemove() {
    const entry = removing;
    setRemoving(null);
    if (!entry) return;
    setNotice(null);
    remove.mutate(entry.id, {
      onSuccess: (answer) => setNotice({ tone: 'success', text: answer.message }),
      onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }),
    });
  }

  return (
    <div className="admin-tab">
      <PageTitle title={t('admin.whitelist.title')} />
      <p className="muted">
        {t.rich('admin.whitelist.intro', { link: (chunks) => <Link to="/admin/users">{chunks}</Link> })}
      </p>
      <WhitelistAdd onNotice={setNotice} />
      {list.isPending && <p role="status">{t('admin.whitelist.loading')}</p>}
      {list.isError && (
        <p className="form-alert" role="alert">
          {errorMessage(list.error)}
        </p>
      )}
      {list.data?.length === 0 && <p className="empty-state">{t('admin.whitelist.empty')}</p>}
      {list.data && list.data.length > 0 && (
        <div className="table-wrap">
          <table className="forms-table admin-table">
            <caption className="visually-hidden">{t('admin.whitelist.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.whitelist.email')}</th>
                <th scope="col" className="forms-table__actions-heading">
                  <span className="visually-hidden">{t('admin.whitelist.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row" className="admin-table__main">
                    {entry.email} {/* The date sits under the address so that the list fits a phone. */}
                    <span className="admin-table__sub">
                      {t.rich('admin.whitelist.added', { date: () => <DateTime value={entry.created_at} /> })}
                    </span>
                  </th>
                  <td>
                    <div className="row-actions">
                      <button
                        type="button"
                        className="button button--secondary button--small row-actions__delete"
                        onClick={() => handleRemove(entry)}
                        aria-disabled={remove.isPending || undefined}
                        aria-label={t('admin.whitelist.removeLabel', { email: entry.email })}
                      >
                        {t('admin.whitelist.remove')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LiveMessage notice={notice} />
      {removing && (
        <ConfirmModal
          title={t('admin.whitelist.removeTitle')}
          confirm={t('admin.whitelist.remove')}
          danger
          onConfirm={handleConfirmRemove}
          onCancel={() => setRemoving(null)}
        >
          <p>
            {t.rich('admin.whitelist.removeQuestion', {
              email: removing.email,
              strong: (chunks) => <strong className="admin-confirm__email">{chunks}</strong>,
            })}
          </p>
        </ConfirmModal>
      )}
    </div>
  );
}
