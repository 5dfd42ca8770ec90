import { startTransition, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { displayName } from '../auth/auth-session';
import type { AuthSession } from '../auth/auth-session';
import { isAdminSession } from '../forms/form-limit';
import { useT } from '../i18n/i18n-context';
import { useEnvironment } from './environment-context';
import { useLogoutAsUser } from './use-logout-as-user';
import './profile-menu.css';

// docs/product.md §A2 Profile menu: Settings, 'Logout as User' (only while impersonating), Help, Logout;
// administrators also find the admin console here (the product's top menu has no place for it).
// A disclosure (button + list), not an ARIA menu: it holds links and buttons, reachable
// with Tab, and closes on Escape or outside click.
export function ProfileMenu({ auth }: { auth: AuthSession }) {
  const { logout } = useAuth();
  const { variables } = useEnvironment();
  const t = useT();
  const navigate = useNavigate();
  const logoutAsUser = useLogoutAsUser();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    function handlePointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setOpen(false);
    }
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [open]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    // Tabbing out of the menu closes it.
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  }

  function handleLogout() {
    setOpen(false);
    // One transition with the router's own update, so the page's guard never
    // sees the signed-out state on the old path (it would add ?from=).
    startTransition(() => {
      logout();
      void navigate('/login', { replace: true });
    });
  }

  function handleLogoutAsUser() {
    setOpen(false);
    void logoutAsUser();
  }

  return (
    <div className="profile-menu" ref={containerRef} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="profile-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className="profile-menu__avatar" aria-hidden="true">
          {displayName(auth).charAt(0).toUpperCase()}
        </span>
        <span>
          {t.rich('profile.welcome', { name: displayName(auth), strong: (chunks) => <strong>{chunks}</strong> })}
        </span>
        <svg
          className="profile-menu__caret"
          width="12"
          height="12"
          viewBox="0 0 12 12"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul id={listId} className="profile-menu__list" hidden={!open}>
        <li>
          <Link to="/settings" onClick={() => setOpen(false)}>
            {t('profile.settings')}
          </Link>
        </li>
        {isAdminSession(auth) && (
          <li>
            <Link to="/admin" onClick={() => setOpen(false)}>
              {t('profile.admin')}
            </Link>
          </li>
        )}
        {auth.impersonate && (
          <li>
            <button type="button" onClick={handleLogoutAsUser}>
              {t('profile.logoutAsUser')}
            </button>
          </li>
        )}
        {variables.HELP_URL && (
          <li>
            <a href={variables.HELP_URL} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
              {t('profile.help')}
              <span className="visually-hidden">{t('shell.newTab')}</span>
            </a>
          </li>
        )}
        <li>
          <button type="button" onClick={handleLogout}>
            {t('profile.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
