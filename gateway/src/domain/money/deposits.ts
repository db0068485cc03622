import crypto from 'node:crypto';
import type { Db } from '../../db/open-db';
import { forUpdate } from '../../db/portable';
import { DomainError, badRequest, conflict, notFound } from '../errors';
import type {
  DepositChannel,
  DepositChannelsValue,
  DepositOrder,
  DepositOrdersValue,
} from '@jogo/shared/api';
import { orderNo, toMajor } from '../ledger/money';
import { memberClock, nowOf } from '../site/clock';
import { checkDeposit } from '../identity/protection';
import { holdForeignPayer } from './payer';
import { failpoint, idempotent, move } from '../ledger/ledger';
import { assertMoneyUnlocked } from '../identity/payment-lock';
import { memberOrdersPage } from './orders-page';
import { pixBrCode } from './pix';

/**
 * Deposits through a payment provider (the reference gateway's provider is a simulator).
 *
 * Design note (invariants):
 * 1. A deposit is an order first: PENDING, nothing credited. Only `confirmDeposit()` credits, in one
 *    transaction that flips PENDING to APPROVED and writes the DEPOSIT ledger row (amount - fee), so an
 *    order is credited at most once: a second confirmation (a provider retrying its webhook) finds APPROVED
 *    and changes nothing.
 * 2. A charge lapses at `expires_at`: `expireDue()` flips PENDING to EXPIRED (no money moved). A provider
 *    confirmation after that is refused (409) for the operator to settle by hand.
 * 3. Who confirms: in development mode the operator control `POST /__dev/wallet/deposits/:orderNo/confirm`;
 *    in every mode the provider webhook `POST /wps/wallet/deposit/webhook`, which must carry a valid
 *    HMAC-SHA256 signature of `<timestamp>.<raw body>` with the shared secret (PIX_WEBHOOK_SECRET),
 *    a timestamp within 5 minutes (no replays of old notices), and the order's exact amount.
 */

/** What each kind of channel costs and how long it takes (the demo provider's terms). */
const CHANNEL_TERMS: Record<
  DepositChannel['type'],
  { feeBp: number; feeMin: number; processingMinutes: number; expiresInMinutes: number }
> = {
  PIX: { feeBp: 0, feeMin: 0, processingMinutes: 1, expiresInMinutes: 15 },
  BANK: { feeBp: 0, feeMin: 0, processingMinutes: 30, expiresInMinutes: 24 * 60 },
  CRYPTO: { feeBp: 100, feeMin: 100, processingMinutes: 10, expiresInMinutes: 60 },
  EWALLET: { feeBp: 50, feeMin: 0, processingMinutes: 5, expiresInMinutes: 30 },
};

/** The merchant's receiving PIX key (random key) and the names printed in the BR Code. */
export const PIX_RECEIVER = {
  key: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
  merchantName: 'Jogo Pagamentos Ltda',
  merchantCity: 'Sao Paulo',
};

/** @returns the fee in minor units: feeBp of the amount, at least feeMin (0 when feeBp is 0). */
export function channelFee(type: DepositChannel['type'], amount: number): number {
  const t = CHANNEL_TERMS[type];
  if (t.feeBp === 0) return 0;
  return Math.max(t.feeMin, Math.round((amount * t.feeBp) / 10_000));
}

interface ChannelRow {
  channel_id: string;
  name: string;
  type: DepositChannel['type'];
  min_amount: number;
  max_amount: number;
}

interface OrderRow {
  order_no: string;
  member_id: number;
  channel_id: string;
  amount: number;
  fee: number;
  status: 'PENDING' | 'APPROVED' | 'EXPIRED';
  pix_code: string | null;
  created_at: string;
  expires_at: string | null;
  confirmed_at: string | null;
  expired_at: string | null;
  name: string;
  type: DepositChannel['type'];
}

const ORDER_SELECT = `SELECT o.*, c.name, c.type FROM deposit_order o JOIN deposit_channel c ON c.channel_id = o.channel_id`;

