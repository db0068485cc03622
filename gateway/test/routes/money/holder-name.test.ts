import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';
import { call, callEncrypted, mainBalance, sessionFor } from '../../support/g2';
import { captchaAnswer, injectEncrypted, solveSlider } from '../../support/identity';
import { hashPassword } from '../../../src/domain/identity/passwords';
import { cpfFrom } from '../../../src/db/seed/protection';
import { move } from '../../../src/domain/ledger/ledger';

/**
 * Whose name a withdrawal destination carries. Under BR the holder is the full name given at sign-up ("como no
 * CPF"), never free text; under OPEN the first destination names the payee and every later one matches it.
 * In both, a holder is a name: markup and emoji are refused.
 */
jest.setTimeout(60_000);

describe.each(['BR', 'OPEN'] as const)('the holder of a withdrawal destination (%s)', (market) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ app, close } = await build({ market }));
  });
  afterEach(async () => await close());

  const PAY = 'Pay-2026';
  const CPF = cpfFrom('246813579');
  let seq = 0;
  /** A member with a CPF and the full name Maria da Silva, a payment password, no contact on file, R$ 100. */
  async function maria(): Promise<{ id: number; token: string }> {
    const now = new Date().toISOString();
    const name = `holder_${++seq}`;
    const id = Number(
      await app.db.insert(
        `INSERT INTO member (merchant_code, username, password_hash, payment_password_hash, type, password_changed_at,
           created_at, cpf, full_name, birth_date)
         VALUES ('jogo', ?, ?, ?, 0, ?, ?, ?, 'Maria da Silva', '1990-01-01')`,
        name,
        await hashPassword('Jogo@2026'),
        await hashPassword(PAY),
        now,
        now,
        CPF,
      ),
    );
    await move(app.db, { memberId: id, amount: 10_000, type: 'DEPOSIT', reference: 't', remark: 't', now });
    return { id, token: await sessionFor(app, name) };
  }
  const add = (token: string, accountName: string, language = 'EN') =>
    callEncrypted(
      app,
      '/wps/wallet/bankcards',
      // the member's own CPF as PIX key: BR's own-account rule is not what this tests
      { cardType: 'PIX', keyType: 'CPF', accountNumber: CPF, accountName, paymentPassword: PAY },
      { token, headers: { language } },
    );
  const settings = async (token: string) =>
    (await call(app, 'GET', '/wps/wallet/withdraw/settings', { token })).json().value as {
      payeeName: string | null;
    };

  it('refuses markup, emoji and digits as a holder name, in every market', async () => {
    const { token } = await maria();
    for (const bad of ['<b>Maria</b> da Silva', 'Maria da Silva 😀', 'Maria da S1lva']) {
      const r = await add(token, bad);
      expect(r.statusCode).toBe(400);
      expect(r.json().errorCode).toBe('wallet.holder_name_invalid');
    }
    expect(await app.db.get('SELECT 1 AS x FROM bank_card WHERE account_number = ?', CPF)).toBeUndefined();
  });

  if (market === 'BR') {
    it('the holder is the full name of the sign-up; another name is refused in PT and EN', async () => {
      const { token } = await maria();
      expect((await settings(token)).payeeName).toBe('Maria da Silva');
      const en = await add(token, 'Ana Souza');
      expect(en.statusCode).toBe(400);
      expect(en.json()).toMatchObject({
        errorCode: 'wallet.holder_not_full_name',
        message:
          'In Brazil, the holder must be the full name you signed up with, as on your CPF (Maria da Silva)',
      });
      expect((await add(token, 'Ana Souza', 'PT')).json().message).toBe(
        'No Brasil, o titular deve ser o nome completo do seu cadastro, como no CPF (Maria da Silva)',
      );
      // the same name written without accents, in capitals, with two spaces, is the same name
      const ok = await add(token, 'MARIA  DA SILVA');
      expect(ok.statusCode).toBe(200);
    });

    it('a first destination does not name another payee than the sign-up name', async () => {
      const { id, token } = await maria();
      await app.db.run('UPDATE member SET payee_name = NULL WHERE id = ?', id);
      expect((await add(token, 'Ana Souza')).json().errorCode).toBe('wallet.holder_not_full_name');
      expect((await settings(token)).payeeName).toBe('Maria da Silva');
    });

    it('no withdrawal to a destination in another name (one added before the rule); nothing moves', async () => {
      const { id, token } = await maria();
      const card = Number(
        await app.db.insert(
          `INSERT INTO bank_card (member_id, bank_name, account_name, account_number, card_type, key_type, created_at)
           VALUES (?, 'PIX', 'Ana Souza', ?, 'PIX', 'CPF', ?)`,
          id,
          CPF,
          new Date().toISOString(),
        ),
      );
      const before = await mainBalance(app, id);
      const r = await callEncrypted(
        app,
        '/wps/wallet/withdraw',
        { amount: 20, bankCardId: card, paymentPassword: PAY },
        { token, headers: { 'idempotency-key': 'holder-withdraw-1' } },
      );
      expect(r.json().errorCode).toBe('wallet.holder_not_full_name');
      expect(await mainBalance(app, id)).toBe(before);
    });

    it('sign-up stores the full name as the payee the withdrawal page shows', async () => {
      const r = await injectEncrypted(app, 'PUT', '/wps/member/register', {
        captcha: await captchaAnswer(app),
        humanCheck: await solveSlider(app),
        username: 'br_holder',
        password: 'Abcd1234',
        confirmPassword: 'Abcd1234',
        cpf: cpfFrom('135792468'),
        fullName: 'João  Pereira da Silva',
        birthDate: '1990-01-10',
        lossLimit: { value: 500, period: 'MONTH' },
        timeLimitMinutes: 120,
      });
      expect(r.statusCode).toBe(200);
      expect((await settings(r.json().value.token as string)).payeeName).toBe('João Pereira da Silva');
    });
  } else {
    it('the first destination names the payee; a later one in another name is refused', async () => {
      const { id, token } = await maria();
      await app.db.run('UPDATE member SET payee_name = NULL WHERE id = ?', id);
      expect((await settings(token)).payeeName).toBeNull();
      expect((await add(token, 'Ana Souza')).statusCode).toBe(200);
      expect((await settings(token)).payeeName).toBe('Ana Souza');
      const other = await callEncrypted(
        app,
        '/wps/wallet/bankcards',
        {
          cardType: 'PIX',
          keyType: 'EMAIL',
          accountNumber: 'a@b.example',
          accountName: 'Maria da Silva',
          paymentPassword: PAY,
        },
        { token },
      );
      expect(other.json()).toMatchObject({
        errorCode: 'wallet.holder_name_mismatch',
        message: "The holder must be your account's payee name (Ana Souza)",
      });
    });
  }
});
