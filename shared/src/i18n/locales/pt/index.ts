import common from './common.json';
import shell from './shell.json';
import shellSession from './shell-session.json';
import shellProtection from './shell-protection.json';
import commonProtection from './common-protection.json';
import commonProof from './common-proof.json';
import authProtection from './auth-protection.json';
import lobbyProtection from './lobby-protection.json';
import memberProtection from './member-protection.json';
import auth from './auth.json';
import lobby from './lobby.json';
import lobbyHome from './lobby-home.json';
import wallet from './wallet.json';
import member from './member.json';
import agent from './agent.json';
import promotions from './promotions.json';

/** Every PT namespace; a namespace split across files owned by different features merges here. */
export const PT = {
  common: { ...common, ...commonProtection, ...commonProof },
  shell: { ...shell, ...shellSession, ...shellProtection },
  auth: { ...auth, ...authProtection },
  lobby: { ...lobby, ...lobbyHome, ...lobbyProtection },
  wallet,
  member: { ...member, ...memberProtection },
  agent,
  promotions,
};
