import { endpoint } from '../endpoint';

/** Calls of the games domain (spec section 7), including the in-house provably fair games. */
export const GAMES_ENDPOINTS = {
  launchGame: endpoint({ method: 'POST', path: '/wps/game/launchGame', moduleId: 'GAMELO3', auth: true }),
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
