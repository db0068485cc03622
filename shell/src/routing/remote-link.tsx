import { memo, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useAbsoluteNavigation } from '@jogo/shared/router';
import { preloadRemoteRoutes, remoteForPath } from '@jogo/shared/federation';
import { afterNextFrame } from '@jogo/shared/ui';

export interface RemoteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** an absolute path of the site (`/rng`, `/member?page=depositv2`) */
  to: string;
}

/** a click the browser should handle itself: another button, a modifier (new tab or window), another target */
const browserHandles = (e: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey || (!!target && target !== '_self');

/**
 * A link of the shell to an absolute path, which warms the remote owning it on hover or focus (DESIGN.md
 * section 3), after the next frame: on a phone a tap's compatibility mouse events (mouseover, then mousedown,
 * mouseup, click) come all at once, and the warm-up (the federation runtime's preload, about 20 ms of script at 4x
 * CPU) ran in front of the click's own handlers and held the tap's frame back (the header's deposit
 * button). A pointer that rests on a link loses one frame.
 *
 * Not react-router's `<Link>`: that one reads the location (to resolve relative paths), so every link of the
 * frame (side menu, top navigation, header, footer: about sixty) rendered again on every navigation, a lobby's
 * next page included (no slow tap). This one renders an `<a href>` and goes to the path with
 * `useAbsoluteNavigation` as `<Link>` does (a link to the page already shown replaces it); the browser keeps clicks
 * with a modifier or another button. Memoised: it renders again only when its own props change.
 */
export const RemoteLink = memo(function RemoteLink({
  to,
  onMouseEnter,
  onFocus,
  onClick,
  target,
  ...rest
}: RemoteLinkProps) {
  const nav = useAbsoluteNavigation();
  const href = nav.href(to);
  const preload = () =>
    afterNextFrame(() => {
      const owner = remoteForPath(to.split(/[?#]/)[0]);
      if (owner) preloadRemoteRoutes(owner.name);
    });
  return (
    <a
      href={href}
      target={target}
      onMouseEnter={(e) => {
        preload();
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        preload();
        onFocus?.(e);
      }}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || browserHandles(e, target)) return;
        e.preventDefault();
        const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        nav.go(to, { replace: here === href });
      }}
      {...rest}
    />
  );
});
