/**
 * Which remote serves which top-level path. The shell owns /settings and the 404 page; everything else in the
 * spec's route table belongs to a remote, which may serve sub-paths of its prefixes (e.g. /sportsbook/NBA).
 * A path no remote owns, or that its remote does not serve (yet), shows the 404 page.
 */
export type RemoteOwner = {
  /** The federation name, as listed in /remotes.json. */
  remote: string;
  /** Used in '<title> is temporarily unavailable'. */
  title: string;
  paths: readonly string[];
  /** Admin: admins only. Audit: auditors and admins. Unset: the players' pages, which auditors do not see. */
  audience?: 'admin' | 'audit';
};

export const REMOTE_OWNERS: readonly RemoteOwner[] = [
  {
    remote: 'mf_sportsbook',
    title: 'Sportsbook',
    paths: [
      '/',
      '/sportsbook',
      '/events',
      '/live-betting',
      '/prop-builder',
      '/mini-games',
      '/nba',
      '/baseball-leagues',
      '/dashboard',
      '/bets',
    ],
  },
  { remote: 'mf_casino', title: 'Casino', paths: ['/casino'] },
  { remote: 'mf_admin', title: 'Admin', paths: ['/admin'], audience: 'admin' },
  { remote: 'mf_admin', title: 'Audit', paths: ['/audit'], audience: 'audit' },
];

/** '/' owns only itself; any other prefix owns itself and what is below it. */
export function pathHasPrefix(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function ownerOfPath(pathname: string): RemoteOwner | undefined {
  return REMOTE_OWNERS.find((owner) => owner.paths.some((prefix) => pathHasPrefix(pathname, prefix)));
}
