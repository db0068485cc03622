import type { ModalName } from '@jogo/shared/bus';

/** Props of every dialog the shell renders itself: the request's props and a close callback. */
export interface ShellModalProps {
  props: Record<string, unknown>;
  onClose: () => void;
}

/** The dialogs the shell renders (the auth ones are mf-auth's; `gamePopup` is the lobby's). */
export const SHELL_MODALS: readonly ModalName[] = [
  'announcement',
  'notice',
  'trialRefused',
  'logoutConfirm',
  'contract',
  'chat',
  'partners',
  'help',
  'realityCheck',
  'timeLimit',
  'riskNotice',
  'reauth',
];
