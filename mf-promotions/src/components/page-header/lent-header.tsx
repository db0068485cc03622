import type { ReactNode } from 'react';
import type { RemotePageProps } from '@jogo/shared/federation';
import { PageHeader } from './page-header';
import styles from './page-header.module.css';

/**
 * The header of a lent page: the full title when it stands alone; inside the member centre, whose frame
 * already titles the page, only the subtitle line (if any).
 */
export function LentHeader({
  host,
  title,
  subtitle,
}: {
  host: RemotePageProps['host'];
  title: string;
  subtitle?: ReactNode;
}) {
  if (host === 'member') return subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null;
  return <PageHeader title={title} subtitle={subtitle} />;
}
