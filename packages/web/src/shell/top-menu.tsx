import { Link, NavLink } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { useT } from '../i18n/i18n-context';
import { useEnvironment } from './environment-context';
import { LogoMark, PRODUCT_NAME } from './logo';
import { ProfileMenu } from './profile-menu';

// docs/product.md §A2, App shell: Home only when a home URL is configured; Forms
// Editor and Data when logged in; Login and Sign Up
// when not. Editor goes to /editor, which opens the last edited form (docs/product.md §B2).
export function TopMenu() {
  const { auth } = useAuth();
  const { variables } = useEnvironment();
  const t = useT();

  return (
    <header className="top-menu">
      <div className="top-menu__inner">
        <Link to="/" className="top-menu__brand">
          <LogoMark />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <nav className="top-menu__nav" aria-label={t('shell.mainNav')}>
          <ul>
            {variables.HOME_URL && (
              <li>
                <a href={variables.HOME_URL}>{t('shell.home')}</a>
              </li>
            )}
            {auth ? (
              <>
                <li>
                  <NavLink to="/forms">{t('shell.forms')}</NavLink>
                </li>
                <li>
                  <NavLink to="/editor">{t('shell.editor')}</NavLink>
                </li>
                <li>
                  <NavLink to="/data">{t('shell.data')}</NavLink>
                </li>
              </>
            ) : (
              <>
                <li>
                  <NavLink to="/login">{t('shell.login')}</NavLink>
                </li>
                <li>
                  <NavLink to="/signup">{t('shell.signup')}</NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>
        {auth && <ProfileMenu auth={auth} />}
      </div>
    </header>
  );
}
