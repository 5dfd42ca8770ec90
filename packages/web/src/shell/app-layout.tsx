import { Outlet } from 'react-router';
import { useT } from '../i18n/i18n-context';
import { TopMenu } from './top-menu';
import './shell.css';

/** The frame of every screen: a skip link, the top menu and the page's <main>. */
export function AppLayout() {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skip')}
      </a>
      <TopMenu />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
