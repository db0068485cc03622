import { RemoteView, type RemoteRouteProps } from '@jogo/shared/federation';

/** Mounts a remote's `./routes` under its base path, with skeleton, error boundary and retry. */
export function RemoteRoute({ name, basePath }: { name: string; basePath: string }) {
  return (
    <RemoteView<RemoteRouteProps> key={`${name}:${basePath}`} id={`${name}/routes`} props={{ basePath }} />
  );
}
