import type { PageSkeletonShape } from '@sb/web-kit';
import { pathHasPrefix } from './remote-owners';

const GRID_PAGES = ['/casino', '/mini-games'];
const TABLE_PAGES = ['/dashboard', '/bets', '/admin', '/audit', '/settings'];

/** The outline shown while the page at `pathname` loads: tiles for the game lobbies, tables for accounts, else rows. */
export function skeletonShapeOf(pathname: string): PageSkeletonShape {
  if (GRID_PAGES.some((prefix) => pathHasPrefix(pathname, prefix))) return 'grid';
  if (TABLE_PAGES.some((prefix) => pathHasPrefix(pathname, prefix))) return 'table';
  return 'list';
}
