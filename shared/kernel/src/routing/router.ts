// The router of the platform, one copy at runtime inside this singleton. react-router is not shared by itself: as a
// shared module its whole entry (data routers, server rendering, forms, fetchers: 190 KB) would load on every page.
// Re-exported from here, the shell's build keeps only what is listed. Shell and remotes import these names from
// '@kredi/kernel' (lint forbids 'react-router' and 'react-router-dom' in their pages: a second copy would have its
// own contexts, and a Link would not find the shell's router). Add a name here (a minor kernel version) before a
// page uses it.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  // The server render (shell's composer) matches the route before it renders.
  matchRoutes,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  type RouteObject,
} from 'react-router';
