import type { RemotePageProps } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { PageFrame } from '../components/page-frame';
import { DepositForm } from '../features/deposit/components/deposit-form';
import { DepositHistory } from '../features/deposit/components/deposit-history';

/** `depositv2`: channels, amount, the PIX charge, and the deposit history. */
export default function DepositPage({ host }: RemotePageProps) {
  const { t } = useTranslation('wallet');
  return (
    <PageFrame title={t('deposit.title')} page="depositv2" host={host}>
      <DepositForm />
      <DepositHistory />
    </PageFrame>
  );
}
