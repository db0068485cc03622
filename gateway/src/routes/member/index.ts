import type { FastifyInstance } from 'fastify';
import type {
  FirstLoginResponse,
  MemberIcon,
  MemberInfo,
  UpdateLanguageRequest,
  UpdateLanguageResponse,
} from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { unauthorized } from '../../http/errors';
import { isAgentType, TRIAL_TYPE } from '../../domain/identity/sessions';
import { findMemberById } from '../../domain/identity/login';
import '../../domain/identity/login-messages';
import securityRoutes from './security';
import inboxDeleteRoutes from './inbox';
import { memberOf } from '../../http/member';

const ICON_COLOURS = ['#1e88e5', '#43a047', '#e53935', '#8e24aa', '#fb8c00', '#00897b', '#3949ab', '#6d4c41'];
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Member endpoints every session may call, trial included (the header needs them); member-centre ones are elsewhere. */
export default async function memberRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const current = (id: number) => {
    const m = findMemberById(db, id);
    if (!m) throw unauthorized();
    return m;
  };

  await app.register(securityRoutes);
  await app.register(inboxDeleteRoutes);

  /** GET /wps/member/info */
  app.get('/wps/member/info', { config: { auth: 'member' } }, async (request) => {
    const m = current(memberOf(request).id);
    const merchant = db
      .prepare('SELECT currency_symbol FROM merchant WHERE code = ?')
      .get(m.merchant_code) as {
      currency_symbol: string;
    };
    const code = db
      .prepare(
        "SELECT code FROM invite_code WHERE member_id = ? AND kind = 'referral' ORDER BY created_at LIMIT 1",
      )
      .get(m.id) as { code: string } | undefined;
    return ok<MemberInfo>({
      id: m.id,
      account: m.username,
      nickname: m.nickname,
      type: m.type,
      isAgent: isAgentType(m.type),
      isTrial: m.type === TRIAL_TYPE,
      currencySymbol: merchant.currency_symbol,
      firstTimeLogin: m.first_time_login === 1,
      language: m.language === 'EN' ? 'EN' : 'PT',
      mobileNum: m.mobile_num,
      countryDialingCode: m.country_dialing_code,
      email: m.email,
      referralCode: code?.code ?? null,
    });
  });

  /** GET /wps/member/info/icon: an initials avatar; a data URL, because an <img> cannot send the Merchant header. */
  app.get('/wps/member/info/icon', { config: { auth: 'member' } }, async (request) => {
    const m = current(memberOf(request).id);
    const initials = escapeXml([...(m.nickname || m.username)].slice(0, 2).join('').toUpperCase());
    const colour = ICON_COLOURS[m.id % ICON_COLOURS.length];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${colour}"/><text x="48" y="60" font-family="Arial,sans-serif" font-size="36" font-weight="bold" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
    return ok<MemberIcon>({ iconUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` });
  });

  /** POST /wps/member/firstLogin: the client ran its first-login action; later logins answer firstTimeLogin false. */
  app.post(
    '/wps/member/firstLogin',
    {
      config: { auth: 'member' },
      schema: { body: { type: ['object', 'null'], additionalProperties: false, properties: {} } },
    },
    async (request) => {
      db.prepare('UPDATE member SET first_time_login = 0 WHERE id = ?').run(memberOf(request).id);
      return ok<FirstLoginResponse>({ firstTimeLogin: false });
    },
  );

  /** PUT /wps/member/language: the member's language (inbox texts and e-mails use it). */
  app.put<{ Body: UpdateLanguageRequest }>(
    '/wps/member/language',
    {
      config: { auth: 'member' },
      schema: {
        body: {
          type: 'object',
          required: ['language'],
          additionalProperties: false,
          properties: { language: { enum: ['PT', 'EN'] } },
        },
      },
    },
    async (request) => {
      db.prepare('UPDATE member SET language = ? WHERE id = ?').run(
        request.body.language,
        memberOf(request).id,
      );
      return ok<UpdateLanguageResponse>({ language: request.body.language });
    },
  );
}
