import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Game, GameType } from '@jogo/shared/api';
import { bus, useLanguage } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Dialog } from '@jogo/shared/ui';
import { useLaunch } from '../../features/launch/hooks/use-launch';
import { popupStore } from '../../features/launch/model/popup-store';
import { getGameList } from '../../features/lobby/api/get-game-list';
import { gameListQuery } from '../../features/lobby/model/lobby-query';
import { GameGrid } from '../game-grid/game-grid';

/** spec 9: game lists hold 20 */
const POPUP_PAGE_SIZE = 20;

/**
 * Mounted once by the remote: the popup game list (spec 2: a tile whose isGame equals its vassalage) and the
 * listener for `game:launch-requested`, so another remote can ask for a game by code and get the same rules.
 */
export function LaunchHost() {
  const { t } = useTranslation('lobby');
  const popup = useSyncExternalStore(popupStore.subscribe, popupStore.get, popupStore.get);
  const language = useLanguage();
  const { launch } = useLaunch();
  const [state, setState] = useState<{ games: Game[]; loading: boolean; error: boolean }>({
    games: [],
    loading: false,
    error: false,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(
    () =>
      // the one owner of the launch command while a lobby route shows; a request made elsewhere waits in the
      // bus queue while the shell routes here (the registry names this remote as the command's owner)
      bus.handle('game:launch-requested', (req) => {
        launch({
          gameCode: req.gameCode,
          gameType: req.gameType as GameType,
          vassalage: req.vassalage,
          isGame: '',
        });
      }),
    [launch],
  );

  useEffect(() => {
    if (!popup) return;
    const ctrl = new AbortController();
    setState({ games: [], loading: true, error: false });
    const query = {
      ...gameListQuery(
        { gameType: popup.gameType, vassalage: popup.vassalage, classify: 'ALL', name: '', page: 1 },
        language,
      ),
      pageSize: POPUP_PAGE_SIZE,
    };
    getGameList(query, ctrl.signal).then(
      (v) => !ctrl.signal.aborted && setState({ games: v.games, loading: false, error: false }),
      () => !ctrl.signal.aborted && setState({ games: [], loading: false, error: true }),
    );
    return () => ctrl.abort();
  }, [popup, language, attempt]);

  return (
    <Dialog
      open={popup !== null}
      onClose={() => popupStore.close()}
      size="lg"
      title={t('popup.title', { vendor: state.games[0]?.displayName ?? popup?.vassalage ?? '' })}
    >
      <GameGridDirect
        games={state.games}
        loading={state.loading}
        error={state.error}
        onRetry={() => setAttempt((a) => a + 1)}
        label={t('popup.label')}
      />
    </Dialog>
  );
}

/** Inside the popup a tile starts its game directly. */
function GameGridDirect(props: {
  games: Game[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  label: string;
}) {
  return <GameGrid {...props} skeletonCount={4} direct />;
}
