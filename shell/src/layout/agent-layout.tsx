import type { ReactNode } from 'react';
import { Outlet } from '@jogo/shared/router';
import { FirstViewHandOver } from '../routing/first-view';
import styles from './agent-layout.module.css';

/**
 * The frame of the agent routes (`/agent`, `/agentHome`): no header and no footer (spec 2); the agent
 * centre draws its own top bar with clock, account and sign out.
 */
export function AgentLayout({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.agent}>
      <FirstViewHandOver />
      <main className={styles.main} id="main">
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
