/**
 * The router API every app uses, re-exported from react-router-dom.
 *
 * Why a re-export instead of sharing react-router-dom itself: federation shares a singleton whole, so a
 * shared react-router-dom ships all of it (about 58 KB compressed) to every page. Sharing this module
 * instead (it is part of the `@jogo/shared` singleton) lets webpack tree-shake react-router-dom inside it,
 * while every app still gets the one router instance, so the shell's <BrowserRouter> context reaches every
 * remote. Apps import routing only from here (an ESLint rule enforces it).
 */
export {
  BrowserRouter,
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
  useInRouterContext,
  matchPath,
  generatePath,
  createSearchParams,
  UNSAFE_NavigationContext,
} from 'react-router-dom';
export { useAbsoluteNavigation, type AbsoluteNavigation } from './absolute-navigation';
export type {
  LinkProps,
  NavLinkProps,
  NavigateOptions,
  Location,
  To,
  NavigateFunction,
} from 'react-router-dom';
