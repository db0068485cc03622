import common from './common.json';
import commonProtection from './common-protection.json';
import commonProof from './common-proof.json';
import shell from './shell.json';
import shellSession from './shell-session.json';
import shellProtection from './shell-protection.json';

/** @jogo/shared's PT namespaces (`common`, the shell's); a namespace split across files owned by different features merges here. */
export const PT = {
  common: { ...common, ...commonProtection, ...commonProof },
  shell: { ...shell, ...shellSession, ...shellProtection },
};
