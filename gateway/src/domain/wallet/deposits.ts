import crypto from 'node:crypto';
import type { Db } from '../../db/open-db';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { registerMessages } from '../../i18n/messages';
import type {
  DepositChannel,
  DepositChannelsValue,
  DepositOrder,
  DepositOrdersValue,
} from '@jogo/shared/api';
import { orderNo, toMajor } from '../ledger/money';
import { memberClock, nowOf } from '../site/clock';
import { checkDeposit } from '../market/protection';
import { holdForeignPayer } from '../market/payer';
import { failpoint, idempotent, move } from '../ledger/ledger';
import { assertMoneyUnlocked } from '../payment-password';
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

registerMessages({
  'wallet.deposit_limits': {
    PT: 'Valor fora dos limites do canal ({min} a {max})',
    EN: 'Amount outside the channel limits ({min} to {max})',
  },
  'wallet.channel_not_found': { PT: 'Canal de depósito desconhecido', EN: 'Unknown deposit channel' },
  'wallet.deposit_not_found': { PT: 'Depósito não encontrado', EN: 'Deposit not found' },
  'wallet.deposit_expired': { PT: 'Esta cobrança expirou', EN: 'This charge has expired' },
  'wallet.webhook_signature': { PT: 'Assinatura do webhook inválida', EN: 'Invalid webhook signature' },
  'wallet.webhook_not_configured': {
    PT: 'Webhook do provedor não configurado',
    EN: 'Payment provider webhook not configured',
  },
  'wallet.webhook_amount': {
    PT: 'O valor pago não corresponde ao da cobrança',
    EN: 'The paid amount does not match the charge',
  },
});

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
export function expireDue(db: Db, now = nowOf(db)): number {
  const at = new Date(now).toISOString();
  return db
    .prepare(
      "UPDATE deposit_order SET status = 'EXPIRED', expired_at = ? WHERE status = 'PENDING' AND expires_at <= ?",
    )
    .run(at, at).changes;
}

export function depositOrder(db: Db, no: string): DepositOrder | null {
  const r = db.prepare(`${ORDER_SELECT} WHERE o.order_no = ?`).get(no) as OrderRow | undefined;
  return r ? toOrder(r) : null;
}

/**
 * The provider confirmed the payment: PENDING → APPROVED and the credit, in one transaction. Idempotent: an
 * APPROVED order is answered as it is. @throws 404 unknown order, 409 `wallet.deposit_expired`
 */
export function confirmDeposit(db: Db, no: string, now = nowOf(db)): DepositOrder {
  return db.transaction(() => {
    expireDue(db, now);
    const r = db.prepare(`${ORDER_SELECT} WHERE o.order_no = ?`).get(no) as OrderRow | undefined;
    if (!r) throw notFound('wallet.deposit_not_found');
    if (r.status === 'APPROVED') return toOrder(r);
    if (r.status === 'EXPIRED') throw conflict('wallet.deposit_expired');
    const at = new Date(now).toISOString();
    db.prepare("UPDATE deposit_order SET status = 'APPROVED', confirmed_at = ? WHERE order_no = ?").run(
      at,
      no,
    );
    failpoint('deposit.after_approve');
    move(db, {
      memberId: r.member_id,
      amount: r.amount - r.fee,
      type: 'DEPOSIT',
      reference: no,
      remark: r.name,
      now: at,
    });
    return depositOrder(db, no)!;
  })();
}

/** The charge lapsed or the payer cancelled it: PENDING → EXPIRED. An APPROVED order cannot expire (409). */
export function expireDeposit(db: Db, no: string, now = nowOf(db)): DepositOrder {
  return db.transaction(() => {
    const r = db.prepare(`${ORDER_SELECT} WHERE o.order_no = ?`).get(no) as OrderRow | undefined;
    if (!r) throw notFound('wallet.deposit_not_found');
    if (r.status === 'APPROVED') throw new AppError(409, 'wallet.deposit_already_approved');
    if (r.status === 'PENDING')
      db.prepare("UPDATE deposit_order SET status = 'EXPIRED', expired_at = ? WHERE order_no = ?").run(
        new Date(now).toISOString(),
        no,
      );
    return depositOrder(db, no)!;
  })();
}

registerMessages({
  'wallet.deposit_already_approved': { PT: 'Depósito já confirmado', EN: 'Deposit already confirmed' },
});

/**
 * The webhook secret: PIX_WEBHOOK_SECRET (at least 16 characters) from the configuration; without it, in
 * development mode a random one generated once per database and kept in it (`gateway_secret`), so no secret
 * is written in the source and two development databases never share one; none in production without it.
 */
export function webhookSecret(db: Db, mode: 'development' | 'production'): string | null {
  const s = process.env.PIX_WEBHOOK_SECRET;
  if (s && s.length >= 16) return s;
  if (mode !== 'development') return null;
  db.prepare('INSERT OR IGNORE INTO gateway_secret (name, value, created_at) VALUES (?, ?, ?)').run(
    'pix-webhook',
    crypto.randomBytes(32).toString('base64url'),
    new Date().toISOString(),
  );
  return (
    db.prepare("SELECT value FROM gateway_secret WHERE name = 'pix-webhook'").get() as { value: string }
  ).value;
}

