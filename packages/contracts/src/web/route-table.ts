/**
 * The web app's route table (spec section 2), the one list both sides read: the server answers these page paths
 * with the shell's index.html and 200 (any other page path gets it with 404, and the shell renders its 404
 * page), and the shell mounts the remote that owns each of them. ':name' is one path segment.
 */
export type PageOwner = {
  /** The federation name, as listed in /remotes.json; null for the shell's own pages. */
  remote: 'mf_sportsbook' | 'mf_casino' | 'mf_admin' | null;
  /** Used in '<title> is temporarily unavailable'. */
  title: string;
  pages: readonly string[];
  /** Admin: admins only. Audit: auditors and admins. Unset: the players' pages, which auditors do not see. */
  audience?: 'admin' | 'audit';
};

export const ROUTE_TABLE: readonly PageOwner[] = [
  {
    remote: 'mf_sportsbook',
    title: 'Sportsbook',
    pages: [
      '/',
      // Non-admins are sent here from /admin, so it is served although the spec lists only /sportsbook/{sport}.
      '/sportsbook',
      '/sportsbook/:sport',
      '/events/:eventId',
      '/live-betting',
      '/prop-builder',
      '/mini-games',
      '/nba',
      '/baseball-leagues',
      '/dashboard',
      '/bets',
    ],
  },
  { remote: 'mf_casino', title: 'Casino', pages: ['/casino'] },
  { remote: 'mf_admin', title: 'Admin', pages: ['/admin'], audience: 'admin' },
  // The Audit page (issue 14): auditors and admins.
  { remote: 'mf_admin', title: 'Audit', pages: ['/audit'], audience: 'audit' },
  { remote: null, title: 'Settings', pages: ['/settings'] },
];

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

const segments = (path: string) => path.split('/').filter(Boolean);

/** '/events/:eventId' matches '/events/abc' and nothing below it; '/nba' matches itself only. */
const pageMatches = (page: string, pathname: string): boolean => {
  const want = segments(page);
  const got = segments(withoutTrailingSlash(pathname));
  return want.length === got.length && want.every((part, index) => part.startsWith(':') || part === got[index]);
};

/** A page of the route table (the server answers it with 200). */
export const isSpaRoute = (pathname: string): boolean =>
  ROUTE_TABLE.some((owner) => owner.pages.some((page) => pageMatches(page, pathname)));

/** The first segment of each page: what a remote owns, itself and everything below it ('/events'). */
export const ownedPrefixes = (owner: PageOwner): string[] => [
  ...new Set(owner.pages.map((page) => (page === '/' ? '/' : `/${segments(page)[0] ?? ''}`))),
];
