import { useEffect, useState } from 'react';
import { api, ENDPOINTS } from '@jogo/shared/api';
import { bus, useSession } from '@jogo/shared/bus';
import { agentPageHref } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Dialog, Skeleton } from '@jogo/shared/ui';
import { consolidated$ } from '../session/consolidated';
import type { ShellModalProps } from './shell-modal';
import { useObservable } from '../hooks/use-observable';
import styles from './modals.module.css';

/** The contract kinds of the consolidated data and the agent-centre page of each (spec 2 "Agent centre menu"). */
const KINDS = [
  { key: 'divtypereq', label: 'core.contract.dividend', page: 'agentDividendRecordCopy2' },
  { key: 'dailysalreqtype', label: 'core.contract.daily', page: 'agentDailyWages2' },
  { key: 'contracthoursalreq', label: 'core.contract.hourly', page: 'agentHourSalary' },
  { key: 'realtimesalreqtype', label: 'core.contract.realtime', page: 'agentRealtimeSalary' },
] as const;

/**
 * The contract dialog (spec 2: "contract (login only)"): which contracts the member has and which offers wait,
 * from the consolidated data; each links to its agent-centre page. A guest is asked to log in instead.
 */
export function ContractDialog({ onClose }: ShellModalProps) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const data = useObservable(consolidated$);
  const [failed, setFailed] = useState(false);
  const loggedIn = session.status === 'member' && !!session.token;

  useEffect(() => {
    if (!loggedIn) {
      onClose();
      bus.emit('ui:modal-requested', { name: 'login' });
      return;
    }
    if (data) return;
    api()
      .call(ENDPOINTS.consolidatedFunds)
      .then((v) => consolidated$.next(v))
      .catch(() => setFailed(true));
  }, [loggedIn, data, onClose]);

  if (!loggedIn) return null;
  return (
    <Dialog open size="md" title={t('core.contract.title')} onClose={onClose}>
      {failed ? (
        <p className={styles.text} role="alert">
          {t('core.contract.failed')}
        </p>
      ) : !data ? (
        <div className={styles.stack} role="status" aria-label={t('core.contract.loading')}>
          {KINDS.map((k) => (
            <Skeleton key={k.key} height={48} radius={10} />
          ))}
        </div>
      ) : (
        <ul className={styles.contractList}>
          {KINDS.map((k) => {
            const code = data[k.key];
            return (
              <li key={k.key} className={styles.contractItem}>
                <span className={styles.contractName}>{t(k.label)}</span>
                <span className={code === 2 ? styles.pending : code === 1 ? styles.online : styles.offline}>
                  {t(`core.contract.status${code}`)}
                </span>
                {code !== 0 && session.isAgent ? (
                  <Button
                    size="sm"
                    variant={code === 2 ? 'primary' : 'secondary'}
                    onClick={() => {
                      onClose();
                      bus.emit('ui:navigate-requested', { to: agentPageHref(k.page) });
                    }}
                  >
                    {t('core.contract.open')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
