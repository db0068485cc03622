import { Type } from '@sinclair/typebox';
import { declareEndpoint } from '../endpoint';
import { CLIENT_QUERY, DATE, oneOf, PAGE_NO, pageSize, PAGING } from '../schema';
import {
  AccountRecordsValue,
  BettingRecordsValue,
  BonusesValue,
  CancelBetValue,
  ExportTicketValue,
  ProfitValue,
} from '../types/member';
import EARLY from '../../api/endpoints/early-reads.json';

// the gateway checks the filters' values with a translated 400 (records.*_invalid), so status, game type
// and category are plain strings here
const BET_FILTERS = {
  gameType: Type.Optional(Type.String({ maxLength: 16 })),
  timeBasis: Type.Optional(oneOf(['bet', 'settle'] as const)),
  startDate: Type.Optional(DATE),
  endDate: Type.Optional(DATE),
  status: Type.Optional(Type.String({ maxLength: 16 })),
};
const TX_FILTERS = {
  category: Type.Optional(Type.String({ maxLength: 16 })),
  startDate: Type.Optional(DATE),
  endDate: Type.Optional(DATE),
};
const OWN = { moduleId: 'COMM3', auth: 'member', trial: false } as const;

/** The member centre's records (spec section 7): bets, account records, profit and loss, bonuses, export. */
export const RECORDS = {
  bettingRecords: declareEndpoint({
    method: 'GET',
    ...EARLY.bettingRecords,
    ...OWN,
    summary: "The member's bets by game type, status and dates, a page at a time",
    query: Type.Object({ ...CLIENT_QUERY, ...BET_FILTERS, ...PAGING(20, 100) }),
    answer: BettingRecordsValue,
    errors: ['records.game_type_invalid', 'records.status_invalid'],
  }),
  cancelBet: declareEndpoint({
    method: 'POST',
    path: '/wps/records/bets/cancel',
    ...OWN,
    summary: 'Cancels a lottery bet before its draw closes',
    body: Type.Object({ betId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
    answer: CancelBetValue,
    errors: ['records.bet_not_found', 'records.bet_not_cancellable'],
  }),
  accountRecords: declareEndpoint({
    method: 'GET',
    path: '/wps/records/transactions',
    ...OWN,
    summary: "The member's money movements by category and dates, a page at a time",
    query: Type.Object({ ...CLIENT_QUERY, ...TX_FILTERS, ...PAGING(20, 100) }),
    answer: AccountRecordsValue,
    errors: ['records.category_invalid'],
  }),
  profit: declareEndpoint({
    method: 'GET',
    path: '/wps/records/profit',
    ...OWN,
    summary: 'Profit and loss by day and game type between two dates',
    query: Type.Object({ ...CLIENT_QUERY, startDate: Type.Optional(DATE), endDate: Type.Optional(DATE) }),
    answer: ProfitValue,
  }),
  bonuses: declareEndpoint({
    method: 'GET',
    path: '/wps/records/bonuses',
    ...OWN,
    summary: "The member's bonuses by state, a page at a time",
    query: Type.Object({
      ...CLIENT_QUERY,
      state: Type.Optional(oneOf(['ALL', 'ACTIVE', 'COMPLETED', 'EXPIRED'] as const)),
      ...PAGING(20, 100),
    }),
    answer: BonusesValue,
  }),
  exportRecords: declareEndpoint({
    method: 'POST',
    path: '/wps/records/export',
    ...OWN,
    summary: 'A single-use download ticket for the CSV of a bets or transactions filter',
    body: Type.Object(
      {
        kind: oneOf(['bets', 'transactions'] as const),
        query: Type.Object(
          {
            ...BET_FILTERS,
            ...TX_FILTERS,
            pageNo: Type.Optional(PAGE_NO),
            pageSize: Type.Optional(pageSize(20, 100)),
          },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
    answer: ExportTicketValue,
    errors: ['records.game_type_invalid', 'records.status_invalid', 'records.category_invalid'],
  }),
};
