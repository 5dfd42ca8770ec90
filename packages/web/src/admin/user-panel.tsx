import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage } from '../api/client';
import { useAddToWhitelist, useRoles, useSaveUser } from './admin-api';
import type { AdminUser } from './admin-schemas';
import { LiveMessage, type Notice } from '../ui/live-message';
import { useImpersonation } from './use-impersonation';
import { UserDetails } from './user-details';
import { WhitelistConfirm } from './whitelist-confirm';

// docs/product.md §A5 and §A8, the admin console's words.
export const SELECT_USER_MESSAGE = 'Please select a user';
export const SAVED_MESSAGE = 'Saved';
export const NOT_SAVED_MESSAGE = 'Changes do not saved';
export const WHITELISTED_MESSAGE = 'User added in whitelist';
export const NOT_WHITELISTED_MESSAGE = 'User cannot added in whitelist';

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
    roles.data ?? (user ? [{ id: user.role_id, name: user.role_name || `Role ${user.role_id}` }] : []);

  function requireUser(): AdminUser | null {
    if (!user) setNotice({ tone: 'error', text: SELECT_USER_MESSAGE });
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
          setNotice({ tone: 'success', text: SAVED_MESSAGE });
          const roleName = roleOptions.find((role) => role.id === roleId)?.name ?? target.role_name;
          onSaved({ ...target, role_id: roleId, role_name: roleName, isActive });
        },
        onError: (error) => setNotice({ tone: 'error', text: NOT_SAVED_MESSAGE, detail: errorMessage(error) }),
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
            ? { tone: 'success', text: WHITELISTED_MESSAGE }
            : { tone: 'error', text: NOT_WHITELISTED_MESSAGE, detail: answer.message },
        ),
      onError: (error) => setNotice({ tone: 'error', text: NOT_WHITELISTED_MESSAGE, detail: errorMessage(error) }),
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
        {user ? user.email : 'No user selected'}
      </h2>
      {user ? (
        <UserDetails user={user} />
      ) : (
        <p className="muted">Choose a user from the list to see their details and forms.</p>
      )}
      <form className="admin-user-form" onSubmit={handleSave} noValidate>
        <div className="field">
          <label htmlFor={`${headingId}-role`}>Role</label>
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
          <span>Account active</span>
          <span className={`admin-pill ${active ? 'admin-pill--on' : 'admin-pill--off'}`} aria-hidden="true">
            {active ? 'Active' : 'Suspended'}
          </span>
        </label>
        <button type="submit" className="button button--primary" aria-disabled={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : 'SAVE'}
        </button>
      </form>
      <div className="admin-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={handleWhitelist}
          aria-disabled={whitelist.isPending || undefined}
        >
          Add to whitelist
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={handleLoginAs}
          aria-disabled={impersonation.pending || undefined}
        >
          {impersonation.pending ? 'Logging in…' : 'Login as user'}
        </button>
      </div>
      <LiveMessage notice={notice} />
      {confirming && user && (
        <WhitelistConfirm email={user.email} onConfirm={handleConfirmWhitelist} onCancel={() => setConfirming(false)} />
      )}
    </section>
  );
}
