import type { RemotePageProps } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { PageFrame } from '../components/page-frame';
import { TransferPanel } from '../features/transfer/components/transfer-panel';

/** `transferFund`: main and vendor wallets, transfer either way, recall all. */
export default function TransferPage({ host }: RemotePageProps) {
  const { t } = useTranslation('wallet');
  return (
    <PageFrame title={t('transfer.title')} page="transferFund" host={host}>
      <TransferPanel />
    </PageFrame>
  );
}
