import { ownedPrefixes, ROUTE_TABLE, type PageOwner } from '@sb/contracts';

/**
 * Which remote serves which top-level path, derived from the route table in @sb/contracts (the server's list of
 * pages too). The shell owns /settings and the 404 page; everything else belongs to a remote, which may serve
 * sub-paths of its prefixes (e.g. /sportsbook/NBA). A path no remote owns, or that its remote does not serve
 * (yet), shows the 404 page.
 */
type RemoteOwner = Pick<PageOwner, 'title' | 'audience'> & { remote: string; paths: readonly string[] };

const REMOTE_OWNERS: readonly RemoteOwner[] = ROUTE_TABLE.flatMap((owner) =>
  owner.remote === null
    ? []
    : [{ remote: owner.remote, title: owner.title, audience: owner.audience, paths: ownedPrefixes(owner) }],
);

/** '/' owns only itself; any other prefix owns itself and what is below it. */
export function pathHasPrefix(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function ownerOfPath(pathname: string): RemoteOwner | undefined {
  return REMOTE_OWNERS.find((owner) => owner.paths.some((prefix) => pathHasPrefix(pathname, prefix)));
}
