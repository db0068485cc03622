import type { ReactNode } from 'react';
import type { DepositChannel } from '@jogo/shared/api';
import styles from '../../../styles/wallet.module.css';

/**
 * The small picture beside a deposit channel's name: an instant-transfer mark for PIX, a bank for TED, a coin for
 * crypto, a wallet for e-wallets. Decorative (the name beside it is the text), drawn by us.
 *
 * PIX gets a neutral icon, not the Pix logo: the logo is the Banco Central do Brasil's trademark, and its brand
 * manual allows it only as the Bank's own files, unaltered; a copy redrawn here would be an altered mark, and
 * the files cannot be fetched in this build. An operator that accepts Pix puts the Bank's official symbol in
 * place of `PixIcon` (same size, 24 px), as the manual prescribes.
 */
export function ChannelMark({ type }: { type: DepositChannel['type'] }) {
  const paths = PATHS[type];
  return (
    <svg className={styles.channelMark} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      {paths}
    </svg>
  );
}

/** an instant transfer: two arrows crossing in a lightning stroke (not the Pix symbol) */
function PixIcon() {
  return (
    <>
      <rect x="1" y="1" width="22" height="22" rx="6" fill="currentColor" opacity=".14" />
      <path
        d="M13.5 4 7 13h4.5l-1 7L17 11h-4.5z"
        fill="currentColor"
        stroke="currentColor"
        strokeWidth="1"
        strokeLinejoin="round"
      />
    </>
  );
}

const PATHS: Record<DepositChannel['type'], ReactNode> = {
  PIX: <PixIcon />,
  BANK: (
    <path d="M12 2 2 7v2h20V7zM4 11v7h3v-7zm6.5 0v7h3v-7zM17 11v7h3v-7zM2 20v2h20v-2z" fill="currentColor" />
  ),
  CRYPTO: (
    <>
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M9 7h4.5a2.5 2.5 0 0 1 0 5H9zm0 5h5a2.5 2.5 0 0 1 0 5H9zM11 5v2m0 10v2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </>
  ),
  EWALLET: (
    <path
      d="M4 6h14a2 2 0 0 1 2 2v1h-5a3 3 0 0 0 0 6h5v1a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zm11 5h6v2h-6a1 1 0 0 1 0-2z"
      fill="currentColor"
    />
  ),
};