function toOrder(r: OrderRow): DepositOrder {
  const payTo =
    r.type === 'BANK'
      ? {
          bankName: 'Banco do Brasil',
          agency: '0001',
          account: '12345-6',
          holder: PIX_RECEIVER.merchantName,
          reference: r.order_no,
        }
      : r.type === 'CRYPTO'
        ? { network: 'TRC20', address: 'TJogoDemoUsdtAddressXz3Qp9w1Lr8Kd4', reference: r.order_no }
        : null;
  return {
    orderNo: r.order_no,
    channelId: r.channel_id,
    channelName: r.name,
    channelType: r.type,
    amount: toMajor(r.amount),
    fee: toMajor(r.fee),
    credit: toMajor(r.amount - r.fee),
    // seed history has no status other than APPROVED
    status: r.status,
    pixCode: r.pix_code,
    payTo,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    confirmedAt: r.confirmed_at ?? (r.status === 'APPROVED' && !r.expires_at ? r.created_at : null),
    expiredAt: r.expired_at,
  };
}

/** Flips every PENDING charge past its expiry to EXPIRED (no money moved). @returns how many. */
export async function expireDue(db: Db, now = nowOf(db)): Promise<number> {
  const at = new Date(now).toISOString();
  return (
    await db.run(
      "UPDATE deposit_order SET status = 'EXPIRED', expired_at = ? WHERE status = 'PENDING' AND expires_at <= ?",
      at,
      at,
    )
  ).changes;
}

export async function depositOrder(db: Db, no: string): Promise<DepositOrder | null> {
  const r = await db.get<OrderRow>(`${ORDER_SELECT} WHERE o.order_no = ?`, no);
  return r ? toOrder(r) : null;
}

/**
 * The provider confirmed the payment: PENDING → APPROVED and the credit, in one transaction. Idempotent: an
 * APPROVED order is answered as it is. @throws 404 unknown order, 409 `wallet.deposit_expired`
 */
export async function confirmDeposit(db: Db, no: string, now = nowOf(db)): Promise<DepositOrder> {
  // READ COMMITTED with the order's row locked first: a second confirmation of the same charge (the
  // provider retrying, the operator on another gateway process) waits for the first, then reads APPROVED; under
  // SERIALIZABLE, 200 parallel money moves of the same members ran these out of retries. move() locks the account.
  return await db.transaction(
    async () => {
      const at = new Date(now).toISOString();
      if (!(await db.get(`SELECT status FROM deposit_order WHERE order_no = ?${forUpdate(db)}`, no)))
        throw notFound('wallet.deposit_not_found');
      // this charge only: the others are swept by the expiry timer (routes/money/deposits.ts) and their readers
      await db.run(
        "UPDATE deposit_order SET status = 'EXPIRED', expired_at = ? WHERE order_no = ? AND status = 'PENDING' AND expires_at <= ?",
        at,
        no,
        at,
      );
      const r = (await db.get<OrderRow>(`${ORDER_SELECT} WHERE o.order_no = ?`, no))!;
      if (r.status === 'APPROVED') return toOrder(r);
      if (r.status === 'EXPIRED') throw conflict('wallet.deposit_expired');
      await db.run(
        "UPDATE deposit_order SET status = 'APPROVED', confirmed_at = ? WHERE order_no = ?",
        at,
        no,
      );
      failpoint('deposit.after_approve');
      await move(db, {
        memberId: r.member_id,
        amount: r.amount - r.fee,
        type: 'DEPOSIT',
        reference: no,
        remark: r.name,
        now: at,
      });
      return (await depositOrder(db, no))!;
    },
    { isolation: 'read committed' },
  );
}

/** The charge lapsed or the payer cancelled it: PENDING → EXPIRED. An APPROVED order cannot expire (409). */
export async function expireDeposit(db: Db, no: string, now = nowOf(db)): Promise<DepositOrder> {
  return await db.transaction(async () => {
    const r = await db.get<OrderRow>(`${ORDER_SELECT} WHERE o.order_no = ?`, no);
    if (!r) throw notFound('wallet.deposit_not_found');
    if (r.status === 'APPROVED') throw new DomainError(409, 'wallet.deposit_already_approved');
    if (r.status === 'PENDING')
      await db.run(
        "UPDATE deposit_order SET status = 'EXPIRED', expired_at = ? WHERE order_no = ?",
        new Date(now).toISOString(),
        no,
      );
    return (await depositOrder(db, no))!;
  });
}

