import { errorMessage } from '../api/client';
import { formDisplayTitle } from '../forms/format';
import { useT } from '../i18n/i18n-context';
import { DateTime } from '../ui/date-format';
import { useUserForms } from './admin-api';
import type { AdminUser } from './admin-schemas';

/** The selected user's signup date and forms (docs/product.md §A2 Admin console, Users). */
export function UserDetails({ user }: { user: AdminUser }) {
  const t = useT();
  return (
    <>
      <dl className="admin-facts">
        <div>
          <dt>{t('admin.user.signedUp')}</dt>
          <dd>
            <DateTime value={user.created_at} />
          </dd>
        </div>
        {user.emailVerified !== undefined && (
          <div>
            <dt>{t('admin.user.verified')}</dt>
            <dd>{user.emailVerified === 1 ? t('admin.user.yes') : t('admin.user.no')}</dd>
          </div>
        )}
      </dl>
      <UserForms userId={user.id} />
    </>
  );
}

function UserForms({ userId }: { userId: number }) {
  const t = useT();
  const forms = useUserForms(userId);
  return (
    <div className="admin-user-forms">
      <h3>{t('admin.user.forms')}</h3>
      {forms.isPending && <p role="status">{t('admin.user.loadingForms')}</p>}
      {forms.isError && (
        <p className="form-alert" role="alert">
          {errorMessage(forms.error)}
        </p>
      )}
      {forms.data?.length === 0 && <p className="muted">{t('admin.user.noForms')}</p>}
      {forms.data && forms.data.length > 0 && (
        <ul className="admin-user-forms__list">
          {forms.data.map((form) => (
            <li key={form.id}>
              {/* The public page is served by the server, outside this app's routes. */}
              <a href={`/form/view/${encodeURIComponent(form.uuid)}`} target="_blank" rel="noreferrer">
                {formDisplayTitle(form, t('forms.untitled'))}
                <span className="visually-hidden">{t('admin.user.newTab')}</span>
              </a>
              <DateTime className="muted" value={form.created_at} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
