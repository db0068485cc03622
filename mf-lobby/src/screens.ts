/**
 * The lazy screens of this remote, one chunk each (a visitor on home does not download the dice game or the
 * lottery). remote.tsx renders them; home warms the lobby screen once its main content has painted, so a click
 * on a lobby link does not wait for the chunk (click to first tile). The import requests
 * (`./routes/home`…) are what federation.config.cjs `early` names for the preload hints: keep them here.
 */
export const loadHome = () => import('./routes/home');
export const loadLobby = () => import('./routes/lobby');
export const loadInhouse = () => import('./routes/inhouse');
export const loadAccountGames = () => import('./routes/account-games');
export const loadLottery = () => import('./routes/lottery');
export const loadSeamless = () => import('./routes/seamless');
