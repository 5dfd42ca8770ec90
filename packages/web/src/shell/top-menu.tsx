import { Link, NavLink } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { useEnvironment } from './environment-context';
import { LogoMark, PRODUCT_NAME } from './logo';
import { ProfileMenu } from './profile-menu';

// docs/product.md §A2, App shell: Home only when a home URL is configured; Forms
// Editor and Data when logged in; Login and Sign Up
// when not. Editor goes to /editor, which opens the last edited form (docs/product.md §B2).
export function TopMenu() {
  const { auth } = useAuth();
  const { variables } = useEnvironment();

  return (
    <header className="top-menu">
      <div className="top-menu__inner">
        <Link to="/" className="top-menu__brand">
          <LogoMark />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <nav className="top-menu__nav" aria-label="Main">
          <ul>
            {variables.HOME_URL && (
              <li>
                <a href={variables.HOME_URL}>Home</a>
              </li>
            )}
            {auth ? (
              <>
                <li>
                  <NavLink to="/forms">Forms</NavLink>
                </li>
                <li>
                  <NavLink to="/editor">Editor</NavLink>
                </li>
                <li>
                  <NavLink to="/data">Data</NavLink>
                </li>
              </>
            ) : (
              <>
                <li>
                  <NavLink to="/login">Login</NavLink>
                </li>
                <li>
                  <NavLink to="/signup">Sign Up</NavLink>
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
