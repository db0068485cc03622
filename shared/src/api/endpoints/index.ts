import { SESSION_ENDPOINTS } from './session';
import { MEMBER_ENDPOINTS } from './member';
import { SYSTEM_ENDPOINTS } from './system';
import { VERIFICATION_ENDPOINTS } from './verification';
import { GAMES_ENDPOINTS } from './games';
import { LOTTERY_ENDPOINTS } from './lottery';
import { WALLET_ENDPOINTS } from './wallet';
import { CONTENT_ENDPOINTS } from './content';
import { AGENT_ENDPOINTS } from './agent';
import { PROTECTION_ENDPOINTS } from './protection';

/** The one endpoint catalogue: path, method, module id, token flag, encryption (DESIGN.md section 5). */
export const ENDPOINTS = {
  ...SESSION_ENDPOINTS,
  ...MEMBER_ENDPOINTS,
  ...SYSTEM_ENDPOINTS,
  ...VERIFICATION_ENDPOINTS,
  ...GAMES_ENDPOINTS,
  ...LOTTERY_ENDPOINTS,
  ...WALLET_ENDPOINTS,
  ...CONTENT_ENDPOINTS,
  ...AGENT_ENDPOINTS,
  ...PROTECTION_ENDPOINTS,
};
