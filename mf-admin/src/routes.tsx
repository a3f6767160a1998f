import type { RemoteRoute } from '@sb/web-kit';
import { AdminPanelPage } from './admin-panel/admin-panel-page';

/**
 * The admin screens, mounted by the shell at /admin behind its admin guard. The panel keeps its tab (and the
 * user picked on Balance & Bets) in the query string, so one route serves all five tabs.
 */
export const routes: RemoteRoute[] = [{ path: 'admin', element: <AdminPanelPage /> }];
