import { useEffect } from 'react';
import { useSearchParams } from '@jogo/shared/router';
import type { GameType } from '@jogo/shared/api';
import { bus, useSession } from '@jogo/shared/bus';
import { SUPPORTED_LANGUAGES, useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState, Pagination } from '@jogo/shared/ui';
import { GameGrid } from '../components/game-grid/game-grid';
import { PageHeader } from '../components/page-header/page-header';
import { laneOf, useVendorLanes } from '@jogo/shared/data';
import { ownLane } from '../features/home/model/home-categories';
import { ClassifyMenu } from '../features/lobby/components/classify-menu';
import { VendorMenu } from '../features/lobby/components/vendor-menu';
import { useGameList } from '../features/lobby/hooks/use-game-list';
import { useLobbySelection } from '../features/lobby/hooks/use-lobby-selection';
import { classifyMenu } from '../features/lobby/model/classify-menu';
import { SearchBox } from '../features/search/components/search-box';
import styles from './lobby.module.css';

/**
 * The game lobby of one type (spec 2 "Game lobby per type"): title and back link, name search, vendor
 * menu, classify menu, 15 games a page, pagination only with more than one page, the no-data state.
 */
export default function LobbyRoute({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation(['lobby', 'common']);
  const session = useSession();
  const lanes = useVendorLanes();
  const lane = ownLane(laneOf(lanes.data, gameType), gameType);
  const { selection, setVendor, setClassify, setName, setPage } = useLobbySelection(gameType);
  const list = useGameList(selection);
  const [, setParams] = useSearchParams();
  const items = classifyMenu(gameType, lane, selection.vassalage, SUPPORTED_LANGUAGES);
  // a link to a vendor this site does not offer (another market's, one taken out): no lane has its card
  const vendorUnavailable =
    !!selection.vassalage &&
    !!lanes.data &&
    !lanes.data.some((l) => Object.values(l.cards).some((c) => c.vassalage === selection.vassalage));

  // a page in the URL beyond totalPages is ignored: show the first page instead of an empty one
  useEffect(() => {
    if (!list.loading && !list.error && list.totalPages >= 1 && selection.page > list.totalPages)
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('page');
          return next;
        },
        { replace: true },
      );
  }, [list.loading, list.error, list.totalPages, selection.page, setParams]);

  const chooseClassify = (id: string) => {
    // RECENT is the member's own list (spec 4): a guest is asked to log in instead
    if (id === 'RECENT' && session.status !== 'member') {
      bus.emit('ui:modal-requested', { name: 'login' });
      return;
    }
    setClassify(id);
  };

  const title = t(`types.${gameType}`);
  return (
    <section className={styles.page} aria-label={title}>
      <PageHeader title={title} actions={<SearchBox applied={selection.name} onSearch={setName} />} />
      <div className={styles.menus}>
        {/* its row is there while the lanes load ('all vendors'; the vendors join it): nothing below moves when
            they arrive (the classify row and the grid moved down 52 px, CLS 0.043) */}
        <VendorMenu lane={lane} active={selection.vassalage} onChange={setVendor} />
        <ClassifyMenu items={items} active={selection.classify} onChange={chooseClassify} />
      </div>
      {selection.name ? (
        <p className={styles.results}>{t('search.resultsFor', { name: selection.name })}</p>
      ) : null}
      <GameGrid
        label={t('lobby.gridLabel', { type: title })}
        games={list.games}
        loading={list.loading}
        stale={list.stale}
        error={list.error}
        onRetry={list.retry}
        empty={
          vendorUnavailable ? (
            <EmptyState title={t('lobby.vendorUnavailable.title')}>
              <p>{t('lobby.vendorUnavailable.text')}</p>
              <Button variant="secondary" onClick={() => setVendor(undefined)}>
                {t('lobby.vendorUnavailable.action')}
              </Button>
            </EmptyState>
          ) : (
            <EmptyState
              title={
                selection.name ? t('search.noResults', { name: selection.name }) : t('common:empty.noData')
              }
            />
          )
        }
      />
      {!list.loading && !list.error ? (
        <div className={styles.pager}>
          <Pagination
            page={selection.page}
            totalPages={list.totalPages}
            onChange={(p) => {
              if (setPage(p, list.totalPages)) window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </div>
      ) : null}
    </section>
  );
}
