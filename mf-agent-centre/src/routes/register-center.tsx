import { api, ENDPOINTS } from '@jogo/shared/api';
import { useResource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState, Skeleton } from '@jogo/shared/ui';
import { AffiliateLinks } from '../features/register/components/affiliate-links';
import { RegisterForm } from '../features/register/components/register-form';
import styles from './two-columns.module.css';

/** registerCenter: create an account in my team, and my affiliate links. */
export default function RegisterCenter() {
  const { t } = useTranslation(['agent', 'common']);
  const profile = useResource('agent:profile', (signal) => api().call(ENDPOINTS.agentProfile, { signal }));
  if (profile.error)
    return (
      <EmptyState title={profile.error.message}>
        <Button variant="secondary" onClick={profile.reload}>
          {t('common:actions.retry')}
        </Button>
      </EmptyState>
    );
  if (!profile.data) return <Skeleton height={320} />;
  return (
    <div className={styles.columns}>
      <RegisterForm profile={profile.data} />
      <AffiliateLinks codes={profile.data.affiliateCodes} />
    </div>
  );
}
