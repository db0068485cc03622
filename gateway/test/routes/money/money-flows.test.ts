import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';
import {
  DEMO_PAYMENT_PASSWORD,
  proofCode,
  call,
  callEncrypted,
  count,
  mainBalance,
  memberId,
  sessionFor,
  trialSession,
} from '../../support/g2';
import { checkLedger } from '../../../src/domain/ledger/ledger';
import { brCodeValid, crc16, parseBrCode } from '../../../src/domain/money/pix';
import { signWebhook, webhookSecret } from '../../../src/domain/money/deposits';
import { cpfValid } from '../../../src/domain/money/destinations';

const key = () => `k-${Math.random().toString(36).slice(2, 14)}`;

describe('wallet money flows', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let token: string;
  let id: number;
  beforeEach(async () => {
    // the specification's market (OPEN): these tests exercise what BR forbids
    ({ app, close } = await build({ market: 'OPEN' }));
    token = await sessionFor(app, 'demo_player');
    id = await memberId(app, 'demo_player');
  });
  afterEach(async () => {
    // the money invariant after every test: balance = Σ ledger = last balance_after, never negative
    expect(await checkLedger(app.db)).toEqual([]);
    await close();
  });

  const dev = (url: string, body?: unknown) =>
    app.inject({
      method: body === undefined && url.includes('?') ? 'GET' : 'POST',
      url,
      payload: body as object,
    });
  const deposit = async (amount: number, channelId = 'PIX_FAST', t = token) =>
    (
      await call(app, 'POST', '/wps/wallet/deposit', {
        token: t,
        body: { channelId, amount },
        headers: { 'idempotency-key': key() },
      })
    ).json();
  const withdraw = async (
    amount: number,
    paymentPassword = DEMO_PAYMENT_PASSWORD,
    t = token,
    cardId?: number,
  ) =>
    callEncrypted(
      app,
      '/wps/wallet/withdraw',
      {
        amount,
        bankCardId:
          cardId ??
          ((await app.db.get('SELECT id FROM bank_card WHERE member_id = ?', id)) as { id: number }).id,
        paymentPassword,
      },
      { token: t, headers: { 'idempotency-key': key() } },
    );
  const ledgerOf = async (ref: string) =>
    (await app.db.all('SELECT type, amount FROM ledger WHERE reference = ? ORDER BY id', ref)) as {
      type: string;
      amount: number;
    }[];

  describe('PIX BR Code', () => {
    it('computes CRC16/CCITT-FALSE and writes a valid copy-and-paste code for the charge', async () => {
      expect(crc16('123456789')).toBe('29B1');
      const order = (await deposit(123.45)).value;
      expect(order.status).toBe('PENDING');
      expect(brCodeValid(order.pixCode)).toBe(true);
      const f = parseBrCode(order.pixCode);
      expect(f['00']).toBe('01');
      expect(f['53']).toBe('986');
      expect(f['54']).toBe('123.45');
      expect(f['58']).toBe('BR');
      expect(f['26']).toContain('br.gov.bcb.pix');
      expect(f['62']).toContain(order.orderNo);
      // one changed digit breaks the CRC
      expect(brCodeValid(order.pixCode.replace('123.45', '923.45'))).toBe(false);
      expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(15 * 60_000);
    });
  });

  describe('deposit lifecycle', () => {
    it('PENDING credits nothing; the operator confirm credits once with its ledger row', async () => {
      const before = await mainBalance(app, id);
      const order = (await deposit(50)).value;
      expect(await mainBalance(app, id)).toBe(before);
      const a = await dev(`/__dev/wallet/deposits/${order.orderNo}/confirm`);
      expect(a.json().value).toMatchObject({ status: 'APPROVED', credit: 50 });
      expect(await mainBalance(app, id)).toBe(before + 5000);
      // a second confirmation (a provider retrying) changes nothing
      expect((await dev(`/__dev/wallet/deposits/${order.orderNo}/confirm`)).statusCode).toBe(200);
      expect(await mainBalance(app, id)).toBe(before + 5000);
      expect(await ledgerOf(order.orderNo)).toEqual([{ type: 'DEPOSIT', amount: 5000 }]);
      const history = (await call(app, 'GET', '/wps/wallet/deposit/orders', { token })).json().value;
      expect(history.content[0]).toMatchObject({ orderNo: order.orderNo, status: 'APPROVED' });
      expect(history.content[0].confirmedAt).toBeTruthy();
    });

    it('an expired charge cannot be confirmed and credits nothing', async () => {
      const before = await mainBalance(app, id);
      const order = (await deposit(50)).value;
      expect((await dev(`/__dev/wallet/deposits/${order.orderNo}/expire`)).json().value.status).toBe(
        'EXPIRED',
      );
      const r = await dev(`/__dev/wallet/deposits/${order.orderNo}/confirm`);
      expect(r.statusCode).toBe(409);
      expect(r.json().errorCode).toBe('wallet.deposit_expired');
      expect(await mainBalance(app, id)).toBe(before);
    });

    it('a charge past its expiry reads EXPIRED', async () => {
      const order = (await deposit(50)).value;
      await app.db.run(
        'UPDATE deposit_order SET expires_at = ? WHERE order_no = ?',
        new Date(Date.now() - 1000).toISOString(),
        order.orderNo,
      );
      const v = (
        await call(app, 'GET', `/wps/wallet/deposit/order?orderNo=${order.orderNo}`, { token })
      ).json().value;
      expect(v.status).toBe('EXPIRED');
    });

    it('USDT keeps its fee: credited amount - fee', async () => {
      const before = await mainBalance(app, id);
      const ch = (await call(app, 'GET', '/wps/wallet/deposit/channels', { token })).json().value.list;
      const usdt = ch.find((c: { type: string }) => c.type === 'CRYPTO');
      expect(usdt).toMatchObject({ feeBp: 100, feeMin: 1 });
      const order = (await deposit(200, usdt.channelId)).value;
      expect(order).toMatchObject({ fee: 2, credit: 198, pixCode: null });
      expect(order.payTo.address).toBeTruthy();
      await dev(`/__dev/wallet/deposits/${order.orderNo}/confirm`);
      expect(await mainBalance(app, id)).toBe(before + 19800);
    });
  });

  describe('provider webhook (HMAC signature)', () => {
    let secret: string;
    beforeEach(async () => {
      secret = (await webhookSecret(app.db, 'development'))!;
    });
    const post = (raw: string, headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/wps/wallet/deposit/webhook',
        headers: { 'content-type': 'application/json', ...headers },
        payload: raw,
      });
    const now = () => String(Math.floor(Date.now() / 1000));

    it('confirms with a valid signature, once', async () => {
      const before = await mainBalance(app, id);
      const order = (await deposit(75)).value;
      const raw = JSON.stringify({ orderNo: order.orderNo, event: 'PAID', amount: 75 });
      const ts = now();
      const r = await post(raw, { 'x-timestamp': ts, 'x-signature': signWebhook(secret, ts, raw) });
      expect(r.statusCode).toBe(200);
      expect(r.json().value.status).toBe('APPROVED');
      expect(await mainBalance(app, id)).toBe(before + 7500);
      const again = await post(raw, { 'x-timestamp': ts, 'x-signature': signWebhook(secret, ts, raw) });
      expect(again.statusCode).toBe(200);
      expect(await mainBalance(app, id)).toBe(before + 7500);
    });

    it('refuses a wrong signature, a tampered body, an old timestamp and a wrong amount; nothing credited', async () => {
      const before = await mainBalance(app, id);
      const order = (await deposit(75)).value;
      const raw = JSON.stringify({ orderNo: order.orderNo, event: 'PAID', amount: 75 });
      const ts = now();
      const bad = await post(raw, {
        'x-timestamp': ts,
        'x-signature': signWebhook('another-secret-0000', ts, raw),
      });
      expect(bad.statusCode).toBe(401);
      expect(bad.json().errorCode).toBe('wallet.webhook_signature');
      const tampered = raw.replace('75', '7500');
      expect(
        (await post(tampered, { 'x-timestamp': ts, 'x-signature': signWebhook(secret, ts, raw) })).statusCode,
      ).toBe(401);
      const old = String(Math.floor(Date.now() / 1000) - 3600);
      expect(
        (await post(raw, { 'x-timestamp': old, 'x-signature': signWebhook(secret, old, raw) })).statusCode,
      ).toBe(401);
      expect((await post(raw, {})).statusCode).toBe(401);
      const wrongAmount = JSON.stringify({ orderNo: order.orderNo, event: 'PAID', amount: 1 });
      const w = await post(wrongAmount, {
        'x-timestamp': ts,
        'x-signature': signWebhook(secret, ts, wrongAmount),
      });
      expect(w.json().errorCode).toBe('wallet.webhook_amount');
      expect(await mainBalance(app, id)).toBe(before);
    });
  });

  describe('withdrawal lifecycle', () => {
    it('IN_PROCESS debits at once; APPROVED → ISSUED; receipt confirmed by the player', async () => {
      const before = await mainBalance(app, id);
      const r = await withdraw(100);
      expect(r.statusCode).toBe(200);
      const o = r.json().value;
      expect(o).toMatchObject({ status: 'IN_PROCESS', amount: 100, fee: 1, net: 99, receipt: null });
      expect(await mainBalance(app, id)).toBe(before - 10000);
      expect((await dev(`/__dev/wallet/withdrawals/${o.orderNo}/approve`)).json().value.status).toBe(
        'APPROVED',
      );
      const issued = (await dev(`/__dev/wallet/withdrawals/${o.orderNo}/issue`)).json().value;
      expect(issued).toMatchObject({ status: 'ISSUED', receipt: 'PENDING' });
      expect(issued.approvedAt && issued.issuedAt).toBeTruthy();
      // an issued withdrawal cannot be rejected (the money left)
      expect((await dev(`/__dev/wallet/withdrawals/${o.orderNo}/reject`)).statusCode).toBe(409);
      const rc = await call(app, 'POST', '/wps/wallet/withdraw/receipt', {
        token,
        body: { orderNo: o.orderNo, received: true },
      });
      expect(rc.json().value.receipt).toBe('RECEIVED');
      expect(
        (
          await call(app, 'POST', '/wps/wallet/withdraw/receipt', {
            token,
            body: { orderNo: o.orderNo, received: false },
          })
        ).statusCode,
      ).toBe(409);
      expect(await mainBalance(app, id)).toBe(before - 10000);
      expect(await ledgerOf(o.orderNo)).toEqual([{ type: 'WITHDRAW', amount: -10000 }]);
    });

    it('REJECTED refunds with its own ledger row, once', async () => {
      const before = await mainBalance(app, id);
      const o = (await withdraw(40)).json().value;
      const rej = (await dev(`/__dev/wallet/withdrawals/${o.orderNo}/reject`, { reason: 'KYC' })).json()
        .value;
      expect(rej).toMatchObject({ status: 'REJECTED', rejectReason: 'KYC' });
      expect(await mainBalance(app, id)).toBe(before);
      expect(await ledgerOf(o.orderNo)).toEqual([
        { type: 'WITHDRAW', amount: -4000 },
        { type: 'WITHDRAW_REFUND', amount: 4000 },
      ]);
      expect((await dev(`/__dev/wallet/withdrawals/${o.orderNo}/reject`)).statusCode).toBe(409);
      expect((await dev(`/__dev/wallet/withdrawals/${o.orderNo}/approve`)).statusCode).toBe(409);
      expect(await mainBalance(app, id)).toBe(before);
    });

    it('an unconfirmed receipt is forced received after N minutes', async () => {
      const o = (await withdraw(30)).json().value;
      await dev(`/__dev/wallet/withdrawals/${o.orderNo}/approve`);
      await dev(`/__dev/wallet/withdrawals/${o.orderNo}/issue`);
      expect((await dev('/__dev/wallet/receipts/run', { minutesLater: 10 })).json().value.forced).toBe(0);
      expect((await dev('/__dev/wallet/receipts/run', { minutesLater: 31 })).json().value.forced).toBe(1);
      const list = (await call(app, 'GET', '/wps/wallet/withdraw/orders', { token })).json().value.content;
      expect(list[0]).toMatchObject({ orderNo: o.orderNo, receipt: 'FORCED' });
    });

    it('shows the rules before submit and refuses what breaks them without moving money', async () => {
      const s = (await call(app, 'GET', '/wps/wallet/withdraw/settings', { token })).json().value;
      expect(s).toMatchObject({
        minAmount: 10,
        maxAmount: 50000,
        dailyCountLimit: 5,
        feeBp: 100,
        feeMin: 1,
        maxCards: 5,
      });
      expect(typeof s.turnoverLeft).toBe('number');
      const before = await mainBalance(app, id);
      expect((await withdraw(5)).json().errorCode).toBe('wallet.withdraw_limits');
      expect((await withdraw(before / 100 + 1 > 50000 ? 49999 : before / 100 + 1)).statusCode).toBe(400);
      expect(await mainBalance(app, id)).toBe(before);
    });

    it('deposits must be wagered once before a withdrawal', async () => {
      const other = await sessionFor(app, 'deep_player1');
      const otherId = await memberId(app, 'deep_player1');
      const card = (
        (await app.db.get('SELECT id FROM bank_card WHERE member_id = ?', otherId)) as { id: number }
      ).id;
      const order = (await deposit(100, 'PIX_FAST', other)).value;
      await dev(`/__dev/wallet/deposits/${order.orderNo}/confirm`);
      const s = (await call(app, 'GET', '/wps/wallet/withdraw/settings', { token: other })).json().value;
      expect(s.turnoverLeft).toBeGreaterThanOrEqual(100);
      const before = await mainBalance(app, otherId);
      const r = await withdraw(20, DEMO_PAYMENT_PASSWORD, other, card);
      expect(r.json().errorCode).toBe('wallet.turnover_left');
      expect(await mainBalance(app, otherId)).toBe(before);
    });
  });

  describe('payment password', () => {
    it('5 wrong tries lock every money action for 15 minutes with a translated message', async () => {
      const before = await mainBalance(app, id);
      for (let i = 1; i <= 4; i += 1) {
        const r = await withdraw(20, 'wrong-one');
        expect(r.json().errorCode).toBe('wallet.payment_password_wrong');
        expect(r.json().message).toContain(`${5 - i} ${5 - i === 1 ? 'try' : 'tries'} left`);
      }
      const fifth = await withdraw(20, 'wrong-one');
      expect(fifth.statusCode).toBe(403);
      expect(fifth.json().errorCode).toBe('wallet.payment_password_locked');
      expect(fifth.json().message).toContain('locked for 15 min');
      // the right password does not help while locked, nor do deposits or transfers
      expect((await withdraw(20)).statusCode).toBe(403);
      expect((await deposit(50)).errorCode).toBe('wallet.payment_password_locked');
      const pt = await call(app, 'POST', '/wps/relay/GCS_walletTransfer', {
        token,
        body: { from: 'MAIN', to: 'EVO', amount: 10 },
        headers: { 'idempotency-key': key(), language: 'PT' },
      });
      expect(pt.statusCode).toBe(403);
      expect(pt.json().message).toContain('bloqueados por 15 min');
      expect(await mainBalance(app, id)).toBe(before);
      // 15 minutes later it works again
      await app.db.run(
        'UPDATE payment_password_guard SET locked_until = ? WHERE member_id = ?',
        new Date(Date.now() - 1).toISOString(),
        id,
      );
      expect((await withdraw(20)).statusCode).toBe(200);
    });

    it('a right password resets the count of wrong ones', async () => {
      for (let i = 0; i < 4; i += 1) await withdraw(20, 'wrong-one');
      expect((await withdraw(20)).statusCode).toBe(200);
      expect((await withdraw(20, 'wrong-one')).json().message).toContain('4 tries left');
    });

    it('set on first use, change with the old one, forgot by SMS code to the mobile', async () => {
      await app.db.run('UPDATE member SET payment_password_hash = NULL WHERE id = ?', id);
      expect((await call(app, 'GET', '/wps/wallet/payment-password', { token })).json().value).toMatchObject({
        hasPassword: false,
      });
      expect((await withdraw(20)).json().errorCode).toBe('wallet.payment_password_not_set');
      const set = (body: Record<string, string>) =>
        callEncrypted(
          app,
          '/wps/wallet/payment-password',
          { currentPassword: 'Jogo@2026', ...body },
          { token },
        );
      expect((await set({ newPassword: '123' })).statusCode).toBe(400);
      // the first one asks the login password (test/security/takeover.test.ts)
      expect((await set({ newPassword: '246810', currentPassword: '' })).json().errorCode).toBe(
        'member.proof_required',
      );
      expect((await set({ newPassword: '246810' })).statusCode).toBe(200);
      expect((await set({ newPassword: '135790' })).statusCode).toBe(409);
      const wrongOld = await callEncrypted(
        app,
        '/wps/wallet/payment-password/change',
        { oldPassword: '000000', newPassword: '135790' },
        { token },
      );
      expect(wrongOld.json().errorCode).toBe('wallet.payment_password_wrong');
      expect(
        (
          await callEncrypted(
            app,
            '/wps/wallet/payment-password/change',
            // and the proof code to the contact on file
            {
              oldPassword: '246810',
              newPassword: '135790',
              proofCode: await proofCode(app, token, 'payment-password'),
            },
            { token },
          )
        ).statusCode,
      ).toBe(200);
      // a change holds withdrawals 24 h (tested in test/security/round-two.test.ts); lifted here
      const lift = async () =>
        await app.db.run('UPDATE member SET sensitive_hold_until = NULL WHERE id = ?', id);
      await lift();
      expect((await withdraw(20, '135790')).statusCode).toBe(200);
      // forgot: a code goes to the member's mobile
      const sms = await call(app, 'POST', '/wps/wallet/payment-password/sms', { token, body: {} });
      expect(sms.statusCode).toBe(200);
      const out = (await app.inject({ method: 'GET', url: '/__dev/outbox?channel=sms&limit=1' })).json().value
        .list[0];
      const mobile = (
        (await app.db.get('SELECT mobile_num AS m FROM member WHERE id = ?', id)) as { m: string }
      ).m;
      expect(out.recipient).toBe(`+55${mobile}`);
      expect(
        (
          await callEncrypted(
            app,
            '/wps/wallet/payment-password/reset',
            { verificationCode: '000000', newPassword: '999888', currentPassword: 'Jogo@2026' },
            { token },
          )
        ).json().errorCode,
      ).toBe('wallet.verification_code_invalid');
      expect(
        (
          await callEncrypted(
            app,
            '/wps/wallet/payment-password/reset',
            { verificationCode: out.code, newPassword: '999888', currentPassword: 'Jogo@2026' },
            { token },
          )
        ).statusCode,
      ).toBe(200);
      await lift();
      expect((await withdraw(20, '999888')).statusCode).toBe(200);
    });
  });

  describe('destinations', () => {
    const add = async (body: Record<string, unknown>) =>
      callEncrypted(
        app,
        '/wps/wallet/bankcards',
        {
          paymentPassword: DEMO_PAYMENT_PASSWORD,
          accountName: 'Jogador da Silva',
          // The owner's proof code to the contact on file
          proofCode: await proofCode(app, token, 'destination'),
          ...body,
        },
        { token },
      );

    it('checks CPF digits, phone, e-mail and random keys, masks them, and keeps at most 5', async () => {
      expect(cpfValid('529.982.247-25')).toBe(true);
      expect(cpfValid('529.982.247-24')).toBe(false);
      expect(cpfValid('111.111.111-11')).toBe(false);
      expect(
        (await add({ cardType: 'PIX', keyType: 'CPF', accountNumber: '529.982.247-24' })).json().errorCode,
      ).toBe('wallet.pix_key_invalid');
      const cpf = (await add({ cardType: 'PIX', keyType: 'CPF', accountNumber: '529.982.247-25' })).json()
        .value;
      expect(cpf.accountNumberMasked).toBe('***.982.247-**');
      const phone = (
        await add({ cardType: 'PIX', keyType: 'PHONE', accountNumber: '(11) 98765-4321' })
      ).json().value;
      expect(phone.accountNumberMasked).toBe('+55 (11) *****-4321');
      expect((await add({ cardType: 'PIX', keyType: 'PHONE', accountNumber: '1234' })).json().errorCode).toBe(
        'wallet.pix_key_invalid',
      );
      const evp = (
        await add({ cardType: 'PIX', keyType: 'EVP', accountNumber: '123e4567-e89b-42d3-a456-426614174000' })
      ).json().value;
      expect(evp.accountNumberMasked.endsWith('4000')).toBe(true);
      // the seeded bank account + 3 keys = 4; one more is allowed, then the 6th is refused
      expect((await add({ cardType: 'BANK', bankName: 'Itaú', accountNumber: '12345-6' })).statusCode).toBe(
        200,
      );
      const sixth = await add({ cardType: 'PIX', keyType: 'EMAIL', accountNumber: 'x@y.com' });
      expect(sixth.json().errorCode).toBe('wallet.bank_card_max');
    });

    it('the holder name must match the payee name (the first destination sets it)', async () => {
      // a member whose destinations have not named the payee yet (the seed's have)
      await app.db.run('UPDATE member SET payee_name = NULL WHERE id = ?', id);
      expect(
        (
          await add({
            cardType: 'PIX',
            keyType: 'EMAIL',
            accountNumber: 'a@b.com',
            accountName: 'José da Silva',
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await add({
            cardType: 'PIX',
            keyType: 'EMAIL',
            accountNumber: 'c@d.com',
            accountName: 'JOSE  DA SILVA',
          })
        ).statusCode,
      ).toBe(200);
      const r = await add({
        cardType: 'PIX',
        keyType: 'EMAIL',
        accountNumber: 'e@f.com',
        accountName: 'Maria Souza',
      });
      expect(r.json().errorCode).toBe('wallet.holder_name_mismatch');
      expect(await count(app, 'SELECT COUNT(*) AS n FROM bank_card WHERE member_id = ?', id)).toBe(3);
    });
  });

  describe('transfers', () => {
    it('recall all brings every vendor balance back to main in one move', async () => {
      const before = await mainBalance(app, id);
      for (const to of ['EVO', 'PP'])
        await call(app, 'POST', '/wps/relay/GCS_walletTransfer', {
          token,
          body: { from: 'MAIN', to, amount: 10 },
          headers: { 'idempotency-key': key() },
        });
      expect(await mainBalance(app, id)).toBe(before - 2000);
      const k = key();
      const r = await call(app, 'POST', '/wps/wallet/transfer/recall', {
        token,
        body: {},
        headers: { 'idempotency-key': k },
      });
      expect(r.json().value).toMatchObject({ recalled: 20, count: 2 });
      expect(await mainBalance(app, id)).toBe(before);
      // the same key again is the same answer, no second move; then nothing is left to recall
      expect(
        (
          await call(app, 'POST', '/wps/wallet/transfer/recall', {
            token,
            body: {},
            headers: { 'idempotency-key': k },
          })
        ).json(),
      ).toEqual(r.json());
      expect(
        (
          await call(app, 'POST', '/wps/wallet/transfer/recall', {
            token,
            body: {},
            headers: { 'idempotency-key': key() },
          })
        ).json().errorCode,
      ).toBe('wallet.nothing_to_recall');
    });

    it('transfers to the upline only when AGETRANSFERUP3 is on', async () => {
      const sub = await sessionFor(app, 'sub_player1');
      const subId = await memberId(app, 'sub_player1');
      const upId = await memberId(app, 'sub_agent');
      const body = { amount: 15, paymentPassword: DEMO_PAYMENT_PASSWORD };
      const off = await callEncrypted(app, '/wps/wallet/transfer/upline', body, {
        token: sub,
        headers: { 'idempotency-key': key() },
      });
      expect(off.statusCode).toBe(403);
      await app.inject({ method: 'POST', url: '/__dev/flags', payload: { AGETRANSFERUP3: true } });
      const info = (await call(app, 'GET', '/wps/wallet/transfer/upline', { token: sub })).json().value;
      expect(info).toMatchObject({ enabled: true, upline: { account: 'sub_agent' } });
      const [a, b] = [await mainBalance(app, subId), await mainBalance(app, upId)];
      const r = await callEncrypted(app, '/wps/wallet/transfer/upline', body, {
        token: sub,
        headers: { 'idempotency-key': key() },
      });
      expect(r.statusCode).toBe(200);
      expect([await mainBalance(app, subId), await mainBalance(app, upId)]).toEqual([a - 1500, b + 1500]);
    });
  });

  it('trial accounts are told to register first', async () => {
    const r = await call(app, 'GET', '/wps/wallet/withdraw/settings', { token: await trialSession(app) });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('Register an account first');
  });

  describe('balance stream (server-sent events)', () => {
    const readEvents = (port: number, ticket: string, want: number, onEvent = () => {}) =>
      new Promise<{ status: number; type: string; events: { balance: number }[] }>((resolve, reject) => {
        const events: { balance: number }[] = [];
        const req = http.get(`http://127.0.0.1:${port}/wps/wallet/stream?ticket=${ticket}`, (res) => {
          let buf = '';
          if (res.statusCode !== 200) {
            res.resume();
            resolve({ status: res.statusCode ?? 0, type: '', events });
            return;
          }
          res.on('data', (chunk: Buffer) => {
            buf += chunk.toString();
            let i;
            while ((i = buf.indexOf('\n\n')) >= 0) {
              const block = buf.slice(0, i);
              buf = buf.slice(i + 2);
              const data = block.split('\n').find((l) => l.startsWith('data: '));
              if (block.includes('event: balance') && data) {
                events.push(JSON.parse(data.slice(6)));
                onEvent();
              }
              if (events.length >= want) {
                req.destroy();
                resolve({ status: 200, type: String(res.headers['content-type']), events });
              }
            }
          });
        });
        req.on('error', reject);
      });

    it('pushes the balance on open and after a confirmed deposit; tickets are one-time and need the header', async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as AddressInfo).port;
      expect((await call(app, 'POST', '/wps/wallet/stream/ticket', { body: {} })).statusCode).toBe(401);
      const { ticket } = (await call(app, 'POST', '/wps/wallet/stream/ticket', { token, body: {} })).json()
        .value;
      expect(ticket).not.toContain(token);
      const order = (await deposit(60)).value;
      const before = await mainBalance(app, id);
      // confirm once the stream has sent its first event (waited for, not timed)
      let firstEvent!: () => void;
      const first = new Promise<void>((r) => (firstEvent = r));
      const reading = readEvents(port, ticket, 2, () => firstEvent());
      await first;
      await dev(`/__dev/wallet/deposits/${order.orderNo}/confirm`);
      const got = await reading;
      expect(got.type).toContain('text/event-stream');
      expect(got.events.map((e) => e.balance)).toEqual([before / 100, (before + 6000) / 100]);
      // the ticket was used up
      expect((await readEvents(port, ticket, 1)).status).toBe(401);
    });
  });

  describe('money request bodies (TypeBox schemas)', () => {
    const card = async () =>
      ((await app.db.get('SELECT id FROM bank_card WHERE member_id = ?', id)) as { id: number }).id;
    const vendor = async () =>
      (
        (await app.db.get(
          "SELECT code FROM vendor WHERE game_type NOT IN ('INHOUSE', 'LOTT', 'ELOTT') LIMIT 1",
        )) as {
          code: string;
        }
      ).code;
    const pw = DEMO_PAYMENT_PASSWORD;
    // each body is refused by its schema: a string amount (never coerced), an unknown property, a missing field
    const cases: [
      string,
      string,
      boolean,
      () => Record<string, unknown> | Promise<Record<string, unknown>>,
    ][] = [
      [
        'deposit, amount as text',
        '/wps/wallet/deposit',
        false,
        () => ({ channelId: 'PIX_FAST', amount: '50' }),
      ],
      [
        'deposit, unknown property',
        '/wps/wallet/deposit',
        false,
        () => ({ channelId: 'PIX_FAST', amount: 50, x: 1 }),
      ],
      ['deposit, no channel', '/wps/wallet/deposit', false, () => ({ amount: 50 })],
      [
        'transfer, amount as text',
        '/wps/relay/GCS_walletTransfer',
        false,
        async () => ({ from: 'MAIN', to: await vendor(), amount: '10' }),
      ],
      [
        'transfer, unknown property',
        '/wps/relay/GCS_walletTransfer',
        false,
        async () => ({ from: 'MAIN', to: await vendor(), amount: 10, fee: 0 }),
      ],
      ['recall, unknown property', '/wps/wallet/transfer/recall', false, () => ({ all: true })],
      [
        'upline, amount as text',
        '/wps/wallet/transfer/upline',
        true,
        () => ({ amount: '10', paymentPassword: pw }),
      ],
      ['upline, no payment password', '/wps/wallet/transfer/upline', true, () => ({ amount: 10 })],
      [
        'withdraw, amount as text',
        '/wps/wallet/withdraw',
        true,
        async () => ({ amount: '20', bankCardId: await card(), paymentPassword: pw }),
      ],
      [
        'withdraw, card id as text',
        '/wps/wallet/withdraw',
        true,
        async () => ({ amount: 20, bankCardId: String(await card()), paymentPassword: pw }),
      ],
      [
        'withdraw, unknown property',
        '/wps/wallet/withdraw',
        true,
        async () => ({ amount: 20, bankCardId: await card(), paymentPassword: pw, fee: 0 }),
      ],
    ];
    it.each(cases)('%s: 400 request.invalid, nothing moves', async (_name, url, encrypted, body) => {
      const before = await mainBalance(app, id);
      const rows = await count(app, 'SELECT COUNT(*) AS n FROM ledger');
      const headers = { 'idempotency-key': key() };
      const res = encrypted
        ? await callEncrypted(app, url, await body(), { token, headers })
        : await call(app, 'POST', url, { token, body: await body(), headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
      expect(await mainBalance(app, id)).toBe(before);
      expect(await count(app, 'SELECT COUNT(*) AS n FROM ledger')).toBe(rows);
    });
  });
});
