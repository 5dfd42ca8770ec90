import { errorMessage } from '../api/client';
import { PageTitle } from '../shell/page-title';
import { useAuditLog } from './admin-api';
import { DateTime } from '../ui/date-format';
import { LoadMore } from '../ui/load-more';

/** The audit log's actions in words (core's AUDIT_ACTIONS). */
const ACTION_WORDS: Record<string, string> = {
  'impersonation.start': 'Logged in as user',
  'impersonation.end': 'Logged out as user',
  'impersonation.write': 'Changed while logged in as user',
  'admin.act': "Opened or changed another user's data",
  'user.role': 'Changed role',
  'user.status': 'Changed status',
  'whitelist.add': 'Added to whitelist',
  'whitelist.remove': 'Removed from whitelist',
  'role.create': 'Created role',
  'role.update': 'Saved role',
  signup: 'Signed up',
};

// Beyond the product's core: who did what to whom and when, newest first, a page at a time.
export function AuditTab() {
  return (
    <div className="admin-tab">
      <PageTitle title="Audit log" />
      <AuditEntries />
    </div>
  );
}

function AuditEntries() {
  const pages = useAuditLog();
  if (pages.isPending) return <p role="status">Loading the audit log…</p>;
  if (pages.data === undefined) {
    return (
      <p className="form-alert" role="alert">
        {errorMessage(pages.error)}
      </p>
    );
  }

  const entries = pages.data.pages.flatMap((page) => page.rows);
  return (
    <>
      {entries.length === 0 ? (
        <p className="empty-state">Nothing has been recorded yet.</p>
      ) : (
        // On a phone the log scrolls sideways; the region takes focus so the keyboard can scroll it.
        <div className="table-wrap" role="region" aria-label="Audit log entries" tabIndex={0}>
          <table className="forms-table admin-table admin-table--wrap">
            <caption className="visually-hidden">Audit log, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Whom</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <DateTime value={entry.created_at} />
                  </td>
                  <td>{entry.actor ?? '—'}</td>
                  <th scope="row">{ACTION_WORDS[entry.action] ?? entry.action}</th>
                  <td>{entry.target ?? '—'}</td>
                  <td>{entry.detail ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore pages={pages} />
    </>
  );
}