/**
 * The webhook secret: PIX_WEBHOOK_SECRET (at least 16 characters) from the configuration; without it, in
 * development mode a random one generated once per database and kept in it (`gateway_secret`), so no secret
 * is written in the source and two development databases never share one; none in production without it.
 */
export async function webhookSecret(db: Db, mode: 'development' | 'production'): Promise<string | null> {
  const s = process.env.PIX_WEBHOOK_SECRET;
  if (s && s.length >= 16) return s;
  if (mode !== 'development') return null;
  await db.run(
    'INSERT INTO gateway_secret (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    'pix-webhook',
    crypto.randomBytes(32).toString('base64url'),
    new Date().toISOString(),
  );
  return (await db.get<{ value: string }>("SELECT value FROM gateway_secret WHERE name = 'pix-webhook'"))!
    .value;
}

/** @returns the `X-Signature` value a provider sends: `sha256=<hex HMAC of "<timestamp>.<body>">`. */
export function signWebhook(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

const WEBHOOK_TOLERANCE_S = 300;

const channelOf = async (db: Db, channelId: string) =>
  await db.get<ChannelRow>('SELECT * FROM deposit_channel WHERE channel_id = ?', channelId);

/** The deposit channels with their limits, preset amounts and terms (fee, processing time, expiry). */
export async function depositChannels(db: Db): Promise<DepositChannelsValue> {
  const rows = await db.all<ChannelRow>('SELECT * FROM deposit_channel ORDER BY sort');
  return {
    list: rows.map((r) => ({
      channelId: r.channel_id,
      name: r.name,
      type: r.type,
      minAmount: toMajor(r.min_amount),
      maxAmount: toMajor(r.max_amount),
      presets: [20, 50, 100, 200, 500, 1000].filter(
        (p) => p * 100 >= r.min_amount && p * 100 <= r.max_amount,
      ),
      iconUrl: `/wps/assets/vendors/${r.type === 'PIX' ? 'PP' : 'EVO'}-white.svg`,
      feeBp: CHANNEL_TERMS[r.type].feeBp,
      feeMin: toMajor(CHANNEL_TERMS[r.type].feeMin),
      processingMinutes: CHANNEL_TERMS[r.type].processingMinutes,
      expiresInMinutes: CHANNEL_TERMS[r.type].expiresInMinutes,
    })),
  };
}

/**
 * Opens a PENDING charge of `amount` (minor units) on a channel (nothing credited yet), once per key.
 * @throws 403 locked, 400 `wallet.channel_not_found`, `wallet.deposit_limits`
 */
export async function createDeposit(
  db: Db,
  memberId: number,
  d: { channelId: string; amount: number; key: string },
): Promise<DepositOrder> {
  const { amount } = d;
  await assertMoneyUnlocked(db, memberId);
  const ch = await channelOf(db, d.channelId);
  if (!ch) throw badRequest('wallet.channel_not_found');
  if (amount < ch.min_amount || amount > ch.max_amount)
    throw badRequest('wallet.deposit_limits', {
      min: toMajor(ch.min_amount),
      max: toMajor(ch.max_amount),
    });
  return await idempotent(
    db,
    memberId,
    'deposit',
    d.key,
    { channelId: ch.channel_id, amount },
    async (): Promise<DepositOrder> => {
      // player protection: pause, exclusion and the deposit limits, in the order's transaction
      await checkDeposit(db, memberId, amount);
      const no = orderNo('DP', await memberClock(db, memberId));
      const now = nowOf(db);
      const terms = CHANNEL_TERMS[ch.type];
      const pix = ch.type === 'PIX' ? pixBrCode({ ...PIX_RECEIVER, amount, txid: no }) : null;
      await db.run(
        `INSERT INTO deposit_order (order_no, member_id, channel_id, amount, fee, status, pix_code, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?, 'PENDING', ?, ?, ?)`,
        no,
        memberId,
        ch.channel_id,
        amount,
        channelFee(ch.type, amount),
        pix,
        new Date(now).toISOString(),
        new Date(now + terms.expiresInMinutes * 60_000).toISOString(),
      );
      return (await depositOrder(db, no))!;
    },
  );
}

/** One page of the member's deposits, newest first (charges past their expiry read EXPIRED). */
export async function depositOrdersPage(
  db: Db,
  memberId: number,
  pageNo: number,
  size: number,
): Promise<DepositOrdersValue> {
  await expireDue(db);
  return await memberOrdersPage(
    db,
    { table: 'deposit_order', select: ORDER_SELECT, toItem: (row: OrderRow) => toOrder(row) },
    memberId,
    pageNo,
    size,
  );
}

/** One of the member's deposits. @throws 404 `wallet.deposit_not_found` (also for another member's) */
export async function memberDepositOrder(db: Db, memberId: number, no: string): Promise<DepositOrder> {
  await expireDue(db);
  const o = await depositOrder(db, no);
  const owner = await db.get<{ m: number }>(
    'SELECT member_id AS m FROM deposit_order WHERE order_no = ?',
    no,
  );
  if (!o || owner?.m !== memberId) throw notFound('wallet.deposit_not_found');
  return o;
}

/**
 * A provider notice: checks the signature (HMAC of `<timestamp>.<raw body>`, timestamp within 5 minutes),
 * then PAID confirms the order (with its exact amount) and EXPIRED expires it; each at most once.
 * @throws 503 `wallet.webhook_not_configured` (no secret), 401 `wallet.webhook_signature`, 400 a bad notice
 *   or `wallet.webhook_amount`, 404 unknown order, 409 as `confirmDeposit` / `expireDeposit`
 */
export async function receiveProviderNotice(
  db: Db,
  secret: string | null,
  n: { timestamp: string; signature: string; raw: string },
  now = Date.now(),
): Promise<DepositOrder> {
  if (!secret) throw new DomainError(503, 'wallet.webhook_not_configured');
  const { timestamp: ts, signature: sig, raw } = n;
  const expected = signWebhook(secret, ts, raw);
  const fresh = /^\d{10}$/.test(ts) && Math.abs(now / 1000 - Number(ts)) <= WEBHOOK_TOLERANCE_S;
  // compared as bytes: a signature with a non-ASCII character has more bytes than characters, and
  // timingSafeEqual throws (a 500) on buffers of different lengths
  const given = Buffer.from(sig, 'utf8');
  const want = Buffer.from(expected, 'utf8');
  const same = given.length === want.length && crypto.timingSafeEqual(given, want);
  if (!fresh || !same) throw new DomainError(401, 'wallet.webhook_signature');
  let notice: { orderNo?: unknown; event?: unknown; amount?: unknown };
  try {
    notice = JSON.parse(raw) as typeof notice;
  } catch {
    throw badRequest('request.body_invalid');
  }
  // signed JSON that is not an object (`null`, a number): found by the webhook fuzz (a TypeError, 500)
  if (typeof notice !== 'object' || notice === null) throw badRequest('request.body_invalid');
  if (typeof notice.orderNo !== 'string' || (notice.event !== 'PAID' && notice.event !== 'EXPIRED'))
    throw badRequest('request.invalid', { detail: 'orderNo, event PAID|EXPIRED' });
  if (notice.event === 'EXPIRED') return await expireDeposit(db, notice.orderNo);
  const order = await depositOrder(db, notice.orderNo);
  if (!order) throw notFound('wallet.deposit_not_found');
  if (typeof notice.amount !== 'number' || Math.round(notice.amount * 100) !== Math.round(order.amount * 100))
    throw badRequest('wallet.webhook_amount');
  // BR: a payment from someone else's document is not credited but held and returned
  if (await holdForeignPayer(db, notice.orderNo, (notice as { payerDocument?: unknown }).payerDocument))
    return (await depositOrder(db, notice.orderNo))!;
  return await confirmDeposit(db, notice.orderNo);
}
