import { memo, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext } from '@jogo/shared/router';
import { preloadRemoteRoutes, remoteForPath } from '@jogo/shared/federation';

export interface RemoteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** an absolute path of the site (`/rng`, `/member?page=depositv2`) */
  to: string;
}

/**
 * Runs `warm` after the frame the pointer or focus leads to. On a phone a tap's compatibility mouse events
 * (mouseover, then mousedown, mouseup, click) come all at once: the remote's warm-up (the federation runtime's
 * preload, about 20 ms of script at 4x CPU) ran in front of the click's own handlers and held the tap's next
 * frame back (issue 30, no slow tap: the header's deposit button). A pointer that rests on a link loses one frame.
 */
function afterNextFrame(warm: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(warm, 0));
  else setTimeout(warm, 0);
}

/** a click the browser should handle itself: another button, a modifier (new tab or window), another target */
const browserHandles = (e: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey || (!!target && target !== '_self');

/**
 * A link of the shell to an absolute path, which warms the remote owning it on hover or focus (DESIGN.md
 * section 3).
 *
 * Not react-router's `<Link>`: that one reads the location (to resolve relative paths), so every link of the
 * frame (side menu, top navigation, header, footer: about sixty) rendered again on every navigation, a lobby's
 * next page included (issue 30, no slow tap). This one renders an `<a href>` and pushes the path through the
 * router's navigator as `<Link>` does (a link to the page already shown replaces it); the browser keeps clicks
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
  const { navigator, basename } = useContext(UNSAFE_NavigationContext);
  const href = basename === '/' ? to : `${basename.replace(/\/$/, '')}${to}`;
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
        if (here === href) navigator.replace(to);
        else navigator.push(to);
      }}
      {...rest}
    />
  );
});
