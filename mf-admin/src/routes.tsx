import type { RemoteRoute } from '@sb/web-kit';
import { AdminPanelPage } from './admin-panel/admin-panel-page';
import { AuditPage } from './audit/audit-page';

/**
 * The admin screens, mounted by the shell at /admin behind its admin guard. The panel keeps its tab (and the
 * user picked on Balance & Bets) in the query string, so one route serves all five tabs. /audit (auditors and
 * admins) behind the shell's audit guard.
 */
export const routes: RemoteRoute[] = [
  { path: 'admin', element: <AdminPanelPage /> },
  { path: 'audit', element: <AuditPage /> },
];
