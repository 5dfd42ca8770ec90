import { formatCount, unreadBadge } from '@formbuilder/core';
import { Link } from 'react-router';
import type { FormSummary } from './forms-api';
import { FormActions } from './form-actions';
import { PublicationPill } from '../ui/publication-pill';
import { useT } from '../i18n/i18n-context';
import { useDateFormat } from '../ui/date-format';
import type { FormActionsProps } from './form-actions';
import { formDisplayTitle, parseCreatedAt, timeSince } from './format';

export type FormsTableProps = Omit<FormActionsProps, 'form'> & { forms: FormSummary[] };

/** docs/product.md §A2 Forms list: Name, Submissions (with an unread badge), Created (time since creation), Actions. */
export function FormsTable({ forms, ...actions }: FormsTableProps) {
  const now = new Date();
  const dates = useDateFormat();
  const t = useT();
  return (
    <div className="table-wrap">
      <table className="forms-table">
        <caption className="visually-hidden">{t('forms.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('forms.col.name')}</th>
            <th scope="col">{t('forms.col.submissions')}</th>
            <th scope="col">{t('forms.col.created')}</th>
            <th scope="col" className="forms-table__actions-heading">
              {t('forms.col.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {forms.map((form) => {
            const created = parseCreatedAt(form.created_at);
            const responses = Number(form.responseCount) || 0;
            const unread = Number(form.unreadCount) || 0;
            const title = formDisplayTitle(form, t('forms.untitled'));
            const unit = t('forms.responses', { count: responses });
            const count = formatCount(responses);
            return (
              <tr key={form.id}>
                <th scope="row" className="forms-table__name">
                  <Link to={`/editor/${encodeURIComponent(String(form.id))}/builder`}>{title}</Link>{' '}
                  <PublicationPill publication={form.publication} />
                  {form.closed === true && <span className="status-pill status-pill--closed">{t('forms.closed')}</span>}
                </th>
                <td>
                  {/* docs/product.md §A2: to /data with the form id and the unread filter off */}
                  <Link
                    to={`/data?form=${encodeURIComponent(String(form.id))}&unread=false`}
                    className="forms-table__count"
                    title={t('forms.submissionsTitle', { count: responses })}
                    // Read as "3 responses, 3 unread: Wedding RSVP" (the badge is this link's words too).
                    aria-label={
                      unread > 0
                        ? t('forms.countLabelUnread', { count, unit, unread, title })
                        : t('forms.countLabel', { count, unit, title })
                    }
                  >
                    {count}
                    {/* Phones show rows as cards, without the column headings (forms.css). */}
                    <span className="forms-table__unit"> {unit}</span>
                  </Link>
                  {unread > 0 && (
                    <span className="badge" title={t('forms.unread', { unread })} aria-hidden="true">
                      {unreadBadge(unread)}
                      <span className="visually-hidden">{t('forms.unreadWord')}</span>
                    </span>
                  )}
                </td>
                <td>
                  <span className="forms-table__unit">{t('forms.createdUnit')}</span>
                  {created ? (
                    <time dateTime={created.toISOString()} title={dates?.dateTime(created.getTime())}>
                      {timeSince(created, now, t.locale, t('forms.justNow'))}
                    </time>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="forms-table__actions">
                  <FormActions form={form} {...actions} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
