import type { ReactNode } from 'react';
import type { Resource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState, Skeleton } from '@jogo/shared/ui';

/**
 * The states every record list shows before its rows: a failed load with retry, a skeleton while the first
 * page loads, the empty message; otherwise `children` renders the page it got.
 */
export function RecordStates<T extends { content: readonly unknown[] }>({
  list,
  skeletonHeight = 320,
  children,
}: {
  list: Resource<T>;
  skeletonHeight?: number;
  children: (page: T) => ReactNode;
}) {
  const { t } = useTranslation('member');
  if (list.error) {
    return (
      <EmptyState title={list.error.message}>
        <Button variant="secondary" onClick={list.reload}>
          {t('records.retry')}
        </Button>
      </EmptyState>
    );
  }
  if (!list.data) return <Skeleton height={skeletonHeight} />;
  if (list.data.content.length === 0) return <EmptyState title={t('records.empty')} />;
  return <>{children(list.data)}</>;
}
