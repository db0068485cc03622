import type { RemotePageProps } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { PageFrame } from '../components/page-frame';
import { UplineForm } from '../features/transfer/components/upline-form';

/** `transferUpline`: send money to the upline agent (flag AGETRANSFERUP3). */
export default function TransferUplinePage({ host }: RemotePageProps) {
  const { t } = useTranslation('wallet');
  return (
    <PageFrame title={t('upline.title')} page="transferUpline" host={host}>
      <UplineForm />
    </PageFrame>
  );
}
