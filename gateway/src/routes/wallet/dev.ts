import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { confirmDeposit, expireDeposit, expireDue } from './deposits';
import { forceDueReceipts, transitionWithdrawal, withdrawOrder } from './withdrawals';
import { move } from '../../domain/ledger/ledger';
import { toMinor } from '../../domain/ledger/money';

/**
 * Operator controls of the wallet (development mode only, registered by routes/index.ts): the payment
 * provider's simulator (confirm or expire a deposit), the back office's withdrawal decisions (approve,
 * issue, reject with refund), the clock of the receipt auto-confirmation, and a bonus credit for tests.
 * They call the same domain functions the production paths use (webhook, state machine), so what they
 * exercise is the real thing.
 */
export default async function devWalletRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const memberIdOf = (username: string) => {
    const r = db.prepare('SELECT id FROM member WHERE username = ?').get(username) as
      { id: number } | undefined;
    if (!r) throw notFound();
    return r.id;
  };

  /** GET /__dev/wallet/deposits?username=&status= : newest first (what a test needs to find its order). */
  app.get<{ Querystring: { username: string; status?: string } }>(
    '/__dev/wallet/deposits',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['username'],
          properties: {
            username: { type: 'string', maxLength: 64 },
            status: { enum: ['PENDING', 'APPROVED', 'EXPIRED'] },
          },
        },
      },
    },
    async (request) => {
      expireDue(db);
      const list = db
        .prepare(
          `SELECT order_no AS orderNo, amount, fee, status, pix_code AS pixCode, created_at AS createdAt FROM deposit_order
           WHERE member_id = ? AND (? IS NULL OR status = ?) ORDER BY created_at DESC, rowid DESC LIMIT 20`,
        )
        .all(memberIdOf(request.query.username), request.query.status ?? null, request.query.status ?? null);
      return ok({ list });
    },
  );

  app.post<{ Params: { orderNo: string; action: 'confirm' | 'expire' } }>(
    '/__dev/wallet/deposits/:orderNo/:action',
    {
      schema: {
        params: {
          type: 'object',
          properties: { orderNo: { type: 'string', maxLength: 40 }, action: { enum: ['confirm', 'expire'] } },
        },
      },
    },
    async (request) => {
      const { orderNo, action } = request.params;
      return ok(action === 'confirm' ? confirmDeposit(db, orderNo) : expireDeposit(db, orderNo));
    },
  );

  /** GET /__dev/wallet/withdrawals?username= : newest first. */
  app.get<{ Querystring: { username: string } }>(
    '/__dev/wallet/withdrawals',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['username'],
          properties: { username: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (request) => {
      const rows = db
        .prepare(
          'SELECT order_no AS n FROM withdraw_order WHERE member_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 20',
        )
        .all(memberIdOf(request.query.username)) as { n: string }[];
      return ok({ list: rows.map((r) => withdrawOrder(db, r.n)) });
    },
  );

  app.post<{
    Params: { orderNo: string; action: 'approve' | 'issue' | 'reject' };
    Body: { reason?: string } | undefined;
  }>(
    '/__dev/wallet/withdrawals/:orderNo/:action',
    {
      schema: {
        params: {
          type: 'object',
          properties: {
            orderNo: { type: 'string', maxLength: 40 },
            action: { enum: ['approve', 'issue', 'reject'] },
          },
        },
      },
    },
    async (request) => {
      const to = ({ approve: 'APPROVED', issue: 'ISSUED', reject: 'REJECTED' } as const)[
        request.params.action
      ];
      const reason = typeof request.body?.reason === 'string' ? request.body.reason.slice(0, 200) : undefined;
      return ok(transitionWithdrawal(db, request.params.orderNo, to, reason));
    },
  );

  /** POST /__dev/wallet/receipts/run { minutesLater } : runs the receipt auto-confirmation as if that much later. */
  app.post<{ Body: { minutesLater?: number } }>('/__dev/wallet/receipts/run', async (request) => {
    const later = Number(request.body?.minutesLater ?? 0);
    if (!Number.isFinite(later) || later < 0 || later > 100_000) throw badRequest('request.invalid');
    return ok({ forced: forceDueReceipts(db, Date.now() + later * 60_000) });
  });

  /** POST /__dev/wallet/bonus { username, amount } : a BONUS credit (no turnover), for test set-ups. */
  app.post<{ Body: { username: string; amount: number } }>(
    '/__dev/wallet/bonus',
    {
      schema: {
        body: {
          type: 'object',
          required: ['username', 'amount'],
          properties: {
            username: { type: 'string', maxLength: 64 },
            amount: { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000 },
          },
        },
      },
    },
    async (request) => {
      const id = memberIdOf(request.body.username);
      const amount = toMinor(request.body.amount);
      const balance = db.transaction(() =>
        move(db, { memberId: id, amount, type: 'BONUS', reference: 'DEV', remark: 'operator' }),
      )();
      return ok({ balance: balance / 100 });
    },
  );
}
