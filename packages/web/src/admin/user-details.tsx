import { errorMessage } from '../api/client';
import { formDisplayTitle } from '../forms/format';
import { DateTime } from '../ui/date-format';
import { useUserForms } from './admin-api';
import type { AdminUser } from './admin-schemas';

/** The selected user's signup date and forms (docs/product.md §A2 Admin console, Users). */
export function UserDetails({ user }: { user: AdminUser }) {
  return (
    <>
      <dl className="admin-facts">
        <div>
          <dt>Signed up</dt>
          <dd>
            <DateTime value={user.created_at} />
          </dd>
        </div>
        {user.emailVerified !== undefined && (
          <div>
            <dt>E-mail verified</dt>
            <dd>{user.emailVerified === 1 ? 'Yes' : 'No'}</dd>
          </div>
        )}
      </dl>
      <UserForms userId={user.id} />
    </>
  );
}

function UserForms({ userId }: { userId: number }) {
  const forms = useUserForms(userId);
  return (
    <div className="admin-user-forms">
      <h3>Forms</h3>
      {forms.isPending && <p role="status">Loading forms…</p>}
      {forms.isError && (
        <p className="form-alert" role="alert">
          {errorMessage(forms.error)}
        </p>
      )}
      {forms.data?.length === 0 && <p className="muted">This user has no forms.</p>}
      {forms.data && forms.data.length > 0 && (
        <ul className="admin-user-forms__list">
          {forms.data.map((form) => (
            <li key={form.id}>
              {/* The public page is served by the server, outside this app's routes. */}
              <a href={`/form/view/${encodeURIComponent(form.uuid)}`} target="_blank" rel="noreferrer">
                {formDisplayTitle(form)}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              <DateTime className="muted" value={form.created_at} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
