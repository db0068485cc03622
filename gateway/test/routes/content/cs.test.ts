import type { FastifyInstance } from 'fastify';
import { build, HEADERS } from '../../helper';
import { get, login } from '../../support/identity';
import { topicOf } from '../../../src/routes/content/cs';

describe('customer-service chat', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => ({ app, close } = await build()));
  afterEach(() => close());
  const conversation = 'c0ffee00-1234-4abc-9def-000000000001';

  it('the seeded entry opens a chat page in the asked language, with its own script and style', async () => {
    const entries = (await get(app, '/wps/system/customerService')).json().value as { path: string }[];
    const path = entries[0]!.path;
    const pt = await app.inject({ method: 'GET', url: path });
    expect(pt.statusCode).toBe(200);
    expect(pt.headers['content-type']).toContain('text/html');
    expect(pt.body).toContain('<html lang="pt-BR">');
    expect(pt.body).toContain('Atendimento ao cliente');
    expect(pt.body).toContain('data-merchant="jogo"');
    const en = await app.inject({ method: 'GET', url: `${path}?lang=EN` });
    expect(en.body).toContain('Customer service');
    for (const file of ['/wps/cs/chat.js', '/wps/cs/chat.css'])
      expect((await app.inject({ method: 'GET', url: file })).statusCode).toBe(200);
  });

  it('starts with a greeting, answers by topic and keeps the conversation', async () => {
    const first = await app.inject({
      method: 'GET',
      url: `/wps/cs/messages?conversation=${conversation}`,
      headers: HEADERS,
    });
    expect(first.json().value.list).toEqual([
      expect.objectContaining({ author: 'agent', body: expect.stringContaining('How can we help') }),
    ]);
    const sent = await app.inject({
      method: 'POST',
      url: '/wps/cs/messages',
      headers: HEADERS,
      payload: { conversation, body: '  My PIX deposit did not arrive ' },
    });
    const list = sent.json().value.list as { author: string; body: string }[];
    expect(list.map((m) => m.author)).toEqual(['agent', 'visitor', 'agent']);
    expect(list[1]!.body).toBe('My PIX deposit did not arrive');
    expect(list[2]!.body).toContain('PIX deposits arrive within minutes');
  });

  it("a member's conversation is read by that member only, and no greeting names anyone", async () => {
    const { token } = await login(app, 'demo_player');
    const as = (t: string | null) => ({ ...HEADERS, ...(t ? { authorization: t } : {}) });
    const mine = await app.inject({
      method: 'POST',
      url: '/wps/cs/messages',
      headers: as(token),
      payload: { conversation, body: 'My withdrawal to PIX key 123 is late' },
    });
    expect(mine.json().value.list.map((m: { body: string }) => m.body)).toContain(
      'My withdrawal to PIX key 123 is late',
    );
    const nickname = (
      (await app.db.get("SELECT nickname FROM member WHERE username = 'demo_player'")) as {
        nickname: string;
      }
    ).nickname;
    // the same id without the session (a guest), or with another member's: a conversation of their own
    const { token: other } = await login(app, 'demo_agent');
    for (const t of [null, other]) {
      const read = await app.inject({
        method: 'GET',
        url: `/wps/cs/messages?conversation=${conversation}`,
        headers: as(t),
      });
      const text = JSON.stringify(read.json().value.list);
      expect(read.json().value.list).toEqual([
        expect.objectContaining({ body: 'Hello! This is Jogo customer service. How can we help?' }),
      ]);
      expect(text).not.toContain('PIX key 123');
      expect(text).not.toContain(nickname);
      expect(text).not.toContain('demo_player');
    }
    // the owner still reads it
    const again = await app.inject({
      method: 'GET',
      url: `/wps/cs/messages?conversation=${conversation}`,
      headers: as(token),
    });
    expect(again.json().value.list).toHaveLength(2);
  });

  it('refuses empty text and short (guessable) conversation ids', async () => {
    const short = await app.inject({
      method: 'GET',
      url: '/wps/cs/messages?conversation=abcdefgh-12345678',
      headers: HEADERS,
    });
    expect(short.statusCode).toBe(400);
    const empty = await app.inject({
      method: 'POST',
      url: '/wps/cs/messages',
      headers: HEADERS,
      payload: { conversation, body: '   ' },
    });
    expect(empty.json()).toMatchObject({ errorCode: 'cs.message_empty', message: 'Write a message' });
    const bad = await app.inject({
      method: 'GET',
      url: '/wps/cs/messages?conversation=x',
      headers: HEADERS,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('knows the topics in both languages', () => {
    expect(topicOf('Quero sacar meu prêmio')).toBe('withdraw');
    expect(topicOf('Fiz um depósito')).toBe('deposit');
    expect(topicOf('esqueci a senha')).toBe('password');
    expect(topicOf('bônus de boas-vindas')).toBe('bonus');
    expect(topicOf('olá')).toBe('default');
  });
});
