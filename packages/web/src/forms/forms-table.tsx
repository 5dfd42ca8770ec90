import type { FormSummary } from './forms-api';
import { formatCount, formatUnread, parseCreatedAt, timeSince } from './format';

/** Name, Submissions (with an unread badge) and Created (time since creation). */
export function FormsTable({ forms }: { forms: FormSummary[] }) {
  const now = new Date();
  return (
    <div className="table-wrap">
      <table className="forms-table">
        <caption className="visually-hidden">Your forms</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Submissions</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {forms.map((form) => {
            const created = parseCreatedAt(form.created_at);
            const unread = Number(form.unreadCount) || 0;
            return (
              <tr key={form.id}>
                <th scope="row" className="forms-table__name">
                  {form.title || 'Untitled form'}
                </th>
                <td>
                  {formatCount(Number(form.responseCount) || 0)}
                  {unread > 0 && (
                    <span className="badge">
                      {formatUnread(unread)}
                      <span className="visually-hidden"> unread</span>
                    </span>
                  )}
                </td>
                <td>
                  {created ? (
                    <time dateTime={created.toISOString()} title={created.toLocaleString()}>
                      {timeSince(created, now)}
                    </time>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
