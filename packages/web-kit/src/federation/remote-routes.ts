import type { ReactNode } from 'react';

/**
 * What a remote's exposed `./routes` module exports. Paths are relative to the site root ('mini-games',
 * 'sportsbook/:sport', '' with index for '/'); the shell decides which top-level paths belong to which
 * remote and mounts these routes there. Structurally a react-router RouteObject, so the shell passes them
 * to useRoutes as they are.
 */
export type RemoteRoute = {
  path?: string;
  index?: boolean;
  element: ReactNode;
  children?: RemoteRoute[];
};

export type RemoteRoutesModule = { routes: RemoteRoute[] };
