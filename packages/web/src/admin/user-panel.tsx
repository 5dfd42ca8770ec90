import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage } from '../api/client';
import { en } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import { useAddToWhitelist, useRoles, useSaveUser } from './admin-api';
import type { AdminUser } from './admin-schemas';
import { LiveMessage, type Notice } from '../ui/live-message';
import { useImpersonation } from './use-impersonation';
import { UserDetails } from './user-details';
import { WhitelistConfirm } from './whitelist-confirm';

// docs/product.md §A5 and §A8, the admin console's words.
export const SELECT_USER_MESSAGE = en['admin.user.select'];
export const SAVED_MESSAGE = en['admin.user.saved'];
export const NOT_SAVED_MESSAGE = en['admin.user.notSaved'];
export const WHITELISTED_MESSAGE = en['admin.user.whitelisted'];
export const NOT_WHITELISTED_MESSAGE = en['admin.user.notWhitelisted'];

interface UserPanelProps {
  user: AdminUser | null;
  /** The user as stored after SAVE. */
  onSaved: (user: AdminUser) => void;
}

/**
 * The selected user's panel: details, role and status applied on SAVE (docs/product.md §A4),
 * add to whitelist, login as user. Without a selection each action says 'Please select a user'.
 */
export function UserPanel({ user, onSaved }: UserPanelProps) {
  const t = useT();
  const headingId = useId();
  const roles = useRoles();
  const save = useSaveUser();
  const whitelist = useAddToWhitelist();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [roleId, setRoleId] = useState(user?.role_id ?? 0);
  const [active, setActive] = useState(user ? user.isActive === 1 : true);
  const [confirming, setConfirming] = useState(false);
  const impersonation = useImpersonation((text) => setNotice({ tone: 'error', text }));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasUser = user !== null;

  // A selection moves focus (and, on a phone, the view) to the panel below the list.
  useEffect(() => {
    if (hasUser) headingRef.current?.focus();
  }, [hasUser]);

  // Until the roles arrive, the dropdown still names the user's own role.
  const roleOptions =
    roles.data ??
    (user
      ? [{ id: user.role_id, name: user.role_name || t('admin.users.roleNumber', { id: String(user.role_id) }) }]
      : []);

  function requireUser(): AdminUser | null {
    if (!user) setNotice({ tone: 'error', text: t('admin.user.select') });
    return user;
  }

  function handleSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const target = requireUser();
    if (!target) return;
    setNotice(null);
    const isActive = active ? 1 : 0;
    save.mutate(
      { userId: target.id, roleId, isActive },
      {
        onSuccess: () => {
          setNotice({ tone: 'success', text: t('admin.user.saved') });
          const roleName = roleOptions.find((role) => role.id === roleId)?.name ?? target.role_name;
          onSaved({ ...target, role_id: roleId, role_name: roleName, isActive });
        },
        onError: (error) => setNotice({ tone: 'error', text: t('admin.user.notSaved'), detail: errorMessage(error) }),
      },
    );
  }

  function handleWhitelist() {
    if (!whitelist.isPending && requireUser()) setConfirming(true);
  }

  function handleConfirmWhitelist() {
    setConfirming(false);
    if (!user) return;
    setNotice(null);
    whitelist.mutate(user.id, {
      onSuccess: (answer) =>
        setNotice(
          answer.success
            ? { tone: 'success', text: t('admin.user.whitelisted') }
            : { tone: 'error', text: t('admin.user.notWhitelisted'), detail: answer.message },
        ),
      onError: (error) =>
        setNotice({ tone: 'error', text: t('admin.user.notWhitelisted'), detail: errorMessage(error) }),
    });
  }

  function handleLoginAs() {
    if (impersonation.pending) return;
    const target = requireUser();
    if (!target) return;
    setNotice(null);
    impersonation.start(target.id);
  }

  return (
    <section className="admin-split__detail detail-pane" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} className="admin-panel__title" tabIndex={-1}>
        {user ? user.email : t('admin.user.none')}
      </h2>
      {user ? <UserDetails user={user} /> : <p className="muted">{t('admin.user.choose')}</p>}
      <form className="admin-user-form" onSubmit={handleSave} noValidate>
        <div className="field">
          <label htmlFor={`${headingId}-role`}>{t('admin.users.role')}</label>
          <select
            id={`${headingId}-role`}
            value={user ? roleId : ''}
            onChange={(event) => setRoleId(Number(event.target.value))}
            disabled={!user}
          >
            {!user && <option value="">—</option>}
            {roleOptions.map((role) => (
              <option key={role.id} value={role.id}>
                {role.name}
              </option>
            ))}
          </select>
          {roles.isError && <p className="form-alert">{errorMessage(roles.error)}</p>}
        </div>
        <label className="checkbox">
          <input
            type="checkbox"
            role="switch"
            checked={active}
            onChange={(event) => setActive(event.target.checked)}
            disabled={!user}
          />
          <span>{t('admin.user.accountActive')}</span>
          <span className={`admin-pill ${active ? 'admin-pill--on' : 'admin-pill--off'}`} aria-hidden="true">
            {active ? t('admin.users.active') : t('admin.users.suspended')}
          </span>
        </label>
        <button type="submit" className="button button--primary" aria-disabled={save.isPending || undefined}>
          {save.isPending ? t('admin.user.saving') : t('admin.user.save')}
        </button>
      </form>
      <div className="admin-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={handleWhitelist}
          aria-disabled={whitelist.isPending || undefined}
        >
          {t('admin.user.whitelist')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={handleLoginAs}
          aria-disabled={impersonation.pending || undefined}
        >
          {impersonation.pending ? t('admin.user.loggingIn') : t('admin.user.loginAs')}
        </button>
      </div>
      <LiveMessage notice={notice} />
      {confirming && user && (
        <WhitelistConfirm email={user.email} onConfirm={handleConfirmWhitelist} onCancel={() => setConfirming(false)} />
      )}
    </section>
  );
}
