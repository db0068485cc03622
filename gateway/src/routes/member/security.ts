import type { FastifyInstance } from 'fastify';
import type {
  BindEmailCodeRequest,
  BindEmailRequest,
  BindMobileCodeRequest,
  BindMobileRequest,
  BoundValue,
  CodeSentValue,
  LoginHistoryValue,
  MemberProfile,
  SignOutOthersValue,
} from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { AppError, badRequest, conflict, unauthorized } from '../../http/errors';
import { consumeCode, issueCode, smsExpiredMinutes } from '../../domain/verification/codes';
import { normaliseMobile, sha256, writeOutbox } from '../../domain/verification/common';
import { PAGE_NO, pageSize } from '../../http/schema';
import { totalPages } from '../../http/paging';
import { vipOf } from '../../domain/vip';
import { findMemberById } from '../../domain/identity/login';
import '../../domain/identity/member-messages';
import { memberOf } from '../../http/member';

const EMAIL_CODE_MINUTES = 30;
const EMAIL_RESEND_MS = 60_000;
const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

/** `*******0002`: the last 4 digits. */
export const maskMobile = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;
/** `pl****@jogo.example`: the first 2 characters of the local part. */
export const maskEmail = (e: string) => {
  const [local = '', domain = ''] = e.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
};

/**
 * Codes for binding go to targets of their own (`bind:<member>:...`), so a binding code can never be used to
 * register, log in or reset a password, and vice versa. They reuse the verification_code purposes `register`
 * (a free number) and `reset-email` (an address) because that table's CHECK lists its purposes.
 */
const bindMobileTarget = (memberId: number, dial: string, num: string) => `bind:${memberId}:${dial}:${num}`;
const bindEmailTarget = (memberId: number, email: string) => `bind:${memberId}:${email}`;

const CODE = { type: 'string', pattern: '^\\d{6}$' } as const;
const MOBILE_PROPS = {
  mobileNum: { type: 'string', minLength: 1, maxLength: 20 },
  countryDialingCode: { type: 'string', minLength: 1, maxLength: 5 },
} as const;
const EMAIL_PROP = { email: { type: 'string', minLength: 3, maxLength: 254 } } as const;

