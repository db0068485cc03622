import { useTranslation } from '@jogo/shared/i18n';
import styles from '../styles/wallet.module.css';

/** A failed call: the gateway's message (already in the user's language) or the generic one. */
export function ErrorText({ error }: { error: Error | null | undefined }) {
  const { t } = useTranslation('wallet');
  if (!error) return null;
  return (
    <p className={styles.error} role="alert">
      {error.message || t('error.generic')}
    </p>
  );
}
