import type { RemotePageProps } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { PageFrame } from '../components/page-frame';
import { WithdrawForm } from '../features/withdraw/components/withdraw-form';
import { paths } from '../paths';

/** `withdraw`: rules, destinations, the request and its history. */
export default function WithdrawPage({ host }: RemotePageProps) {
  const { t } = useTranslation('wallet');
  const passwordHref =
    host === 'member' ? paths.memberPage('paymentPassword') : paths.page('paymentPassword');
  return (
    <PageFrame title={t('withdraw.title')} page="withdraw" host={host}>
      <WithdrawForm passwordHref={passwordHref} />
    </PageFrame>
  );
}
