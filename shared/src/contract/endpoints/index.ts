import { SYSTEM } from './system';
import { CONTENT } from './content';
import { VITALS } from './vitals';
import { REWARD_CENTRE } from './rewards';
import { GAMES } from './games';
import { RECORDS } from './records';
import { LOTTERY } from './lottery';
import { VERIFICATION } from './verification';
import { WALLET } from './wallet';
import { SESSION } from './session';
import { PROTECTION } from './protection';
import { PROMOTIONS } from './promotions';
import { LAUNCH } from './launch';
import { MEMBER } from './member';
import { AGENT_CENTRE } from './agent';
import { CUSTOMER_SERVICE } from './cs';

/**
 * Every declared endpoint by its catalogue name (one file per domain). The browser's catalogue
 * (`shared/src/api/endpoints/declared.json`) is written from these by `npm run contract -w @jogo/shared`.
 */
export {
  SYSTEM,
  CONTENT,
  VITALS,
  REWARD_CENTRE,
  GAMES,
  RECORDS,
  LOTTERY,
  VERIFICATION,
  WALLET,
  SESSION,
  PROTECTION,
  PROMOTIONS,
  LAUNCH,
  MEMBER,
  AGENT_CENTRE,
  CUSTOMER_SERVICE,
};
export { VitalEntry, VITALS_MAX_BATCH } from './vitals';
export { CsMessage, CS_CONVERSATION_PATTERN, CS_MAX_BODY } from './cs';

export const DECLARATIONS = {
  ...SYSTEM,
  ...CONTENT,
  ...VITALS,
  ...REWARD_CENTRE,
  ...GAMES,
  ...RECORDS,
  ...LOTTERY,
  ...VERIFICATION,
  ...WALLET,
  ...SESSION,
  ...PROTECTION,
  ...PROMOTIONS,
  ...LAUNCH,
  ...MEMBER,
  ...AGENT_CENTRE,
  ...CUSTOMER_SERVICE,
};

export type Declarations = typeof DECLARATIONS;
export type DeclarationName = keyof Declarations;
