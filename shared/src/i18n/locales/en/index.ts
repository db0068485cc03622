import common from './common.json';
import shell from './shell.json';
import shellSession from './shell-session.json';
import auth from './auth.json';
import lobby from './lobby.json';
import lobbyHome from './lobby-home.json';
import wallet from './wallet.json';
import member from './member.json';
import agent from './agent.json';
import promotions from './promotions.json';

/** Every EN namespace; a namespace split across files owned by different features merges here. */
export const EN = {
  common,
  shell: { ...shell, ...shellSession },
  auth,
  lobby: { ...lobby, ...lobbyHome },
  wallet,
  member,
  agent,
  promotions,
};
