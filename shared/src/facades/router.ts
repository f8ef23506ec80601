/**
 * The router every app imports: exactly the parts of react-router-dom the apps use. This module, not
 * react-router-dom, is the Module Federation singleton (shared/build/index.mjs), so each build keeps only these
 * exports of the library instead of all of it. A name an app needs is added here first; the facade test
 * (shared/build/shared-facades.test.cjs) fails while any app imports a name this list lacks, or imports the
 * library directly (that would be a second, unshared router on the page).
 */
export {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  createMemoryRouter,
  useLocation,
  useMatches,
  useNavigate,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
