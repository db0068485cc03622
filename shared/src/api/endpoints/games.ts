import { endpoint } from '../endpoint';
import EARLY from './early-reads.json';

/** Calls of the games domain (spec section 7), including the in-house provably fair games. */
export const GAMES_ENDPOINTS = {
  gameMenus: endpoint({ method: 'GET', path: '/lgw/games/game_menus', moduleId: 'GAMELO3', auth: false }),
  // public reads a page may start before the shell runs: declared in early-reads.json, which remotes' `early`
  // declarations and dev-proxy read too
  gameVendors: endpoint({ method: 'GET', ...EARLY.gameVendors }),
  gameList: endpoint({ method: 'GET', ...EARLY.gameList }),
  hotGames: endpoint({ method: 'GET', ...EARLY.hotGames }),
  winnersBoard: endpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRankList',
    moduleId: 'GAMELO3',
    auth: false,
  }),
  favoriteGameIds: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    moduleId: 'GAMELOFAV3',
    auth: true,
  }),
  favoriteGameList: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    moduleId: 'GAMELOFAV3',
    auth: true,
  }),
  addFavoriteGame: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    moduleId: 'GAMELOFAV3',
    auth: true,
  }),
  removeFavoriteGame: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    moduleId: 'GAMELOFAV3',
    auth: true,
  }),
  recentGames: endpoint({
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    moduleId: 'GAMELOREC3',
    auth: true,
  }),
  launchGame: endpoint({ method: 'POST', path: '/wps/game/launchGame', moduleId: 'GAMELO3', auth: true }),
  roomList: endpoint({ method: 'GET', path: '/wps/relay/GLS2_roomList', moduleId: 'GAMELO3', auth: false }),
  inhouseGames: endpoint({ method: 'GET', path: '/wps/inhouse/games', moduleId: 'GAMELO3', auth: false }),
  inhouseState: endpoint({ method: 'GET', path: '/wps/inhouse/state', moduleId: 'GAMELO3', auth: true }),
  inhouseSetClientSeed: endpoint({
    method: 'POST',
    path: '/wps/inhouse/client-seed',
    moduleId: 'GAMELO3',
    auth: true,
  }),
  inhousePlay: endpoint({ method: 'POST', path: '/wps/inhouse/play', moduleId: 'GAMELO3', auth: true }),
  inhouseRotateSeed: endpoint({
    method: 'POST',
    path: '/wps/inhouse/rotate',
    moduleId: 'GAMELO3',
    auth: true,
  }),
  inhouseHistory: endpoint({ method: 'GET', path: '/wps/inhouse/history', moduleId: 'GAMELO3', auth: true }),
  inhouseVerify: endpoint({ method: 'GET', path: '/wps/inhouse/verify', moduleId: 'GAMELO3', auth: true }),
};
