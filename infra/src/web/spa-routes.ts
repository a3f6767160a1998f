/**
 * The spec's route table (section 2), as the server sees it: these paths get the shell's index.html with
 * 200; any other page path gets the same index.html with 404, and the shell renders its 404 page. The
 * shell's own routing (shell/src/routing/remote-owners.ts) decides which remote draws each of them.
 */
const EXACT_ROUTES = new Set([
  '/',
  // Non-admins are sent here from /admin, so it is served although the table only lists /sportsbook/{sport}.
  '/sportsbook',
  '/live-betting',
  '/prop-builder',
  '/mini-games',
  '/nba',
  '/baseball-leagues',
  '/dashboard',
  '/bets',
  '/casino',
  '/settings',
  '/admin',
  // The Audit page (issue 14): auditors and admins.
  '/audit',
]);

const PARAMETER_ROUTES = [/^\/sportsbook\/[^/]+$/, /^\/events\/[^/]+$/];

export function isSpaRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return EXACT_ROUTES.has(path) || PARAMETER_ROUTES.some((pattern) => pattern.test(path));
}
