import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
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
      <PageTitle title="Whitelist" />
      <p className="muted">
        When sign-up is limited to the whitelist, only these addresses can create an account. Add an address here, or a
        user from the <Link to="/admin/users">Users</Link> tab.
      </p>
      <WhitelistAdd onNotice={setNotice} />
      {list.isPending && <p role="status">Loading the whitelist…</p>}
      {list.isError && (
        <p className="form-alert" role="alert">
          {errorMessage(list.error)}
        </p>
      )}
      {list.data?.length === 0 && <p className="empty-state">The whitelist is empty.</p>}
      {list.data && list.data.length > 0 && (
        <div className="table-wrap">
          <table className="forms-table admin-table">
            <caption className="visually-hidden">Whitelisted e-mail addresses</caption>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col" className="forms-table__actions-heading">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row" className="admin-table__main">
                    {entry.email} {/* The date sits under the address so that the list fits a phone. */}
                    <span className="admin-table__sub">
                      Added <DateTime value={entry.created_at} />
                    </span>
                  </th>
                  <td>
                    <div className="row-actions">
                      <button
                        type="button"
                        className="button button--secondary button--small row-actions__delete"
                        onClick={() => handleRemove(entry)}
                        aria-disabled={remove.isPending || undefined}
                        aria-label={`Remove ${entry.email}`}
                      >
                        Remove
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
          title="Remove from whitelist"
          confirm="Remove"
          danger
          onConfirm={handleConfirmRemove}
          onCancel={() => setRemoving(null)}
        >
          <p>
            Remove <strong className="admin-confirm__email">{removing.email}</strong> from the whitelist?
          </p>
        </ConfirmModal>
      )}
    </div>
  );
}
