import ptCommon from './locales/pt/common.json';
import enCommon from './locales/en/common.json';
import ptShell from './locales/pt/shell.json';
import enShell from './locales/en/shell.json';
import ptAuth from './locales/pt/auth.json';
import enAuth from './locales/en/auth.json';
import ptLobby from './locales/pt/lobby.json';
import enLobby from './locales/en/lobby.json';
import ptWallet from './locales/pt/wallet.json';
import enWallet from './locales/en/wallet.json';
import ptMember from './locales/pt/member.json';
import enMember from './locales/en/member.json';
import ptAgent from './locales/pt/agent.json';
import enAgent from './locales/en/agent.json';
import ptShellSession from './locales/pt/shell-session.json';
import enShellSession from './locales/en/shell-session.json';
import ptLobbyHome from './locales/pt/lobby-home.json';
import enLobbyHome from './locales/en/lobby-home.json';
import ptPromotions from './locales/pt/promotions.json';
import enPromotions from './locales/en/promotions.json';

/** One namespace per owning package (STYLE.md section 3). */
export const NAMESPACES = ['common', 'shell', 'auth', 'lobby', 'wallet', 'member', 'agent', 'promotions'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const RESOURCES = {
  pt: {
    common: ptCommon,
    // a namespace may be split across files owned by different features; they merge here
    shell: { ...ptShell, ...ptShellSession },
    auth: ptAuth,
    lobby: { ...ptLobby, ...ptLobbyHome },
    wallet: ptWallet,
    member: ptMember,
    agent: ptAgent,
    promotions: ptPromotions,
  },
  en: {
    common: enCommon,
    shell: { ...enShell, ...enShellSession },
    auth: enAuth,
    lobby: { ...enLobby, ...enLobbyHome },
    wallet: enWallet,
    member: enMember,
    agent: enAgent,
    promotions: enPromotions,
  },
} as const;