/** The security centre: profile, login history, sign out other sessions, mobile and e-mail binding. */
export default async function securityRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const cfg = { auth: 'member' as const, trial: false as const };
  const current = (id: number) => {
    const m = findMemberById(db, id);
    if (!m) throw unauthorized();
    return m;
  };

  app.get('/wps/member/profile', { config: cfg }, async (request) => {
    const m = current(memberOf(request).id);
    const row = db
      .prepare('SELECT created_at, payment_password_hash, parent_id FROM member WHERE id = ?')
      .get(m.id) as { created_at: string; payment_password_hash: string | null; parent_id: number | null };
    const vip = vipOf(db, m.id);
    return ok<MemberProfile>({
      account: m.username,
      nickname: m.nickname,
      vipLevel: vip.level,
      vipName: vip.row?.name ?? null,
      joinedAt: row.created_at,
      mobileNum: m.mobile_num ? maskMobile(m.mobile_num) : null,
      countryDialingCode: m.mobile_num ? m.country_dialing_code : null,
      email: m.email ? maskEmail(m.email) : null,
      hasPaymentPassword: row.payment_password_hash !== null,
      hasUpline: row.parent_id !== null,
    });
  });

  app.get<{ Querystring: { pageNo: number; pageSize: number } }>(
    '/wps/member/loginHistory',
    {
      config: cfg,
      schema: {
        querystring: { type: 'object', properties: { pageNo: PAGE_NO, pageSize: pageSize(10, 50) } },
      },
    },
    async (request) => {
      const q = request.query;
      const id = memberOf(request).id;
      const mine = sha256(request.token!);
      const n = (
        db.prepare('SELECT COUNT(*) AS n FROM login_history WHERE member_id = ?').get(id) as { n: number }
      ).n;
      const rows = db
        .prepare(
          `SELECT h.*, (s.token_hash IS NOT NULL AND s.expires_at > ?) AS live FROM login_history h
           LEFT JOIN session s ON s.token_hash = h.token_hash
           WHERE h.member_id = ? ORDER BY h.id DESC LIMIT ? OFFSET ?`,
        )
        .all(new Date().toISOString(), id, q.pageSize, (q.pageNo - 1) * q.pageSize) as {
        id: number;
        token_hash: string;
        login_type: string;
        ip: string;
        device: string;
        created_at: string;
        live: number;
      }[];
      return ok<LoginHistoryValue>({
        content: rows.map((r) => ({
          id: r.id,
          time: r.created_at,
          ip: r.ip,
          device: r.device,
          loginType: r.login_type,
          current: r.token_hash === mine,
          active: r.live === 1,
        })),
        pageNo: q.pageNo,
        totalPages: totalPages(n, q.pageSize),
      });
    },
  );

  /** Ends every session of the member except the one making this call (a stolen token stops working). */
  app.post('/wps/member/sessions/signOutOthers', { config: cfg }, async (request) => {
    const r = db
      .prepare('DELETE FROM session WHERE member_id = ? AND token_hash <> ?')
      .run(memberOf(request).id, sha256(request.token!));
    return ok<SignOutOthersValue>({ signedOut: r.changes });
  });

  const freeMobile = (memberId: number, merchant: string, dial: string, num: string) => {
    const owner = db
      .prepare(
        'SELECT id FROM member WHERE merchant_code = ? AND country_dialing_code = ? AND mobile_num = ?',
      )
      .get(merchant, dial, num) as { id: number } | undefined;
    if (owner?.id === memberId) throw badRequest('member.mobile_same');
    if (owner) throw conflict('member.mobile_taken');
  };

  app.post<{ Body: BindMobileCodeRequest }>(
    '/wps/member/mobile/code',
    {
      config: cfg,
      schema: {
        body: {
          type: 'object',
          required: ['mobileNum'],
          additionalProperties: false,
          properties: MOBILE_PROPS,
        },
      },
    },
    async (request) => {
      const id = memberOf(request).id;
      const { dial, num } = normaliseMobile(request.body.mobileNum, request.body.countryDialingCode);
      freeMobile(id, request.merchant, dial, num);
      const minutes = smsExpiredMinutes(db, request.merchant);
      const code = issueCode(db, {
        merchant: request.merchant,
        purposes: ['register'],
        purpose: 'register',
        target: bindMobileTarget(id, dial, num),
        ttlMinutes: minutes,
        resendMs: minutes * 60_000,
      });
      writeOutbox(db, {
        merchant: request.merchant,
        channel: 'sms',
        recipient: `+${dial}${num}`,
        body:
          request.lang === 'EN'
            ? `Jogo: your code to bind this number is ${code}. It expires in ${minutes} minute(s).`
            : `Jogo: seu código para vincular este número é ${code}. Expira em ${minutes} minuto(s).`,
        code,
      });
      return ok<CodeSentValue>({ expiredMinutes: minutes });
    },
  );

  app.post<{ Body: BindMobileRequest }>(
    '/wps/member/mobile',
    {
      config: cfg,
      schema: {
        body: {
          type: 'object',
          required: ['mobileNum', 'verificationCode'],
          additionalProperties: false,
          properties: { ...MOBILE_PROPS, verificationCode: CODE },
        },
      },
    },
    async (request) => {
      const id = memberOf(request).id;
      const { dial, num } = normaliseMobile(request.body.mobileNum, request.body.countryDialingCode);
      const good = consumeCode(db, {
        merchant: request.merchant,
        purpose: 'register',
        target: bindMobileTarget(id, dial, num),
        code: request.body.verificationCode,
      });
      if (!good) throw new AppError(400, 'member.code_invalid', { field: 'verificationCode' });
      db.transaction(() => {
        freeMobile(id, request.merchant, dial, num);
        db.prepare('UPDATE member SET mobile_num = ?, country_dialing_code = ? WHERE id = ?').run(
          num,
          dial,
          id,
        );
      })();
      return ok<BoundValue>({ mobileNum: maskMobile(num) });
    },
  );

  const normaliseEmail = (raw: string) => {
    const email = raw.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(email)) throw new AppError(400, 'member.email_invalid', { field: 'email' });
    return email;
  };
  const freeEmail = (memberId: number, merchant: string, email: string) => {
    const owner = db
      .prepare('SELECT id FROM member WHERE merchant_code = ? AND lower(email) = ? AND id <> ?')
      .get(merchant, email, memberId);
    if (owner) throw conflict('member.email_taken');
  };

  app.post<{ Body: BindEmailCodeRequest }>(
    '/wps/member/email/code',
    {
      config: cfg,
      schema: {
        body: { type: 'object', required: ['email'], additionalProperties: false, properties: EMAIL_PROP },
      },
    },
    async (request) => {
      const id = memberOf(request).id;
      const email = normaliseEmail(request.body.email);
      freeEmail(id, request.merchant, email);
      const code = issueCode(db, {
        merchant: request.merchant,
        purposes: ['reset-email'],
        purpose: 'reset-email',
        target: bindEmailTarget(id, email),
        ttlMinutes: EMAIL_CODE_MINUTES,
        resendMs: EMAIL_RESEND_MS,
      });
      writeOutbox(db, {
        merchant: request.merchant,
        channel: 'email',
        recipient: email,
        subject: request.lang === 'EN' ? 'Confirm your e-mail' : 'Confirme seu e-mail',
        body:
          request.lang === 'EN'
            ? `Your code to bind this e-mail to your Jogo account is ${code}. It expires in ${EMAIL_CODE_MINUTES} minutes.`
            : `Seu código para vincular este e-mail à sua conta Jogo é ${code}. Expira em ${EMAIL_CODE_MINUTES} minutos.`,
        code,
      });
      return ok<CodeSentValue>({ expiredMinutes: EMAIL_CODE_MINUTES });
    },
  );

  app.post<{ Body: BindEmailRequest }>(
    '/wps/member/email',
    {
      config: cfg,
      schema: {
        body: {
          type: 'object',
          required: ['email', 'verificationCode'],
          additionalProperties: false,
          properties: { ...EMAIL_PROP, verificationCode: CODE },
        },
      },
    },
    async (request) => {
      const id = memberOf(request).id;
      const email = normaliseEmail(request.body.email);
      const good = consumeCode(db, {
        merchant: request.merchant,
        purpose: 'reset-email',
        target: bindEmailTarget(id, email),
        code: request.body.verificationCode,
      });
      if (!good) throw new AppError(400, 'member.code_invalid', { field: 'verificationCode' });
      db.transaction(() => {
        freeEmail(id, request.merchant, email);
        db.prepare('UPDATE member SET email = ? WHERE id = ?').run(email, id);
      })();
      return ok<BoundValue>({ email: maskEmail(email) });
    },
  );
}
