import { useState } from 'react';
import { bus, useSession } from '@jogo/shared/bus';
import { RemotePage } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Dialog } from '@jogo/shared/ui';
import { AGENT_LOGIN } from '../paths';
import { useZone } from '../components/page/use-money';
import { formatClock, gmtOffset, useNow } from './clock';
import styles from './agent-frame.module.css';

/** The live clock of the site's time zone with its GMT offset (spec 2: ticks every second). */
export function AgentClock() {
  const now = useNow();
  const zone = useZone();
  return (
    <span className={styles.clock}>
      <span className={styles.gmt}>{gmtOffset(now.getTime(), zone)}</span>{' '}
      <time dateTime={now.toISOString()}>{formatClock(now.getTime(), zone)}</time>
    </span>
  );
}

type Panel = 'depositv2' | 'withdraw' | 'messageV2';

/**
 * The agent centre's top bar (spec 2): clock, account, deposit, withdraw, messages, customer service,
 * sign out. Deposit, withdraw and messages are pages other remotes lend by name, hosted in a panel.
 */
export function TopBar({ onMenu }: { onMenu: () => void }) {
  const { t } = useTranslation('agent');
  const { member } = useSession();
  const [panel, setPanel] = useState<Panel | null>(null);
  const signOut = () => {
    bus.emit('auth:logout-requested', { confirm: true });
  };
  return (
    <header className={styles.topBar}>
      <div className={styles.topRow}>
        <button
          type="button"
          className={styles.menuToggle}
          onClick={onMenu}
          aria-label={t('layout.openMenu')}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <strong className={styles.brand}>{t('layout.title')}</strong>
        <AgentClock />
        <span className={styles.account} data-testid="agent-account">
          {member?.nickname || member?.account}
        </span>
      </div>
      <nav className={styles.actions} aria-label={t('layout.actions')}>
        <Button size="sm" onClick={() => setPanel('depositv2')}>
          {t('layout.deposit')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setPanel('withdraw')}>
          {t('layout.withdraw')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setPanel('messageV2')}>
          {t('layout.messages')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => bus.emit('ui:customer-service-requested', {})}>
          {t('layout.customerService')}
        </Button>
        <Button size="sm" variant="ghost" onClick={signOut} data-to={AGENT_LOGIN}>
          {t('layout.signOut')}
        </Button>
      </nav>
      <Dialog
        open={panel !== null}
        onClose={() => setPanel(null)}
        title={panel ? t(`layout.panel.${panel}`) : undefined}
        size="lg"
      >
        {panel && <RemotePage name={panel} host="agent" />}
      </Dialog>
    </header>
  );
}
