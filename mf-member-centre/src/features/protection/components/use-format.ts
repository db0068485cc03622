import { useCallback } from 'react';
import type { LimitKind } from '@jogo/shared/api';
import { useBalance, useLanguage, useSettings } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { formatMoney } from '@jogo/shared/ui';
import { unitOf } from '../model/limits';
import { formatSiteTime } from '@jogo/shared/time';

/** The page's writers: a limit's value by its unit, and a gateway time in the site's zone. */
export function useProtectionFormat() {
  const { t } = useTranslation('member');
  const { currencySymbol } = useBalance();
  const language = useLanguage();
  const zone = useSettings().info?.timeZone;
  const value = useCallback(
    (kind: LimitKind, n: number) => {
      const unit = unitOf(kind);
      if (unit === 'money') return formatMoney(n, currencySymbol, language);
      if (unit === 'minutes') return t('protection.limits.minutes', { count: n });
      return t('protection.limits.bets', { count: n });
    },
    [currencySymbol, language, t],
  );
  const time = useCallback(
    (iso: string) => formatSiteTime(iso, typeof zone === 'string' ? zone : undefined, language),
    [zone, language],
  );
  return { value, time, currencySymbol };
}
