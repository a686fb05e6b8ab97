import { lazy } from 'react';
import type { RemoteRoute } from '@kredi/kernel';
import { MANAGER_ROLES } from '@kredi/contracts/staff';
import { ADMIN_PATHS } from '../session/adminPaths';
import { withAdminSession } from '../session/RequireAdminSession';

// Exposed as './routes': the admin area (docs/admin.md) below '/admin', with its own chrome. Every page
// except the login waits behind RequireAdminSession ('Yükleniyor...' until the server confirms the session).
const page = (load: Parameters<typeof lazy>[0]) => withAdminSession(lazy(load));

export const routes: RemoteRoute[] = [
  { path: ADMIN_PATHS.root, chrome: 'staff', redirectTo: ADMIN_PATHS.dashboard },
  { path: ADMIN_PATHS.login, chrome: 'staff', Component: lazy(() => import('../features/auth/components/LoginPage')) },
  { path: ADMIN_PATHS.dashboard, chrome: 'staff', Component: page(() => import('../features/dashboard/components/DashboardPage')) },
  // The reports and Personel are for 'yönetici' and admin; every other page is admin only.
  {
    path: ADMIN_PATHS.reports,
    chrome: 'staff',
    Component: withAdminSession(
      lazy(() => import('../features/reports/components/ReportsPage')),
      MANAGER_ROLES,
    ),
  },
  { path: ADMIN_PATHS.formulas, chrome: 'staff', Component: page(() => import('../features/formulas/components/FormulasPage')) },
  { path: ADMIN_PATHS.blog, chrome: 'staff', Component: page(() => import('../features/blog/components/BlogPostsPage')) },
  { path: ADMIN_PATHS.newPost, chrome: 'staff', Component: page(() => import('../features/blog/components/PostEditorPage')) },
  { path: ADMIN_PATHS.categories, chrome: 'staff', Component: page(() => import('../features/blog/components/CategoriesPage')) },
  // The site's content pages are written in the blog's editor: they live in the blog feature (docs/content-pages.md).
  { path: ADMIN_PATHS.pages, chrome: 'staff', Component: page(() => import('../features/blog/components/ContentPagesPage')) },
  { path: ADMIN_PATHS.newPage, chrome: 'staff', Component: page(() => import('../features/blog/components/ContentPageEditorPage')) },
  {
    path: ADMIN_PATHS.editPagePattern,
    chrome: 'staff',
    Component: page(() => import('../features/blog/components/ContentPageEditorPage')),
  },
  // 'yönetici' opens Personel to set who is on duty; adding, roles and disabling stay admin only.
  {
    path: ADMIN_PATHS.staff,
    chrome: 'staff',
    Component: withAdminSession(
      lazy(() => import('../features/staff/components/StaffPage')),
      MANAGER_ROLES,
    ),
  },
  {
    path: ADMIN_PATHS.calculatorData,
    chrome: 'staff',
    Component: page(() => import('../features/calculatorData/components/CalculatorDataPage')),
  },
  { path: ADMIN_PATHS.audit, chrome: 'staff', Component: page(() => import('../features/audit/components/AuditPage')) },
  { path: ADMIN_PATHS.retention, chrome: 'staff', Component: page(() => import('../features/retention/components/RetentionPage')) },
  { path: ADMIN_PATHS.security, chrome: 'staff', Component: page(() => import('../features/security/components/SecurityPage')) },
  { path: ADMIN_PATHS.editPostPattern, chrome: 'staff', Component: page(() => import('../features/blog/components/PostEditorPage')) },
];
