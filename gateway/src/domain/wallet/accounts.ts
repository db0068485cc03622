import { dayOf } from '@jogo/shared/time';
import { nowOf, siteZone } from '../site/clock';
import type { Db } from '../../db/open-db';
import type { MerchantWalletValue, VendorWallet, WalletBalanceValue } from '@jogo/shared/api';
import { balanceOf } from '../ledger/ledger';
import { toMajor } from '../ledger/money';
import { TRIAL_TYPE } from '../identity/sessions';
import { vipOf } from '../vip';

/**
 * A member's wallets: the main balance with what the header shows beside it, and the vendor wallets of a
 * transfer-wallet merchant.
 */

/** Vendor wallets of a transfer-wallet merchant: every vendor except lottery and in-house. */
export function vendorWallets(db: Db, memberId: number): VendorWallet[] {
  const rows = db
    .prepare(
      `SELECT v.code, MIN(v.display_name) AS name, COALESCE(w.balance, 0) AS balance
       FROM vendor v LEFT JOIN wallet_account w ON w.member_id = ? AND w.account = v.code
       WHERE v.game_type NOT IN ('INHOUSE', 'LOTT', 'ELOTT') GROUP BY v.code ORDER BY MIN(v.sort)`,
    )
    .all(memberId) as { code: string; name: string; balance: number }[];
  return rows.map((r) => ({ vassalage: r.code, displayName: r.name, balance: toMajor(r.balance) }));
}

/** @returns the merchant's currency code and symbol. */
export const merchantCurrency = (db: Db, merchant: string) =>
  db.prepare('SELECT currency, currency_symbol FROM merchant WHERE code = ?').get(merchant) as
    { currency: string; currency_symbol: string } | undefined;

/**
 * The balance call: main balance, VIP, unread messages and raffles still open today (none for a trial
 * account), the referral flag and the points.
 */
export function walletBalance(
  db: Db,
  merchant: string,
  member: { id: number; type: number },
  now = nowOf(db),
): WalletBalanceValue {
  const cur = merchantCurrency(db, merchant)!;
  const vip = vipOf(db, member.id);
  const trial = member.type === TRIAL_TYPE;
  const unread = trial
    ? 0
    : (
        db
          .prepare('SELECT COUNT(*) AS n FROM inbox_message WHERE member_id = ? AND read_at IS NULL')
          .get(member.id) as { n: number }
      ).n;
  const iso = new Date(now).toISOString();
  const promos = (
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM promotion p WHERE p.merchant_code = ? AND p.category = 'RAFFLE' AND p.end_time > ?
           AND NOT EXISTS (SELECT 1 FROM reward r WHERE r.member_id = ? AND r.promotion_id = p.id AND r.claim_day = ?)`,
      )
      .get(merchant, iso, member.id, dayOf(now, siteZone(db, merchant))) as { n: number }
  ).n;
  const referral = db
    .prepare("SELECT enabled FROM module_flag WHERE merchant_code = ? AND mod_id = 'REFERRAL3'")
    .get(merchant) as { enabled: number } | undefined;
  const points =
    (
      db.prepare('SELECT points FROM point_account WHERE member_id = ?').get(member.id) as
        { points: number } | undefined
    )?.points ?? 0;
  return {
    balance: toMajor(balanceOf(db, member.id)),
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
export const merchantWallet = (db: Db, memberId: number): MerchantWalletValue => ({
  isSingle: false,
  mainBalance: toMajor(balanceOf(db, memberId)),
  wallets: vendorWallets(db, memberId),
});
