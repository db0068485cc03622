import { Link, type LinkProps } from '@jogo/shared/router';
import { preloadRemoteRoutes, remoteForPath } from '@jogo/shared/federation';

/** A link that warms the remote owning its target on hover or focus (DESIGN.md section 3). */
export function RemoteLink({ to, onMouseEnter, onFocus, ...rest }: LinkProps & { to: string }) {
  const preload = () => {
    const owner = remoteForPath(to.split(/[?#]/)[0]);
    if (owner) preloadRemoteRoutes(owner.name);
  };
  return (
    <Link
      to={to}
      onMouseEnter={(e) => {
        preload();
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        preload();
        onFocus?.(e);
      }}
      {...rest}
    />
  );
}
