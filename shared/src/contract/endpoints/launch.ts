import { Type } from '@sinclair/typebox';
import EARLY from '../../api/endpoints/early-reads.json';
import { declareEndpoint } from '../endpoint';
import { CLIENT_QUERY, PAGING } from '../schema';
import {
  InhouseClientSeedBody,
  InhouseGameCode,
  InhouseGamesValue,
  InhousePlayBody,
  InhouseRotateBody,
  InhouseHistoryValue,
  InhousePlayValue,
  InhouseRotateValue,
  InhouseStateValue,
  InhouseVerifyValue,
  LaunchGameBody,
  LaunchGameValue,
} from '../types/games';

const GAME_CODE = InhouseGameCode;
const OWN = { moduleId: 'GAMELO3', auth: 'member', trial: false } as const;
const PROTECTION_BLOCKS = [
  'protection.paused',
  'protection.excluded',
  'protection.time_limit.reached',
  'protection.limit.reached',
] as const;

/** Launching a game and the in-house games (spec section 7; README "In-house fairness"). */
export const LAUNCH = {
  launchGame: declareEndpoint({
    method: 'POST',
    path: '/wps/game/launchGame',
    market: { refuse: ['playLimits'] },
    ...OWN,
    moduleFlag: 'GAMELO3',
    guarded: true,
    summary: "Launches a game: a vendor's page to frame (`url`) or an in-house game the front end hosts",
    rules:
      'INHOUSE: its launch data `{ launchType, gameCode, gameType }` and no URL (the front end hosts the game); every other type: `url` `/wps/game/demo/<code>?ticket=…`, the demo vendor page',
    body: LaunchGameBody,
    answer: LaunchGameValue,
    errors: ['game.not_found', 'game.unlicensed', ...PROTECTION_BLOCKS],
  }),
  inhouseGames: declareEndpoint({
    method: 'GET',
    ...EARLY.inhouseGames,
    auth: 'none',
    summary: 'The in-house games with their bet limits, house edge, RTP and pay table',
    query: Type.Object(CLIENT_QUERY),
    answer: InhouseGamesValue,
  }),
  inhouseState: declareEndpoint({
    method: 'GET',
    path: '/wps/inhouse/state',
    ...OWN,
    summary: "The member's seed commitment, client seed, next nonce and balance for a game",
    query: Type.Object({ ...CLIENT_QUERY, gameCode: GAME_CODE }),
    answer: InhouseStateValue,
    errors: ['inhouse.game_not_found'],
  }),
  inhouseSetClientSeed: declareEndpoint({
    method: 'POST',
    path: '/wps/inhouse/client-seed',
    ...OWN,
    summary: "Sets the member's client seed for the next rounds",
    body: InhouseClientSeedBody,
    answer: InhouseStateValue,
    errors: ['inhouse.game_not_found'],
  }),
  inhousePlay: declareEndpoint({
    method: 'POST',
    path: '/wps/inhouse/play',
    ...OWN,
    guarded: true,
    summary: 'Plays one round of Dice: the roll from HMAC-SHA256(serverSeed, clientSeed:nonce)',
    body: InhousePlayBody,
    answer: InhousePlayValue,
    errors: [
      'inhouse.game_not_found',
      'inhouse.bet_limits',
      'inhouse.target_invalid',
      'wallet.amount_invalid',
      'wallet.insufficient_balance',
      ...PROTECTION_BLOCKS,
    ],
  }),
  inhouseRotateSeed: declareEndpoint({
    method: 'POST',
    path: '/wps/inhouse/rotate',
    ...OWN,
    summary: 'Reveals the old server seed, commits to a new one, nonce back to 0',
    body: InhouseRotateBody,
    answer: InhouseRotateValue,
    errors: ['inhouse.game_not_found'],
  }),
  inhouseHistory: declareEndpoint({
    method: 'GET',
    path: '/wps/inhouse/history',
    ...OWN,
    summary: "The member's rounds of a game, newest first, a page at a time",
    query: Type.Object({ ...CLIENT_QUERY, gameCode: GAME_CODE, ...PAGING(20, 100) }),
    answer: InhouseHistoryValue,
  }),
  inhouseVerify: declareEndpoint({
    method: 'GET',
    path: '/wps/inhouse/verify',
    ...OWN,
    summary: 'Recomputes a past round once its server seed was revealed',
    query: Type.Object({ ...CLIENT_QUERY, roundId: Type.Integer({ minimum: 1 }) }),
    answer: InhouseVerifyValue,
    errors: ['inhouse.round_not_found'],
  }),
};
