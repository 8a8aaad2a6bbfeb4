/**
 * The site's one router. react-router-dom is not shared through Module
 * Federation as a whole package (a shared module cannot be tree-shaken, and
 * react-router 7 is large); instead this singleton package re-exports the part
 * the site uses, so there is still exactly one router instance on a page at a
 * fraction of the bytes. Shell and remotes import
 * routing from '@plotwise/ui', never from react-router-dom (a test checks).
 * Adding a name here means redeploying the shell, which provides this package.
 */
export {
  BrowserRouter,
  StaticRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useMatch,
  matchPath,
  generatePath,
  createSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, NavigateFunction, Location, SetURLSearchParams } from 'react-router-dom';
