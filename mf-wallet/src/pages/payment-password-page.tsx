import type { RemotePageProps } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { PageFrame } from '../components/page-frame';
import { PaymentPasswordPanel } from '../features/payment-password/components/payment-password-panel';

/** `paymentPassword`: set, change, or reset by SMS. */
export default function PaymentPasswordPage({ host }: RemotePageProps) {
  const { t } = useTranslation('wallet');
  return (
    <PageFrame title={t('password.title')} page="paymentPassword" host={host}>
      <PaymentPasswordPanel />
    </PageFrame>
  );
}
