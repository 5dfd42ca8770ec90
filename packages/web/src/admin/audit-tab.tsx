import { errorMessage } from '../api/client';
import type { OwnerMessageId } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import { PageTitle } from '../shell/page-title';
import { useAuditLog } from './admin-api';
import { DateTime } from '../ui/date-format';
import { LoadMore } from '../ui/load-more';

/** The audit log's actions in words (core's AUDIT_ACTIONS). */
const ACTION_WORDS: Partial<Record<string, OwnerMessageId>> = {
  'impersonation.start': 'admin.audit.impersonationStart',
  'impersonation.end': 'admin.audit.impersonationEnd',
  'impersonation.write': 'admin.audit.impersonationWrite',
  'admin.act': 'admin.audit.adminAct',
  'user.role': 'admin.audit.userRole',
  'user.status': 'admin.audit.userStatus',
  'whitelist.add': 'admin.audit.whitelistAdd',
  'whitelist.remove': 'admin.audit.whitelistRemove',
  'role.create': 'admin.audit.roleCreate',
  'role.update': 'admin.audit.roleUpdate',
  signup: 'admin.audit.signup',
};

// Beyond the product's core: who did what to whom and when, newest first, a page at a time.
export function AuditTab() {
  const t = useT();
  return (
    <div className="admin-tab">
      <PageTitle title={t('admin.audit.title')} />
      <AuditEntries />
    </div>
  );
}

function AuditEntries() {
  const t = useT();
  const pages = useAuditLog();
  if (pages.isPending) return <p role="status">{t('admin.audit.loading')}</p>;
  if (pages.data === undefined) {
    return (
      <p className="form-alert" role="alert">
        {errorMessage(pages.error)}
      </p>
    );
  }

  const entries = pages.data.pages.flatMap((page) => page.rows);
  const actionWords = (action: string) => {
    const id = ACTION_WORDS[action];
    return id ? t(id) : action;
  };
  return (
    <>
      {entries.length === 0 ? (
        <p className="empty-state">{t('admin.audit.empty')}</p>
      ) : (
        // On a phone the log scrolls sideways; the region takes focus so the keyboard can scroll it.
        <div className="table-wrap" role="region" aria-label={t('admin.audit.region')} tabIndex={0}>
          <table className="forms-table admin-table admin-table--wrap">
            <caption className="visually-hidden">{t('admin.audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.audit.when')}</th>
                <th scope="col">{t('admin.audit.who')}</th>
                <th scope="col">{t('admin.audit.action')}</th>
                <th scope="col">{t('admin.audit.whom')}</th>
                <th scope="col">{t('admin.audit.detail')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <DateTime value={entry.created_at} />
                  </td>
                  <td>{entry.actor ?? '—'}</td>
                  <th scope="row">{actionWords(entry.action)}</th>
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
