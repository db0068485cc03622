import type { Db } from '../open-db';
import { DEMO_COMPANY_NAME } from '../../domain/market/profiles';
import { nowOf } from '../../domain/site/clock';
import { hashPassword } from '../../domain/identity/passwords';
import { DEFAULT_RULES, PATTERNS } from '../../domain/identity/registration-rules';
import { DEMO_PASSWORD, type SeedContext } from './members';
import { MERCHANT } from './system';

/** Fixed invitation codes of the demo world (README): agents' affiliate codes and a player's referral code. */
export const DEMO_INVITE_CODES: { code: string; owner: string; kind: 'affiliate' | 'referral' }[] = [
  { code: 'DEMO2026', owner: 'demo_agent', kind: 'affiliate' },
  { code: 'SUB2026', owner: 'sub_agent', kind: 'affiliate' },
  { code: 'OTHER2026', owner: 'other_agent', kind: 'affiliate' },
  { code: 'PLAYER2026', owner: 'demo_player', kind: 'referral' },
];

/** Extra demo accounts of the identity domain: an expired password and a disabled account. */
const EXTRA_ACCOUNTS = [
  { username: 'expired_pw_player', nickname: 'Senha Expirada', status: 'active', ageDays: 120 },
  { username: 'disabled_player', nickname: 'Conta Desativada', status: 'disabled', ageDays: 0 },
] as const;

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48"><rect width="160" height="48" rx="10" fill="#0b7a3e"/><text x="80" y="33" font-family="Arial,sans-serif" font-size="26" font-weight="bold" fill="#ffd400" text-anchor="middle">JOGO</text></svg>`;
const svgUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const HELP: Record<'PT' | 'EN', { id: string; title: string; html: string }[]> = {
  PT: [
    {
      id: 'about',
      title: 'Sobre nós',
      html: '<p>O Jogo é operado por uma empresa licenciada. Jogue com responsabilidade: proibido a menores de 18 anos.</p>',
    },
    {
      id: 'account',
      title: 'Conta',
      html: '<p>Cadastre-se com nome de usuário ou número de celular. Se esquecer a senha, use "Esqueceu a senha?" com o e-mail ou o celular.</p>',
    },
    {
      id: 'deposit',
      title: 'Depósitos e saques',
      html: '<p>Os depósitos por PIX são creditados em minutos. Os saques exigem a senha de pagamento e uma conta bancária cadastrada.</p>',
    },
    {
      id: 'term',
      title: 'Termos e condições',
      html: '<ol><li>Você precisa ter 18 anos ou mais para jogar.</li><li>Uma conta por pessoa.</li><li>O operador pode suspender contas em caso de fraude.</li><li>Contato jurídico: legal@jogo.example.</li></ol>',
    },
    {
      id: 'privacy',
      title: 'Privacidade',
      html: '<p>Guardamos apenas os dados necessários à sua conta, de acordo com a LGPD.</p>',
    },
  ],
  EN: [
    {
      id: 'about',
      title: 'About us',
      html: '<p>Jogo is operated by a licensed company. Play responsibly: no one under 18 may play.</p>',
    },
    {
      id: 'account',
      title: 'Account',
      html: '<p>Register with a username or a mobile number. If you forget your password, use "Forgot password" with your e-mail or mobile number.</p>',
    },
    {
      id: 'deposit',
      title: 'Deposits and withdrawals',
      html: '<p>PIX deposits are credited within minutes. Withdrawals need the payment password and a registered bank account.</p>',
    },
    {
      id: 'term',
      title: 'Terms and conditions',
      html: '<ol><li>You must be 18 or older to play.</li><li>One account per person.</li><li>The operator may suspend accounts in case of fraud.</li><li>Legal contact: legal@jogo.example.</li></ol>',
    },
    {
      id: 'privacy',
      title: 'Privacy',
      html: '<p>We keep only the data your account needs, in line with the LGPD.</p>',
    },
  ],
};

/**
 * Seeds the identity and system domain: registration rules, invitation codes, help centre, resources, domain
 * routes, site settings and two extra demo accounts.
 *
 * The member seed dates every password 120 days before the seed's now; with PWDEXPFORCECHANGE3 on, every demo
 * login would then be forced to change its password. Passwords set with the demo password are therefore dated to
 * the moment the world is created, or the wall clock if later (a test world is seeded as of a fixed past
 * instant; they expire 90 days after that, like any password).
 */
