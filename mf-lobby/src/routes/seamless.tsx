import { useNavigate, useSearchParams } from '@jogo/shared/router';
import { bus, useSession } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState } from '@jogo/shared/ui';
import { DiceGame } from '../features/inhouse/components/dice-game';
import { GameFrame } from '../features/seamless/components/game-frame';
import styles from './seamless.module.css';

/**
 * `/seamless` (spec 2): the game page without footer or side menu (the shell hides them for this route).
 * `?url=` frames a vendor game page; `?game=` hosts an in-house game here. A back button leaves the game.
 */
export default function SeamlessRoute() {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const game = params.get('game');
  const session = useSession();
  const back = () => {
    // a game opened from a lobby goes back there; a direct visit goes home
    if (window.history.state && typeof window.history.state.idx === 'number' && window.history.state.idx > 0)
      navigate(-1);
    else navigate('/');
  };
  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <button type="button" className={styles.back} onClick={back}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
          <span>{t('seamless.back')}</span>
        </button>
        {/* the game page has no side menu or footer: the help-centre dialog opens over the game (spec 2 "Modals") */}
        <button
          type="button"
          className={styles.back}
          onClick={() => bus.emit('ui:modal-requested', { name: 'help' })}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="9" />
            <path d="M9.6 9.3a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.4M12 17h.01" />
          </svg>
          <span>{t('seamless.help')}</span>
        </button>
      </div>
      {game && session.isTrial ? (
        // the gateway refuses trial accounts: no retry that cannot succeed, but the way to a real account
        <EmptyState title={t('seamless.trialTitle')}>
          <p>{t('seamless.trialText')}</p>
          <Button onClick={() => bus.emit('ui:modal-requested', { name: 'register' })}>
            {t('seamless.register')}
          </Button>
        </EmptyState>
      ) : game ? (
        <DiceGame gameCode={game} />
      ) : (
        <GameFrame url={params.get('url')} title={t('seamless.frameTitle')} />
      )}
    </div>
  );
}
