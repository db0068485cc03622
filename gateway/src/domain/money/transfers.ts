import type { Db } from '../../db/open-db';
import { badRequest, forbidden } from '../errors';
import type { RecallAllValue, UplineTransferValue, UplineValue, WalletTransferValue } from '@jogo/shared/api';
import type { FlagId } from '@jogo/shared/contract';
import { orderNo, toMajor } from '../ledger/money';
import { memberClock } from '../site/clock';
import { balanceOf, failpoint, idempotent, move } from '../ledger/ledger';
import { assertMoneyUnlocked } from '../identity/payment-lock';
import { checkPaymentPassword } from './payment-password';
import { vendorWallets } from './accounts';
import { assertTurnoverDone } from './turnover';
import { assertNoSensitiveHold } from '../identity/owner-proof';

/**
 * Transfers between wallets, each ONE transaction through `move()` with its idempotency key:
 * - main ↔ vendor (GCS_walletTransfer): one side is MAIN, the other a vendor wallet;
 * - recall all: every vendor wallet with money back to main (one TRANSFER_OUT and one TRANSFER_IN row per
 *   vendor, one reference), so a failure half-way recalls nothing;
 * - to upline: a member under an agent sends main-wallet money to that agent's main wallet when the
 *   merchant's flag AGETRANSFERUP3 is on (off when the flag is absent), with the payment password.
 */

export const UPLINE_FLAG: FlagId = 'AGETRANSFERUP3';

/**
 * Moves `amount` (minor units) between MAIN and one vendor wallet.
 * @throws 400 `wallet.transfer_invalid`, `wallet.unknown_wallet`, `wallet.insufficient_balance`; 403 locked
 */
export async function transferMainVendor(
  db: Db,
  memberId: number,
  t: { from: string; to: string; amount: number; key: string },
): Promise<WalletTransferValue> {
  const { from, to, amount } = t;
  if (from === to || (from !== 'MAIN' && to !== 'MAIN')) throw badRequest('wallet.transfer_invalid');
  await assertMoneyUnlocked(db, memberId);
  const vendor = from === 'MAIN' ? to : from;
  if (!(await vendorWallets(db, memberId)).some((w) => w.vassalage === vendor))
    throw badRequest('wallet.unknown_wallet');
  return await idempotent(
    db,
    memberId,
    'transfer',
    t.key,
    { from, to, amount },
    async (): Promise<WalletTransferValue> => {
      const ref = orderNo('TR', await memberClock(db, memberId));
      await move(db, {
        memberId,
        account: from,
        amount: -amount,
        type: 'TRANSFER_OUT',
        reference: ref,
        remark: to,
      });
      failpoint('transfer.after_debit');
      await move(db, { memberId, account: to, amount, type: 'TRANSFER_IN', reference: ref, remark: from });
      return {
        transferId: ref,
        from,
        to,
        amount: toMajor(amount),
        mainBalance: toMajor(await balanceOf(db, memberId)),
        wallets: await vendorWallets(db, memberId),
      };
    },
  );
}

/** Every vendor wallet with money back to MAIN. @throws 400 `wallet.nothing_to_recall` (nothing moved) */
export async function recallAll(db: Db, memberId: number, key: string): Promise<RecallAllValue> {
  await assertMoneyUnlocked(db, memberId);
  return await idempotent(db, memberId, 'recall', key, {}, async (): Promise<RecallAllValue> => {
    const ref = orderNo('RC', await memberClock(db, memberId));
    let total = 0;
    let count = 0;
    for (const w of await vendorWallets(db, memberId)) {
      const amount = await balanceOf(db, memberId, w.vassalage);
      if (amount <= 0) continue;
      await move(db, {
        memberId,
        account: w.vassalage,
        amount: -amount,
        type: 'TRANSFER_OUT',
        reference: ref,
        remark: 'MAIN',
      });
      failpoint('recall.after_vendor_debit');
      await move(db, { memberId, amount, type: 'TRANSFER_IN', reference: ref, remark: w.vassalage });
      total += amount;
      count += 1;
    }
    if (count === 0) throw badRequest('wallet.nothing_to_recall');
    return {
      transferId: ref,
      recalled: toMajor(total),
      count,
      mainBalance: toMajor(await balanceOf(db, memberId)),
      wallets: await vendorWallets(db, memberId),
    };
  });
}

const uplineEnabled = async (db: Db, merchant: string) =>
  (
    await db.get<{ enabled: number }>(
      'SELECT enabled FROM module_flag WHERE merchant_code = ? AND mod_id = ?',
      merchant,
      UPLINE_FLAG,
    )
  )?.enabled === 1;

const uplineOf = async (db: Db, memberId: number) =>
  await db.get<{ id: number; username: string; nickname: string | null }>(
    'SELECT p.id, p.username, p.nickname FROM member m JOIN member p ON p.id = m.parent_id WHERE m.id = ?',
    memberId,
  );

/** Whether the transfer to upline is on, who the upline is, and the main balance. */
export async function uplineInfo(db: Db, merchant: string, memberId: number): Promise<UplineValue> {
  const up = await uplineOf(db, memberId);
  return {
    enabled: await uplineEnabled(db, merchant),
    upline: up ? { account: up.username, nickname: up.nickname } : null,
    balance: toMajor(await balanceOf(db, memberId)),
  };
}

/** @throws 403 `module.disabled` when the merchant's AGETRANSFERUP3 is off or absent */
export async function assertUplineEnabled(db: Db, merchant: string): Promise<void> {
  if (!(await uplineEnabled(db, merchant))) throw forbidden('module.disabled');
}

/**
 * Sends `amount` (minor units) from the member's main wallet to the registering agent's: the payment
 * password is checked first (async), then debit and credit in one transaction.
 * @throws 400 `wallet.no_upline`, the payment password's errors, `wallet.turnover_left`,
 *   `wallet.insufficient_balance`
 */
export async function transferToUpline(
  db: Db,
  member: { id: number; username: string },
  t: { amount: number; paymentPassword: string; key: string },
): Promise<UplineTransferValue> {
  const up = await uplineOf(db, member.id);
  if (!up) throw badRequest('wallet.no_upline');
  await assertNoSensitiveHold(db, member.id);
  await checkPaymentPassword(db, member.id, t.paymentPassword);
  const { amount } = t;
  return await idempotent(
    db,
    member.id,
    'upline',
    t.key,
    { amount },
    async (): Promise<UplineTransferValue> => {
      const ref = orderNo('UP', await memberClock(db, member.id));
      const at = new Date().toISOString();
      // money that leaves for another person follows the withdrawal's turnover rule
      await assertTurnoverDone(db, member.id);
      const balance = await move(db, {
        memberId: member.id,
        amount: -amount,
        type: 'TRANSFER_OUT',
        reference: ref,
        remark: `UPLINE:${up.username}`,
        now: at,
      });
      failpoint('upline.after_debit');
      await move(db, {
        memberId: up.id,
        amount,
        type: 'TRANSFER_IN',
        reference: ref,
        remark: `DOWNLINE:${member.username}`,
        now: at,
      });
      return {
        transferId: ref,
        amount: toMajor(amount),
        balance: toMajor(balance),
        upline: up.username,
        createdAt: at,
      };
    },
  );
}
