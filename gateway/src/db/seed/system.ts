import type { FlagId } from '@jogo/shared/contract';
import type { Db } from '../open-db';

export const MERCHANT = 'jogo';

/** The module flags the demo merchant has (of FLAG_IDS, @jogo/shared/contract), with the parent it sits under in the tree. */
export const MODULE_FLAGS: { modId: FlagId; parent: FlagId | null; enabled: boolean }[] = [
  { modId: 'COMM3', parent: null, enabled: true },
  { modId: 'GAMELO3', parent: null, enabled: true },
  { modId: 'GAMELOHOT3', parent: 'GAMELO3', enabled: true },
  { modId: 'GAMELOFAV3', parent: 'GAMELO3', enabled: true },
  { modId: 'GAMELOREC3', parent: 'GAMELO3', enabled: true },
  { modId: 'REG3', parent: null, enabled: true },
  { modId: 'USERNAMEREG3', parent: 'REG3', enabled: true },
  { modId: 'MOBILENUMREG3', parent: 'REG3', enabled: true },
  { modId: 'REGMOBVERF3', parent: 'REG3', enabled: true },
  { modId: 'MOBILENUMPASSREG3', parent: 'REG3', enabled: false },
  { modId: 'CAPTCHA3', parent: null, enabled: true },
  { modId: 'VERIFICATION3', parent: null, enabled: true },
  { modId: 'MOBILEVERCODELOGIN3', parent: 'VERIFICATION3', enabled: true },
  { modId: 'PASS3', parent: null, enabled: true },
  { modId: 'CHNGPASSVERIF3', parent: 'PASS3', enabled: true },
  { modId: 'PWDEXPFORCECHANGE3', parent: 'PASS3', enabled: true },
  { modId: 'FREEPLAY3', parent: null, enabled: true },
  { modId: 'INBOX3', parent: null, enabled: true },
  { modId: 'PTSYS3', parent: null, enabled: true },
  { modId: 'REWCEN3', parent: null, enabled: true },
  { modId: 'AFFMAN3', parent: null, enabled: true },
  { modId: 'AGENTPOLICY3', parent: 'AFFMAN3', enabled: true },
  { modId: 'RTSALARY3', parent: 'AFFMAN3', enabled: true },
  { modId: 'HOURSAL3', parent: 'AFFMAN3', enabled: true },
  { modId: 'DAILYSAL3', parent: 'AFFMAN3', enabled: true },
  { modId: 'DIVIDEND3', parent: 'AFFMAN3', enabled: true },
  { modId: 'FEEDBACK3', parent: null, enabled: true },
  { modId: 'MANPLAYREB3', parent: null, enabled: true },
  { modId: 'VIP3', parent: null, enabled: true },
  { modId: 'REFERRAL3', parent: null, enabled: true },
  { modId: 'SOCIALLOGIN3', parent: null, enabled: true },
];

export async function seedSystem(db: Db): Promise<void> {
  await db.run(
    'INSERT INTO merchant (code, name, currency, currency_symbol) VALUES (?, ?, ?, ?)',
    MERCHANT,
    'Jogo',
    'BRL',
    'R$',
  );
  await db.run(
    'INSERT INTO system_status (merchant_code, status, maintenance_info_pt, maintenance_info_en) VALUES (?, 0, ?, ?)',
    MERCHANT,
    'Estamos melhorando o site. Voltamos em breve.',
    'We are improving the site. We will be back soon.',
  );
  const flag =
    'INSERT INTO module_flag (merchant_code, mod_id, parent_id, enabled, sort) VALUES (?, ?, ?, ?, ?)';
  for (const [i, f] of MODULE_FLAGS.entries()) {
    await db.run(flag, MERCHANT, f.modId, f.parent, f.enabled ? 1 : 0, i);
  }
  const cs = 'INSERT INTO customer_service (merchant_code, cs_type, label, path) VALUES (?, ?, ?, ?)';
  await db.run(cs, MERCHANT, 'LIVECHAT', 'Live chat', '/wps/cs/chat');
  await db.run(cs, MERCHANT, 'EMAIL', 'E-mail', 'mailto:suporte@jogo.example');
}
