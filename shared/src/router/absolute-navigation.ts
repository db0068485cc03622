import { useContext, useMemo } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';

export interface AbsoluteNavigation {
  /** the URL of a path of the site (`/rng`, `/member?page=depositv2`) under the router's basename */
  href: (to: string) => string;
  /** goes to a path of the site, as a new history entry or (`replace`) in place of the current one */
  go: (to: string, options?: { replace?: boolean }) => void;
}

/**
 * Navigation to absolute paths of the site without a subscription to the location (no slow tap).
 * `useNavigate` and `<Link>` read the location to resolve relative paths, so each of their components renders
 * again on every navigation: the frame's sixty links and a lobby's fifteen tiles did, for a lobby's next page.
 * This reads only the router's navigator, which does not change, and joins the basename as they do. The one
 * place the apps reach react-router's navigation context.
 */
export function useAbsoluteNavigation(): AbsoluteNavigation {
  const { navigator, basename } = useContext(UNSAFE_NavigationContext);
  return useMemo(() => {
    const href = (to: string) => (basename === '/' ? to : `${basename.replace(/\/$/, '')}${to}`);
    return {
      href,
      go: (to, options) => (options?.replace ? navigator.replace(href(to)) : navigator.push(href(to))),
    };
  }, [navigator, basename]);
}
