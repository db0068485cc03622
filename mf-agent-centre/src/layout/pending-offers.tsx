import { useState } from 'react';
import { api, ENDPOINTS, type ConsolidatedFundsValue } from '@jogo/shared/api';
import { useSession } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Link } from '@jogo/shared/router';
import { Button, Dialog } from '@jogo/shared/ui';
import { pageHref, type AgentPage } from '../paths';
import page from '../components/page/page.module.css';

/** The contract page of each flag of the consolidated data (2 = an offer waits for me). */
const OFFER_PAGES: { key: keyof ConsolidatedFundsValue; page: AgentPage }[] = [
  { key: 'divtypereq', page: 'agentDividendRecordCopy2' },
  { key: 'dailysalreqtype', page: 'agentDailyWages2' },
  { key: 'contracthoursalreq', page: 'agentHourSalary' },
  { key: 'realtimesalreqtype', page: 'agentRealtimeSalary' },
];

/** Resource key of the offers flags: a contract page invalidates it after an answer. */
export const OFFERS_RESOURCE = 'agent:offers';

/** @returns the contract pages with an offer waiting for me (the same flags the player site reads) */
export function usePendingOffers(): Set<AgentPage> {
  const data = useResource(OFFERS_RESOURCE, () => api().call(ENDPOINTS.consolidatedFunds));
  const v = data.data;
  return new Set(v ? OFFER_PAGES.filter((o) => v[o.key] === 2).map((o) => o.page) : []);
}

/**
 * The dialog on entering the agent centre when a contract offer waits for me (once per browser session: "later"
 * keeps it closed until the next login), linking to the offer's page.
 */
export function PendingOfferDialog() {
  const { t } = useTranslation('agent');
  const account = useSession().member?.account ?? '';
  const offers = usePendingOffers();
  const key = `jogo:agent-offer-seen:${account}`;
  const [seen, setSeen] = useState(() => sessionStorage.getItem(key) === '1');
  const first = [...offers][0];
  const close = () => {
    sessionStorage.setItem(key, '1');
    setSeen(true);
  };
  if (!first || seen) return null;
  return (
    <Dialog
      open
      size="sm"
      title={t('pay.offerTitle')}
      onClose={close}
      footer={
        <div className={page.buttons}>
          <Button variant="secondary" onClick={close}>
            {t('pay.later')}
          </Button>
        </div>
      }
    >
      <p>{t('pay.offerText')}</p>
      <ul>
        {[...offers].map((p) => (
          <li key={p}>
            <Link to={pageHref(p)} onClick={close} className={page.linkButton}>
              {t(`menu.${p}`)} – {t('pay.offerOpen')}
            </Link>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
