import { pageHeadingOf } from '@sb/contracts';
import { PageSkeleton } from '@sb/web-kit';
import { Suspense, use } from 'react';
import type { RouteObject } from 'react-router-dom';
import { useLocation, useRoutes } from 'react-router-dom';
import { loadRemoteRoutes } from '../federation/load-remote-routes';
import { NotFoundPage } from '../pages/not-found-page';
import { AdminGuard } from './admin-guard';
import { AuditGuard, NotForAuditors } from './role-guards';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { skeletonShapeOf } from './page-skeleton-shape';
import { ownerOfPath } from './remote-owners';

/** The remote's own routes, plus the shell's 404 for any path under its prefixes that it does not serve. */
function RemoteRoutes({ remote }: { remote: string }) {
  const routes = use(loadRemoteRoutes(remote)) as RouteObject[];
  return useRoutes([...routes, { path: '*', element: <NotFoundPage /> }]);
}

/** Mounted at '*': picks the remote that owns the current path and renders its routes in a contained area. */
export function RemoteOutlet() {
  const { pathname, search } = useLocation();
  const owner = ownerOfPath(pathname);
  if (!owner) return <NotFoundPage />;

  const page = (
    <RemoteErrorBoundary key={owner.remote} remote={owner.remote} title={owner.title} pathname={pathname}>
      <Suspense fallback={<PageSkeleton shape={skeletonShapeOf(pathname)} heading={pageHeadingOf(pathname, search)} />}>
        <RemoteRoutes remote={owner.remote} />
      </Suspense>
    </RemoteErrorBoundary>
  );
  if (owner.audience === 'admin') return <AdminGuard>{page}</AdminGuard>;
  if (owner.audience === 'audit') return <AuditGuard>{page}</AuditGuard>;
  return <NotForAuditors>{page}</NotForAuditors>;
}