/** @returns the `X-Signature` value a provider sends: `sha256=<hex HMAC of "<timestamp>.<body>">`. */
export function signWebhook(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

const WEBHOOK_TOLERANCE_S = 300;

const channelOf = (db: Db, channelId: string) =>
  db.prepare('SELECT * FROM deposit_channel WHERE channel_id = ?').get(channelId) as ChannelRow | undefined;

/** The deposit channels with their limits, preset amounts and terms (fee, processing time, expiry). */
export function depositChannels(db: Db): DepositChannelsValue {
  const rows = db.prepare('SELECT * FROM deposit_channel ORDER BY sort').all() as ChannelRow[];
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
export function createDeposit(
  db: Db,
  memberId: number,
  d: { channelId: string; amount: number; key: string },
): DepositOrder {
  const { amount } = d;
  assertMoneyUnlocked(db, memberId);
  const ch = channelOf(db, d.channelId);
  if (!ch) throw badRequest('wallet.channel_not_found');
  if (amount < ch.min_amount || amount > ch.max_amount)
    throw badRequest('wallet.deposit_limits', {
      min: toMajor(ch.min_amount).toFixed(2),
      max: toMajor(ch.max_amount).toFixed(2),
    });
  return idempotent(
    db,
    memberId,
    'deposit',
    d.key,
    { channelId: ch.channel_id, amount },
    (): DepositOrder => {
      // player protection (issue 26): pause, exclusion and the deposit limits, in the order's transaction
      checkDeposit(db, memberId, amount);
      const no = orderNo('DP', memberClock(db, memberId));
      const now = nowOf(db);
      const terms = CHANNEL_TERMS[ch.type];
      const pix = ch.type === 'PIX' ? pixBrCode({ ...PIX_RECEIVER, amount, txid: no }) : null;
      db.prepare(
        `INSERT INTO deposit_order (order_no, member_id, channel_id, amount, fee, status, pix_code, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?, 'PENDING', ?, ?, ?)`,
      ).run(
        no,
        memberId,
        ch.channel_id,
        amount,
        channelFee(ch.type, amount),
        pix,
        new Date(now).toISOString(),
        new Date(now + terms.expiresInMinutes * 60_000).toISOString(),
      );
      return depositOrder(db, no)!;
    },
  );
}

/** One page of the member's deposits, newest first (charges past their expiry read EXPIRED). */
export function depositOrdersPage(
  db: Db,
  memberId: number,
  pageNo: number,
  size: number,
): DepositOrdersValue {
  expireDue(db);
  return memberOrdersPage(
    db,
    { table: 'deposit_order', select: ORDER_SELECT, toItem: (row: OrderRow) => toOrder(row) },
    memberId,
    pageNo,
    size,
  );
}

/** One of the member's deposits. @throws 404 `wallet.deposit_not_found` (also for another member's) */
export function memberDepositOrder(db: Db, memberId: number, no: string): DepositOrder {
  expireDue(db);
  const o = depositOrder(db, no);
  const owner = db.prepare('SELECT member_id AS m FROM deposit_order WHERE order_no = ?').get(no) as
    { m: number } | undefined;
  if (!o || owner?.m !== memberId) throw notFound('wallet.deposit_not_found');
  return o;
}

/**
 * A provider notice: checks the signature (HMAC of `<timestamp>.<raw body>`, timestamp within 5 minutes),
 * then PAID confirms the order (with its exact amount) and EXPIRED expires it; each at most once.
 * @throws 503 `wallet.webhook_not_configured` (no secret), 401 `wallet.webhook_signature`, 400 a bad notice
 *   or `wallet.webhook_amount`, 404 unknown order, 409 as `confirmDeposit` / `expireDeposit`
 */
export function receiveProviderNotice(
  db: Db,
  secret: string | null,
  n: { timestamp: string; signature: string; raw: string },
  now = Date.now(),
): DepositOrder {
  if (!secret) throw new AppError(503, 'wallet.webhook_not_configured');
  const { timestamp: ts, signature: sig, raw } = n;
  const expected = signWebhook(secret, ts, raw);
  const fresh = /^\d{10}$/.test(ts) && Math.abs(now / 1000 - Number(ts)) <= WEBHOOK_TOLERANCE_S;
  // compared as bytes: a signature with a non-ASCII character has more bytes than characters, and
  // timingSafeEqual throws (a 500) on buffers of different lengths
  const given = Buffer.from(sig, 'utf8');
  const want = Buffer.from(expected, 'utf8');
  const same = given.length === want.length && crypto.timingSafeEqual(given, want);
  if (!fresh || !same) throw new AppError(401, 'wallet.webhook_signature');
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
  if (notice.event === 'EXPIRED') return expireDeposit(db, notice.orderNo);
  const order = depositOrder(db, notice.orderNo);
  if (!order) throw notFound('wallet.deposit_not_found');
  if (typeof notice.amount !== 'number' || Math.round(notice.amount * 100) !== Math.round(order.amount * 100))
    throw badRequest('wallet.webhook_amount');
  // BR (issue 26): a payment from someone else's document is not credited but held and returned
  if (holdForeignPayer(db, notice.orderNo, (notice as { payerDocument?: unknown }).payerDocument))
    return depositOrder(db, notice.orderNo)!;
  return confirmDeposit(db, notice.orderNo);
}
