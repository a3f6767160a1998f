// What the shell and the remotes share under the name 'react-router-dom' (webpack-app.cjs aliases the bare
// request here). A shared module is bundled whole, because the build cannot know what another app will use:
// sharing react-router-dom itself shipped all of react-router (data routers, server rendering, cookies,
// sessions) on every first load. This module re-exports only what the apps import, so webpack drops the rest.
// src/federation/shared-react-router.unit.spec.ts fails when an app imports a name missing here.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
