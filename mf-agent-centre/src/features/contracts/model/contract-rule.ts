import type { AgentContract, ContractKind } from '@jogo/shared/api';

/**
 * The contract rules the screen applies before asking the gateway (which checks them again):
 * an offer's rate is above zero and at most my own; agreeing to an offer below a rate I gave my downline
 * terminates that downline's contract, so the screen asks for a confirmation that says so (spec 8).
 */
export type OfferError = 'rateInvalid' | 'rateTooHigh' | 'noContract' | 'pickDownline' | null;

export function validateOffer(username: string, rate: string, maxRate: number): OfferError {
  if (maxRate <= 0) return 'noContract';
  if (!username) return 'pickDownline';
  const r = Number(rate);
  if (rate.trim() === '' || Number.isNaN(r) || r <= 0 || !/^\d+(\.\d{1,2})?$/.test(rate.trim()))
    return 'rateInvalid';
  if (r > maxRate) return 'rateTooHigh';
  return null;
}

/** @returns the downline contracts that accepting `offer` terminates (empty: no confirmation needed) */
export const terminatedBy = (offer: AgentContract) => offer.terminates ?? [];

/** Only dividends choose a period; the others have their kind's own. */
export const CHOOSABLE_PERIODS = ['WEEKLY', 'SEMIMONTHLY', 'MONTHLY', 'DAILY'] as const;
export const periodChoosable = (kind: ContractKind) => kind === 'DIVIDEND';
