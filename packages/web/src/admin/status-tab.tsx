import { errorMessage } from '../api/client';
import type { OwnerMessageId } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import { PageTitle } from '../shell/page-title';
import { useServerStatus } from './admin-api';
import type { ServerStatus } from './admin-schemas';

// Status: true or false for four server capabilities; below them, what is not
// set up and what follows, in the server's words (mail, Google).
export const STATUS_LABELS: readonly { key: keyof ServerStatus; label: OwnerMessageId }[] = [
  { key: 'googleServiceAccountCredentials', label: 'admin.status.googleServiceAccount' },
  { key: 'sendgridApiKey', label: 'admin.status.mailKey' },
  { key: 'googleCredentialsClientID', label: 'admin.status.googleClientId' },
  { key: 'fileUploadBucket', label: 'admin.status.uploadBucket' },
];

export function StatusTab() {
  const t = useT();
  const status = useServerStatus();
  return (
    <div className="admin-tab">
      <PageTitle title={t('admin.status.title')} />
      <p className="muted">{t('admin.status.intro')}</p>
      {status.isPending && <p role="status">{t('admin.status.loading')}</p>}
      {status.isError && (
        <p className="form-alert" role="alert">
          {errorMessage(status.error)}
        </p>
      )}
      {status.data && (
        <div className="table-wrap">
          <table className="forms-table admin-table">
            <caption className="visually-hidden">{t('admin.status.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.status.capability')}</th>
                <th scope="col">{t('admin.status.configured')}</th>
              </tr>
            </thead>
            <tbody>
              {STATUS_LABELS.map(({ key, label }) => {
                const value = status.data[key];
                return (
                  <tr key={key}>
                    <th scope="row" className="admin-table__main">
                      {t(label)}
                    </th>
                    <td>
                      <span className={`admin-pill ${value ? 'admin-pill--on' : 'admin-pill--off'}`}>
                        {value ? t('admin.status.true') : t('admin.status.false')}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {status.data && status.data.notes.length > 0 && (
        <section className="admin-status-notes" aria-labelledby="admin-status-notes">
          <h2 id="admin-status-notes">{t('admin.status.notSetUp')}</h2>
          <ul>
            {status.data.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <p className="muted">{t('admin.status.readme')}</p>
        </section>
      )}
    </div>
  );
}
