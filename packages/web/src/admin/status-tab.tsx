import { errorMessage } from '../api/client';
import { PageTitle } from '../shell/page-title';
import { useServerStatus } from './admin-api';
import type { ServerStatus } from './admin-schemas';

// Status: true or false for four server capabilities; below them, what is not
// set up and what follows, in the server's words (mail, Google).
export const STATUS_LABELS: readonly { key: keyof ServerStatus; label: string }[] = [
  { key: 'googleServiceAccountCredentials', label: 'Google service account credentials' },
  { key: 'sendgridApiKey', label: 'Mail-sending API key' },
  { key: 'googleCredentialsClientID', label: 'Google credentials client ID' },
  { key: 'fileUploadBucket', label: 'File upload bucket' },
];

export function StatusTab() {
  const status = useServerStatus();
  return (
    <div className="admin-tab">
      <PageTitle title="Status" />
      <p className="muted">What this server is configured with.</p>
      {status.isPending && <p role="status">Loading the status…</p>}
      {status.isError && (
        <p className="form-alert" role="alert">
          {errorMessage(status.error)}
        </p>
      )}
      {status.data && (
        <div className="table-wrap">
          <table className="forms-table admin-table">
            <caption className="visually-hidden">Server capabilities</caption>
            <thead>
              <tr>
                <th scope="col">Capability</th>
                <th scope="col">Configured</th>
              </tr>
            </thead>
            <tbody>
              {STATUS_LABELS.map(({ key, label }) => {
                const value = status.data[key];
                return (
                  <tr key={key}>
                    <th scope="row" className="admin-table__main">
                      {label}
                    </th>
                    <td>
                      <span className={`admin-pill ${value ? 'admin-pill--on' : 'admin-pill--off'}`}>
                        {value ? 'true' : 'false'}
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
          <h2 id="admin-status-notes">Not set up on this server</h2>
          <ul>
            {status.data.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <p className="muted">The variables are described under Configuration in the README.</p>
        </section>
      )}
    </div>
  );
}
