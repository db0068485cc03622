import type { Db } from '../../db/open-db';
import { badRequest } from '../../http/errors';
import { registerMessages } from '../../i18n/messages';
import { verifyPassword } from '../../plugins/passwords';

registerMessages({
  'wallet.payment_password_wrong': { PT: 'Senha de pagamento incorreta', EN: 'Incorrect payment password' },
  'wallet.payment_password_not_set': {
    PT: 'Defina primeiro uma senha de pagamento',
    EN: 'Set a payment password first',
  },
});

/**
 * Checks a member's payment password (scrypt). It is async, so callers run it BEFORE their money
 * transaction; the transaction itself stays synchronous and cannot interleave with another request.
 */
export async function checkPaymentPassword(db: Db, memberId: number, password: string): Promise<void> {
  const row = db.prepare('SELECT payment_password_hash AS h FROM member WHERE id = ?').get(memberId) as
    { h: string | null } | undefined;
  if (!row?.h) throw badRequest('wallet.payment_password_not_set');
  if (!(await verifyPassword(password, row.h))) throw badRequest('wallet.payment_password_wrong');
}
