import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';
import { call, callEncrypted, memberId, sessionFor } from '../../support/g2';
import { signWebhook, webhookSecret } from '../../../src/domain/money/deposits';
import { cpfFrom } from '../../../src/db/seed/protection';

/**
 * What the gateway writes for a member to read (an inbox notice, a code or notice to the contact on file) is in
 * the reader's language: the inbox in the language the member reads it in, whatever the language of the call
 * that caused it; the contact on file in the member's language, whoever asked.
 */
jest.setTimeout(60_000);

describe('server-written messages in the reader’s language', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let id: number;
  let token: string;
  beforeEach(async () => {
    ({ app, close } = await build());
    id = await memberId(app, 'demo_player');
    token = await sessionFor(app, 'demo_player');
  });
  afterEach(async () => await close());

  const inbox = async (language: 'PT' | 'EN') =>
    (
      await call(app, 'GET', '/wps/relay/CSP_messageList?pageNo=1&pageSize=5', {
        token,
        headers: { language },
      })
    ).json().value.content as { title: string; content: string }[];
  const setLanguage = (language: 'PT' | 'EN') =>
    call(app, 'PUT', '/wps/member/language', { token, body: { language } });
  const phone = async () => {
    const m = (await app.db.get(
      'SELECT mobile_num AS num, country_dialing_code AS dial FROM member WHERE id = ?',
      id,
    )) as { num: string; dial: string };
    return `+${m.dial}${m.num}`;
  };
  const lastSms = async () =>
    (
      (await app.db.get(
        'SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1',
        await phone(),
      )) as {
        body: string;
      }
    ).body;

  it('a returned deposit reads in PT or EN as the reader asks, its money in that language’s style', async () => {
    // the member reads the site in English; the payment notice comes from a provider, in no language
    expect((await setLanguage('EN')).statusCode).toBe(200);
    const order = (
      await call(app, 'POST', '/wps/wallet/deposit', {
        token,
        body: { channelId: 'PIX_FAST', amount: 1234.5 },
        headers: { 'idempotency-key': 'inbox-lang-1', language: 'PT' },
      })
    ).json().value as { orderNo: string };
    const secret = (await webhookSecret(app.db, 'development'))!;
    const raw = JSON.stringify({
      orderNo: order.orderNo,
      event: 'PAID',
      amount: 1234.5,
      payerDocument: cpfFrom('987654321'),
    });
    const ts = String(Math.floor(Date.now() / 1000));
    const held = await app.inject({
      method: 'POST',
      url: '/wps/wallet/deposit/webhook',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': ts,
        'x-signature': signWebhook(secret, ts, raw),
      },
      payload: raw,
    });
    expect(held.json().value.status).toBe('EXPIRED');
    const [en] = await inbox('EN');
    expect(en!.title).toBe('Deposit returned');
    expect(en!.content).toContain('The payment of R$1,234.50');
    const [pt] = await inbox('PT');
    expect(pt!.title).toBe('Depósito devolvido');
    expect(pt!.content).toContain('O pagamento de R$ 1.234,50');
  });

  it('a sensitive change caused in PT: the phone reads it in the member’s EN, the inbox in the reader’s', async () => {
    expect((await setLanguage('EN')).statusCode).toBe(200);
    // a call in Portuguese asks for the owner's proof code: the owner's phone gets it in English
    const asked = await call(app, 'POST', '/wps/member/proof/code', {
      token,
      body: { action: 'destination' },
      headers: { language: 'PT' },
    });
    expect(asked.json().value.channel).toBe('sms');
    expect(await lastSms()).toMatch(/^Jogo: your code to add a withdrawal destination is \d{6}\./);
    const code = /\d{6}/.exec(await lastSms())![0];
    const added = await callEncrypted(
      app,
      '/wps/wallet/bankcards',
      {
        cardType: 'PIX',
        keyType: 'CPF',
        accountNumber: ((await app.db.get('SELECT cpf FROM member WHERE id = ?', id)) as { cpf: string }).cpf,
        accountName: 'Jogador da Silva',
        paymentPassword: 'Jogo@2026',
        proofCode: code,
      },
      { token, headers: { language: 'PT' } },
    );
    expect(added.statusCode).toBe(200);
    // the notice to the phone on file, in English, its time as the site writes it (no ISO instant)
    const notice = await lastSms();
    expect(notice).toMatch(/^Jogo: A withdrawal destination was added\./);
    expect(notice).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect((await inbox('EN'))[0]!.title).toBe('A withdrawal destination was added');
    expect((await inbox('PT'))[0]!.title).toBe('Um destino de saque foi adicionado');
    // the member switches to Portuguese: what is sent from now on is in Portuguese
    expect((await setLanguage('PT')).statusCode).toBe(200);
    await call(app, 'POST', '/wps/member/proof/code', {
      token,
      body: { action: 'email' },
      headers: { language: 'EN' },
    });
    expect(await lastSms()).toMatch(/^Jogo: seu código para alterar o e-mail é \d{6}\./);
  });
});
