import { useBalance, useLanguage } from '@jogo/shared/bus';
import { formatMoney } from '@jogo/shared/ui';

/** An amount in the language's money format (PT `R$ 1.234,56`, EN `R$ 1,234.56`). */
export function Money({ value }: { value: number }) {
  const language = useLanguage();
  const { currencySymbol } = useBalance();
  return <>{formatMoney(value, currencySymbol || 'R$', language)}</>;
}

/** @returns a formatter bound to the language and currency, for attributes and messages. */
export function useMoney(): (value: number) => string {
  const language = useLanguage();
  const { currencySymbol } = useBalance();
  return (value) => formatMoney(value, currencySymbol || 'R$', language);
}
