import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { badRequest, forbidden } from '../../http/errors';
import { registerMessages } from '../../i18n/messages';
import type { RecallAllValue, UplineTransferBody, UplineTransferValue, UplineValue } from '@jogo/shared/api';
import { AMOUNT } from '../../http/schema';
import { orderNo, toMajor, toMinor } from '../../domain/ledger/money';
import { balanceOf, failpoint, idempotencyKeyOf, idempotent, move } from '../../domain/ledger/ledger';
import { assertMoneyUnlocked, checkPaymentPassword } from '../../domain/payment-password';
import { vendorWallets } from './index';
import { memberOf } from '../../http/member';

/**
 * Transfers beyond the single main/vendor move of GCS_walletTransfer (in index.ts):
 * - recall all: every vendor wallet with money back to main in ONE transaction (one TRANSFER_OUT and one
 *   TRANSFER_IN row per vendor, one reference), so a failure half-way recalls nothing;
 * - to upline: a member under an agent sends main-wallet money to that agent's main wallet when the
 *   merchant's flag AGETRANSFERUP3 is on (off when the flag is absent), with the payment password.
 */

registerMessages({
  'wallet.nothing_to_recall': {
    PT: 'Nada para recolher: as carteiras dos fornecedores estão vazias',
    EN: 'Nothing to recall: the vendor wallets are empty',
  },
  'wallet.no_upline': { PT: 'Sua conta não tem um agente superior', EN: 'Your account has no upline agent' },
});

export const UPLINE_FLAG = 'AGETRANSFERUP3';

export async function transferRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const cfg = { auth: 'member' as const, trial: false as const };
  const uplineEnabled = (merchant: string) =>
    (
      db
        .prepare('SELECT enabled FROM module_flag WHERE merchant_code = ? AND mod_id = ?')
        .get(merchant, UPLINE_FLAG) as { enabled: number } | undefined
    )?.enabled === 1;
  const uplineOf = (id: number) =>
    db
      .prepare(
        'SELECT p.id, p.username, p.nickname FROM member m JOIN member p ON p.id = m.parent_id WHERE m.id = ?',
      )
      .get(id) as { id: number; username: string; nickname: string | null } | undefined;

  app.post<{ Body: { idempotencyKey?: string } }>(
    '/wps/wallet/transfer/recall',
    {
      config: cfg,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { idempotencyKey: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (request) => {
      const id = memberOf(request).id;
      const key = idempotencyKeyOf(request.headers['idempotency-key'], request.body?.idempotencyKey);
      assertMoneyUnlocked(db, id);
      const value = idempotent(db, id, 'recall', key, {}, (): RecallAllValue => {
        const ref = orderNo('RC');
        let total = 0;
        let count = 0;
        for (const w of vendorWallets(db, id)) {
          const amount = balanceOf(db, id, w.vassalage);
          if (amount <= 0) continue;
          move(db, {
            memberId: id,
            account: w.vassalage,
            amount: -amount,
            type: 'TRANSFER_OUT',
            reference: ref,
            remark: 'MAIN',
          });
          failpoint('recall.after_vendor_debit');
          move(db, { memberId: id, amount, type: 'TRANSFER_IN', reference: ref, remark: w.vassalage });
          total += amount;
          count += 1;
        }
        if (count === 0) throw badRequest('wallet.nothing_to_recall');
        return {
          transferId: ref,
          recalled: toMajor(total),
          count,
          mainBalance: toMajor(balanceOf(db, id)),
          wallets: vendorWallets(db, id),
        };
      });
      return ok(value);
    },
  );

  app.get('/wps/wallet/transfer/upline', { config: cfg }, async (request) => {
    const id = memberOf(request).id;
    const up = uplineOf(id);
    const value: UplineValue = {
      enabled: uplineEnabled(request.merchant),
      upline: up ? { account: up.username, nickname: up.nickname } : null,
      balance: toMajor(balanceOf(db, id)),
    };
    return ok(value);
  });

  app.post<{ Body: UplineTransferBody }>(
    '/wps/wallet/transfer/upline',
    {
      config: { ...cfg, encrypted: true },
      schema: {
        body: {
          type: 'object',
          required: ['amount', 'paymentPassword'],
          additionalProperties: false,
          properties: {
            amount: AMOUNT,
            paymentPassword: { type: 'string', minLength: 1, maxLength: 64 },
            idempotencyKey: { type: 'string', maxLength: 64 },
          },
        },
      },
    },
    async (request) => {
      const id = memberOf(request).id;
      if (!uplineEnabled(request.merchant)) throw forbidden('module.disabled');
      const amount = toMinor(request.body.amount);
      const key = idempotencyKeyOf(request.headers['idempotency-key'], request.body.idempotencyKey);
      const up = uplineOf(id);
      if (!up) throw badRequest('wallet.no_upline');
      await checkPaymentPassword(db, id, request.body.paymentPassword);
      const value = idempotent(db, id, 'upline', key, { amount }, (): UplineTransferValue => {
        const ref = orderNo('UP');
        const at = new Date().toISOString();
        const balance = move(db, {
          memberId: id,
          amount: -amount,
          type: 'TRANSFER_OUT',
          reference: ref,
          remark: `UPLINE:${up.username}`,
          now: at,
        });
        failpoint('upline.after_debit');
        move(db, {
          memberId: up.id,
          amount,
          type: 'TRANSFER_IN',
          reference: ref,
          remark: `DOWNLINE:${memberOf(request).username}`,
          now: at,
        });
        return {
          transferId: ref,
          amount: toMajor(amount),
          balance: toMajor(balance),
          upline: up.username,
          createdAt: at,
        };
      });
      return ok(value);
    },
  );
}
