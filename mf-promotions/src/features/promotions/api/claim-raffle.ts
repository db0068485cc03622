import { api, ENDPOINTS, type ClaimRaffleValue } from '@jogo/shared/api';

/** Opens today's red envelope of a raffle promotion: the prize goes to the wallet. */
export const claimRaffle = (promotionId: number): Promise<ClaimRaffleValue> =>
  api().call(ENDPOINTS.claimRaffle, { body: { promotionId } });
