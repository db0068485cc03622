import { useEffect, useMemo, useRef } from 'react';
import { useParams, useSearchParams } from '@jogo/shared/router';
import type { GameType } from '@jogo/shared/api';
import { bus, useFavourites, useSession } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState, Pagination } from '@jogo/shared/ui';
import { GameGrid } from '../components/game-grid/game-grid';
import { PageHeader } from '../components/page-header/page-header';
import { useFavouriteGames } from '../features/favourites/hooks/use-favourite-games';
import { ChipMenu } from '../features/lobby/components/chip-menu';
import { acceptPage, LOBBY_PAGE_SIZE } from '../features/lobby/model/lobby-query';
import { useRecentGames } from '../features/recent/hooks/use-recent-games';
import styles from './lobby.module.css';

const TYPES: GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'INHOUSE'];
const isGameType = (v: string | null | undefined): v is GameType =>
  !!v && (TYPES as string[]).includes(v.toUpperCase());

/**
 * `/favorite` and `/recent` (spec 2): the member's own game list, filtered by the type parameter
 * (`/favorite/RNG` or `/favorite?type=RNG`). Both need login (spec 4): a guest gets the login dialog.
 */
export default function AccountGamesRoute({ kind }: { kind: 'favourites' | 'recent' }) {
  const { t } = useTranslation('lobby');
  const session = useSession();
  const member = session.status === 'member' && !!session.token;
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const raw = (params['*'] || search.get('type') || '').toUpperCase();
  const type = isGameType(raw) ? raw : undefined;

  useEffect(() => {
    if (!member) bus.emit('ui:modal-requested', { name: 'login' });
  }, [member]);

  const title = kind === 'favourites' ? t('account.favTitle') : t('account.recentTitle');
  const chooseType = (id: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === 'ALL') next.delete('type');
        else next.set('type', id);
        next.delete('page');
        return next;
      },
      { replace: false },
    );

  return (
    <section className={styles.page} aria-label={title}>
      <PageHeader title={title} />
      {!member ? (
        <EmptyState title={t('account.loginNeeded')} icon="🔒">
          <Button onClick={() => bus.emit('ui:modal-requested', { name: 'login' })}>
            {t('account.login')}
          </Button>
        </EmptyState>
      ) : (
        <>
          <ChipMenu
            label={t('account.types')}
            items={[
              { id: 'ALL', label: t('classify.ALL') },
              ...TYPES.map((id) => ({ id, label: t(`types.${id}`) })),
            ]}
            active={type ?? 'ALL'}
            onChange={chooseType}
          />
          {kind === 'favourites' ? (
            <FavouriteList type={type} label={title} />
          ) : (
            <RecentList type={type} label={title} />
          )}
        </>
      )}
    </section>
  );
}

function FavouriteList({ type, label }: { type?: GameType; label: string }) {
  const { t } = useTranslation('lobby');
  const list = useFavouriteGames(type);
  const ids = useFavourites();
  const [search, setSearch] = useSearchParams();
  // an un-favourited tile leaves the list at once (optimistic, like the heart); the list itself comes from
  // the gateway, so ids the shared store has not loaded yet do not hide anything
  const previous = useRef(ids);
  const removed = useRef(new Set<string>());
  if (previous.current !== ids) {
    for (const id of previous.current) if (!ids.includes(id)) removed.current.add(id);
    for (const id of ids) removed.current.delete(id);
    previous.current = ids;
  }
  const games = useMemo(
    () => list.games.filter((g) => !removed.current.has(String(g.nodeId))),
    [list.games, ids],
  );
  const totalPages = Math.ceil(games.length / LOBBY_PAGE_SIZE);
  const page = Math.min(Math.max(1, Number(search.get('page') ?? '1') || 1), Math.max(1, totalPages));
  return (
    <>
      <GameGrid
        label={label}
        games={games.slice((page - 1) * LOBBY_PAGE_SIZE, page * LOBBY_PAGE_SIZE)}
        loading={list.loading}
        error={list.error}
        onRetry={list.retry}
        empty={<EmptyState title={t('account.favEmpty')} icon="♡" />}
      />
      <div className={styles.pager}>
        <Pagination
          page={page}
          totalPages={totalPages}
          onChange={(p) => {
            const accepted = acceptPage(p, totalPages);
            if (accepted !== null)
              setSearch((prev) => {
                const next = new URLSearchParams(prev);
                next.set('page', String(accepted));
                return next;
              });
          }}
        />
      </div>
    </>
  );
}

function RecentList({ type, label }: { type?: GameType; label: string }) {
  const { t } = useTranslation('lobby');
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(search.get('page') ?? '1')) || 1);
  const list = useRecentGames(type, page);
  // a page beyond the last (an old link, a shorter list after a type change) shows the last page instead
  useEffect(() => {
    if (!list.loading && !list.error && list.totalPages >= 1 && page > list.totalPages)
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('page', String(list.totalPages));
          return next;
        },
        { replace: true },
      );
  }, [list.loading, list.error, list.totalPages, page, setSearch]);
  return (
    <>
      <GameGrid
        label={label}
        games={list.games}
        loading={list.loading}
        error={list.error}
        onRetry={list.retry}
        empty={<EmptyState title={t('account.recentEmpty')} icon="🕘" />}
      />
      {!list.loading && !list.error ? (
        <div className={styles.pager}>
          <Pagination
            page={Math.min(page, Math.max(1, list.totalPages))}
            totalPages={list.totalPages}
            onChange={(p) => {
              const accepted = acceptPage(p, list.totalPages);
              if (accepted === null) return;
              setSearch((prev) => {
                const next = new URLSearchParams(prev);
                next.set('page', String(accepted));
                return next;
              });
              window.scrollTo?.({ top: 0, behavior: 'smooth' });
            }}
          />
        </div>
      ) : null}
    </>
  );
}
