import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { isAdminSession } from '../forms/form-limit';
import { useT } from '../i18n/i18n-context';

import { AuditTab } from './audit-tab';
import { RolesTab } from './roles-tab';
import { StatusTab } from './status-tab';
import { UsersTab } from './users-tab';
import { WhitelistTab } from './whitelist-tab';
import '../ui/ui.css';
import '../forms/forms.css';
import './admin.css';

// docs/product.md §A2 Admin console: Users, Roles, Whitelist, Status; beyond the product's core, the
// audit log as a fifth tab. Unknown paths go to /404.
const TABS = [
  { path: 'users', label: 'admin.tab.users' },
  { path: 'roles', label: 'admin.tab.roles' },
  { path: 'whitelist', label: 'admin.tab.whitelist' },
  { path: 'status', label: 'admin.tab.status' },
  { path: 'audit', label: 'admin.tab.audit' },
] as const;

export function AdminConsole() {
  const { auth } = useAuth();
  const t = useT();
  // docs/product.md §A6, other signed-in users visiting admin go to /forms
  if (!auth || !isAdminSession(auth)) return <Navigate to="/forms" replace />;
  return (
    <section className="admin" aria-labelledby="admin-heading">
      <h1 id="admin-heading">{t('admin.title')}</h1>
      <nav className="admin-tabs" aria-label={t('admin.title')}>
        {TABS.map((tab) => (
          <NavLink key={tab.path} to={`/admin/${tab.path}`}>
            {t(tab.label)}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to="/admin/users" replace />} />
        <Route path="users" element={<UsersTab />} />
        <Route path="roles" element={<RolesTab />} />
        <Route path="whitelist" element={<WhitelistTab />} />
        <Route path="status" element={<StatusTab />} />
        <Route path="audit" element={<AuditTab />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </section>
  );
}
