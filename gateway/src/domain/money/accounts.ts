import { dayOf } from '@jogo/shared/time';
import { nowOf, siteZone } from '../site/clock';
import type { Db } from '../../db/open-db';
import type { MerchantWalletValue, VendorWallet, WalletBalanceValue } from '@jogo/shared/api';
import { balanceOf } from '../ledger/ledger';
import { toMajor } from '../ledger/money';
import { TRIAL_TYPE } from '../identity/sessions';
import { vipOf } from '../identity/vip-level';

/**
 * A member's wallets: the main balance with what the header shows beside it, and the vendor wallets of a
 * transfer-wallet merchant.
 */

/**
 * Vendor wallets of a transfer-wallet merchant: every vendor except lottery and in-house. A vendor has a row per
 * game type; its one wallet joins each of them, so MAX(balance) is that wallet's balance (PostgreSQL takes no
 * bare column beside GROUP BY).
 */
export async function vendorWallets(db: Db, memberId: number): Promise<VendorWallet[]> {
  const rows = await db.all<{ code: string; name: string; balance: number }>(
    `SELECT v.code, MIN(v.display_name) AS name, COALESCE(MAX(w.balance), 0) AS balance
       FROM vendor v LEFT JOIN wallet_account w ON w.member_id = ? AND w.account = v.code
       WHERE v.game_type NOT IN ('INHOUSE', 'LOTT', 'ELOTT') GROUP BY v.code ORDER BY MIN(v.sort)`,
    memberId,
  );
  return rows.map((r) => ({ vassalage: r.code, displayName: r.name, balance: toMajor(r.balance) }));
}

/** @returns the merchant's currency code and symbol. */
export const merchantCurrency = async (db: Db, merchant: string) =>
  await db.get<{ currency: string; currency_symbol: string }>(
    'SELECT currency, currency_symbol FROM merchant WHERE code = ?',
    merchant,
  );

/**
 * The balance call: main balance, VIP, unread messages and raffles still open today (none for a trial
 * account), the referral flag and the points.
 */
export async function walletBalance(
  db: Db,
  merchant: string,
  member: { id: number; type: number },
  now = nowOf(db),
): Promise<WalletBalanceValue> {
  const cur = (await merchantCurrency(db, merchant))!;
  const vip = await vipOf(db, member.id);
  const trial = member.type === TRIAL_TYPE;
  const unread = trial
    ? 0
    : await db.number(
        'SELECT COUNT(*) AS n FROM inbox_message WHERE member_id = ? AND read_at IS NULL',
        member.id,
      );
  const iso = new Date(now).toISOString();
  const promos = await db.number(
    `SELECT COUNT(*) AS n FROM promotion p WHERE p.merchant_code = ? AND p.category = 'RAFFLE' AND p.end_time > ?
           AND NOT EXISTS (SELECT 1 FROM reward r WHERE r.member_id = ? AND r.promotion_id = p.id AND r.claim_day = ?)`,
    merchant,
    iso,
    member.id,
    dayOf(now, await siteZone(db, merchant)),
  );
  const referral = await db.get<{ enabled: number }>(
    "SELECT enabled FROM module_flag WHERE merchant_code = ? AND mod_id = 'REFERRAL3'",
    merchant,
  );
  const points =
    (await db.get<{ points: number }>('SELECT points FROM point_account WHERE member_id = ?', member.id))
      ?.points ?? 0;
  return {
    balance: toMajor(await balanceOf(db, member.id)),
    currency: cur.currency,
    currencySymbol: cur.currency_symbol,
    hasVip: vip.level > 0,
    vipLevel: vip.level,
    unreadMessage: unread,
    availablePromoCount: trial ? 0 : promos,
    availablePromo: { REFERRAL: { enabled: referral?.enabled === 1 } },
    points,
  };
}

/** The merchant wallet call: main balance and the vendor wallets (never a single-wallet merchant here). */
export const merchantWallet = async (db: Db, memberId: number): Promise<MerchantWalletValue> => ({
  isSingle: false,
  mainBalance: toMajor(await balanceOf(db, memberId)),
  wallets: await vendorWallets(db, memberId),
});
