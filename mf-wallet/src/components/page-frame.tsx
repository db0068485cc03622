import type { ReactNode } from 'react';
import styles from '../styles/wallet.module.css';
import { WalletGate } from './wallet-gate';

/** The frame of every wallet page: its title, then the content behind the real-account gate. */
export function PageFrame({ title, page, children }: { title: string; page: string; children: ReactNode }) {
  return (
    <section className={styles.page} data-page={page} aria-labelledby={`wallet-${page}-title`}>
      <h2 id={`wallet-${page}-title`} className={styles.title}>
        {title}
      </h2>
      <WalletGate>{children}</WalletGate>
    </section>
  );
}