export async function seedIdentity(db: Db, ctx: SeedContext): Promise<void> {
  const now = new Date(Math.max(nowOf(db), ctx.now)).toISOString();
  const rule = `INSERT INTO register_rule (merchant_code, field, enabled, required, pattern_id, accepted_pattern, min_length, max_length, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`;
  for (const [i, [field, enabled, required, patternId, min, max]] of DEFAULT_RULES.entries()) {
    await db.run(
      rule,
      MERCHANT,
      field,
      enabled ? 1 : 0,
      required ? 1 : 0,
      patternId,
      PATTERNS[patternId],
      min,
      max,
      i,
    );
  }

  const hash = await hashPassword(DEMO_PASSWORD);
  for (const a of EXTRA_ACCOUNTS) {
    const changed = new Date(Date.parse(now) - a.ageDays * 86_400_000).toISOString();
    await db.run(
      `INSERT INTO member (merchant_code, username, password_hash, nickname, type, status, language, first_time_login,
         password_changed_at, created_at) VALUES (?, ?, ?, ?, 0, ?, 'PT', 0, ?, ?)`,
      MERCHANT,
      a.username,
      hash,
      a.nickname,
      a.status,
      changed,
      changed,
    );
  }
  await db.run(
    `UPDATE member SET password_changed_at = ? WHERE merchant_code = ? AND username NOT IN ('default_pw_player', 'expired_pw_player')`,
    now,
    MERCHANT,
  );

  const code = `INSERT INTO invite_code (code, merchant_code, member_id, kind, domain, created_at)
     SELECT ?, ?, id, ?, NULL, ? FROM member WHERE merchant_code = ? AND username = ?`;
  for (const c of DEMO_INVITE_CODES) await db.run(code, c.code, MERCHANT, c.kind, now, MERCHANT, c.owner);
  // Every other member gets a deterministic referral code (R + id), so "invite friends" has one to show.
  await db.run(
    `INSERT INTO invite_code (code, merchant_code, member_id, kind, domain, created_at)
     SELECT 'R' || CASE WHEN id < 1000000 THEN substr('000000' || id, length('000000' || id) - 5) ELSE '' || id END, merchant_code, id, 'referral', NULL, ? FROM member
     WHERE merchant_code = ? AND type NOT IN (4, 9) AND id NOT IN (SELECT member_id FROM invite_code WHERE kind = 'referral')`,
    now,
    MERCHANT,
  );

  const help =
    'INSERT INTO help_section (merchant_code, lang, anchor, title, html, sort) VALUES (?, ?, ?, ?, ?, ?)';
  for (const lang of ['PT', 'EN'] as const)
    for (const [i, s] of HELP[lang].entries()) {
      await db.run(help, MERCHANT, lang, s.id, s.title, s.html, i);
    }

  const res = 'INSERT INTO site_resource (merchant_code, key, label_name_en, url) VALUES (?, ?, ?, ?)';
  await db.run(res, MERCHANT, 'logo', 'Logo', svgUrl(LOGO_SVG));
  await db.run(res, MERCHANT, 'iosApp', 'iOS app', '/down#ios');
  await db.run(res, MERCHANT, 'androidApp', 'Android app', '/down#android');
  await db.run(res, MERCHANT, 'liteGuide', 'Lite install guide', '/down#lite');
  await db.run(res, MERCHANT, 'licence', 'Licence', '/help#about');
  await db.run(res, MERCHANT, 'terms', 'Terms and conditions', '/help#term');

  const route = 'INSERT INTO domain_route (merchant_code, domain, route, type) VALUES (?, ?, ?, ?)';
  await db.run(route, MERCHANT, 'localhost', '/', 'MAIN');
  await db.run(route, MERCHANT, 'agent.localhost', '/agent', 'AGENT');
  await db.run(route, MERCHANT, '127.0.0.1', '/', 'MIRROR');

  const setting = `INSERT INTO site_setting (merchant_code, key, value) VALUES (?, ?, ?)
     ON CONFLICT (merchant_code, key) DO UPDATE SET value = excluded.value`;
  const settings: Record<string, string> = {
    mainDomain: 'localhost:8080',
    companyName: DEMO_COMPANY_NAME,
    legalEmail: 'legal@jogo.example',
    'register.defaultTab': 'username',
    'sms.expiredMinutes': '1',
    imageCdns: JSON.stringify(['']),
    launchCdns: JSON.stringify(['']),
    analytics: JSON.stringify({ googleAnalyticsId: null, facebookPixelId: null }),
    social: JSON.stringify({
      facebook: 'https://facebook.com/jogo.example',
      instagram: 'https://instagram.com/jogo.example',
      youtube: 'https://youtube.com/@jogo.example',
    }),
  };
  for (const [k, v] of Object.entries(settings)) await db.run(setting, MERCHANT, k, v);
}
