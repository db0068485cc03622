import type { DepositChannel, MarketProfileInfo, PaymentChannelCode } from '@jogo/shared/api';

/** A deposit channel's family in the market profile's terms (BANK is TED, CRYPTO is USDT). */
const FAMILY: Record<DepositChannel['type'], PaymentChannelCode> = {
  PIX: 'PIX',
  BANK: 'TED',
  CRYPTO: 'USDT',
  EWALLET: 'EWALLET',
};

/**
 * @returns the channels the market allows (BR: PIX and TED, no USDT); all of them without a
 * profile. The gateway refuses a forbidden channel anyway (`market.channel_unavailable`); this only hides it.
 */
export function channelsOfMarket(
  list: readonly DepositChannel[],
  market: Pick<MarketProfileInfo, 'paymentChannels'> | null,
): DepositChannel[] {
  if (!market) return [...list];
  return list.filter((c) => market.paymentChannels.includes(FAMILY[c.type]));
}
