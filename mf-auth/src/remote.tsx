import { Route, Routes } from '@jogo/shared/router';
import type { RemoteRouteProps } from '@jogo/shared/federation';
import { AgentLanding } from './routes/agent-landing';

/**
 * The public API of mf_auth: its route subtree. The shell mounts it under `/agent` (the only route this remote
 * owns); the dialogs are the separate `./modals` expose.
 */
export default function AuthRoutes(_props: RemoteRouteProps) {
  return (
    <Routes>
      <Route index element={<AgentLanding />} />
      <Route path="*" element={<AgentLanding />} />
    </Routes>
  );
}
