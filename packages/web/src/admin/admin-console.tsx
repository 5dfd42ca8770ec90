import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { isAdminSession } from '../forms/form-limit';
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
  { path: 'users', label: 'Users' },
  { path: 'roles', label: 'Roles' },
  { path: 'whitelist', label: 'Whitelist' },
  { path: 'status', label: 'Status' },
  { path: 'audit', label: 'Audit log' },
] as const;

export function AdminConsole() {
  const { auth } = useAuth();
  // docs/product.md §A6, other signed-in users visiting admin go to /forms
  if (!auth || !isAdminSession(auth)) return <Navigate to="/forms" replace />;
  return (
    <section className="admin" aria-labelledby="admin-heading">
      <h1 id="admin-heading">Administration</h1>
      <nav className="admin-tabs" aria-label="Administration">
        {TABS.map((tab) => (
          <NavLink key={tab.path} to={`/admin/${tab.path}`}>
            {tab.label}
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
