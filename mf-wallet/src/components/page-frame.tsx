import type { ReactNode } from 'react';
import type { RemotePageProps } from '@jogo/shared/federation';
import styles from '../styles/wallet.module.css';
import { WalletGate } from './wallet-gate';

/**
 * The frame of every wallet page: its title, then the content behind the real-account gate. Inside the
 * member centre, whose frame already titles the page, the title stays only for assistive technology.
 */
export function PageFrame({
  title,
  page,
  host,
  children,
}: {
  title: string;
  page: string;
  host?: RemotePageProps['host'];
  children: ReactNode;
}) {
  return (
    <section className={styles.page} data-page={page} aria-labelledby={`wallet-${page}-title`}>
      <h2 id={`wallet-${page}-title`} className={host === 'member' ? styles.visuallyHidden : styles.title}>
        {title}
      </h2>
      <WalletGate>{children}</WalletGate>
    </section>
  );
}
