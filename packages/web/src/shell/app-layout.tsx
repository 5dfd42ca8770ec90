import { Outlet } from 'react-router';
import { TopMenu } from './top-menu';
import './shell.css';

/** The frame of every screen: a skip link, the top menu and the page's <main>. */
export function AppLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopMenu />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
