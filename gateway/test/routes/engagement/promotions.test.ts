import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { build, HEADERS } from '../../helper';
import { call, count, mainBalance, memberId, sessionFor, trialSession } from '../../support/g2';
import { gif, multipartBody, png } from '../../support/multipart';
import { checkLedger } from '../../../src/domain/ledger/ledger';

interface PromotionView {
  id: number;
  title: string;
  state: string;
  action: string;
  category: string;
  claimable: boolean;
}

describe('promotions: applications, claims and red envelopes', () => {
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
    expect(await checkLedger(app.db)).toEqual([]);
    await close();
  });

  const list = async (t?: string): Promise<PromotionView[]> =>
    (await call(app, 'GET', '/wps/relay/MCS2_getPromotionList', { token: t })).json().value.list;
  const applyPromo = async () => (await list(token)).find((p) => p.action === 'APPLY' && p.state === 'OPEN')!;
  const apply = (
    promotionId: number,
    remark: string,
    files: { filename: string; type: string; data: Buffer }[],
    t = token,
  ): Promise<LightMyRequestResponse> => {
    const body = multipartBody(
      { promotionId: String(promotionId), remark },
      files.map((f) => ({ name: 'images', ...f })),
    );
    return app.inject({
      method: 'POST',
      url: '/wps/relay/MCS2_applyPromotion',
      headers: { ...HEADERS, authorization: t, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const stored = async () => ({
    apps: await count(app, 'SELECT COUNT(*) AS n FROM promotion_application'),
    images: await count(app, 'SELECT COUNT(*) AS n FROM promotion_application_image'),
  });

  it('shows every state: open to guests, coming soon and closed by time', async () => {
    const guest = await list();
    expect(guest.map((p) => p.state)).toEqual(expect.arrayContaining(['OPEN', 'COMING_SOON', 'CLOSED']));
    expect(guest.every((p) => !p.claimable)).toBe(true);
    const mine = await list(token);
    expect(mine.find((p) => p.action === 'RAFFLE')!.claimable).toBe(true);
  });

  it('stores an application with its PNG image, then the operator approves it and the bonus pays once under 20 parallel claims', async () => {
    const p = await applyPromo();
    const r = await apply(p.id, 'My first deposit receipt', [
      { filename: 'receipt.png', type: 'image/png', data: png() },
    ]);
    expect(r.statusCode).toBe(200);
    expect(r.json().value).toMatchObject({ imageCount: 1, promotion: { state: 'APPLYING' } });
    expect(await stored()).toEqual({ apps: 1, images: 1 });
    // applying twice is refused
    expect((await apply(p.id, 'again', [])).json().errorCode).toBe('promotion.already_applied');
    // not approved yet: no claim
    expect(
      (
        await call(app, 'POST', '/wps/relay/MCS2_claimPromotion', { token, body: { promotionId: p.id } })
      ).json().errorCode,
    ).toBe('promotion.not_joined');

    const appId = r.json().value.applicationId;
    const dev = await call(app, 'POST', `/__dev/promotions/applications/${appId}`, {
      body: { status: 'JOINED' },
    });
    expect(dev.statusCode).toBe(200);
    expect((await list(token)).find((x) => x.id === p.id)).toMatchObject({
      state: 'JOINED',
      claimable: true,
    });

    const before = await mainBalance(app, id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(app, 'POST', '/wps/relay/MCS2_claimPromotion', { token, body: { promotionId: p.id } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await mainBalance(app, id)).toBe(before + 2_000);
    expect((await list(token)).find((x) => x.id === p.id)!.state).toBe('CLAIMED');
  });

  it.each([
    [
      'a 141-character remark',
      'x'.repeat(141),
      [{ filename: 'a.png', type: 'image/png', data: png() }],
      'promotion.remark_too_long',
    ],
    [
      'a fourth image',
      'ok',
      Array.from({ length: 4 }, (_, i) => ({ filename: `${i}.png`, type: 'image/png', data: png() })),
      'promotion.too_many_images',
    ],
    [
      'a 6 MB file',
      'ok',
      [{ filename: 'big.png', type: 'image/png', data: png(6 * 1024 * 1024) }],
      'promotion.image_too_large',
    ],
    [
      'a GIF renamed .png',
      'ok',
      [{ filename: 'cat.png', type: 'image/png', data: gif() }],
      'promotion.image_type',
    ],
  ])('refuses %s with a clear message and stores nothing', async (_name, remark, files, code) => {
    const p = await applyPromo();
    const r = await apply(p.id, remark, files);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, errorCode: code });
    expect(r.json().message).toMatch(/140|3 images|5 MB|PNG or JPG/);
    expect(await stored()).toEqual({ apps: 0, images: 0 });
  });

  it('accepts exactly 140 characters and 3 images (JPEG by content)', async () => {
    const p = await applyPromo();
    const jpg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]);
    const r = await apply(p.id, 'é'.repeat(140), [
      { filename: 'a.jpg', type: 'image/jpeg', data: jpg },
      { filename: 'b.png', type: 'image/png', data: png() },
      { filename: 'c.png', type: 'image/png', data: png(5 * 1024 * 1024) },
    ]);
    expect(r.statusCode).toBe(200);
    expect(await stored()).toEqual({ apps: 1, images: 3 });
  });

  it('tells a trial account to register first on every claim and application', async () => {
    const trial = await trialSession(app);
    const p = await applyPromo();
    const raffle = (await list(token)).find((x) => x.action === 'RAFFLE')!;
    const answers = [
      await apply(p.id, 'hi', [], trial),
      await call(app, 'POST', '/wps/relay/MCS2_claimPromotion', {
        token: trial,
        body: { promotionId: p.id },
      }),
      await call(app, 'POST', '/wps/relay/MCS2_claimRafflePromotion', {
        token: trial,
        body: { promotionId: raffle.id },
      }),
      await call(app, 'POST', '/wps/relay/MCSFE_claimMission', { token: trial, body: { missionId: 1 } }),
      await call(app, 'POST', '/wps/relay/MCS2_claimRewardTask', { token: trial, body: { task: 'SIGN_IN' } }),
      await call(app, 'POST', '/wps/relay/MCS2_claimRebate', { token: trial }),
    ];
    for (const a of answers) {
      expect(a.statusCode).toBe(403);
      expect(a.json().message).toBe('Register an account first');
    }
    expect(await stored()).toEqual({ apps: 0, images: 0 });
  });

  it('opens a red envelope once a day even under 20 parallel claims', async () => {
    const raffle = (await list(token)).find((x) => x.action === 'RAFFLE')!;
    const before = await mainBalance(app, id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(app, 'POST', '/wps/relay/MCS2_claimRafflePromotion', {
          token,
          body: { promotionId: raffle.id },
        }),
      ),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.json().errorCode === 'reward.already_claimed')).toHaveLength(19);
    expect(await mainBalance(app, id)).toBe(before + Math.round(won[0]!.json().value.prize * 100));
    expect((await list(token)).find((x) => x.id === raffle.id)!.state).toBe('CLAIMED');
  });

  it('the operator control reviews only applications waiting for review', async () => {
    const p = await applyPromo();
    const appId = (
      await apply(p.id, 'hi', [{ filename: 'receipt.png', type: 'image/png', data: png() }])
    ).json().value.applicationId;
    const listed = (await call(app, 'GET', '/__dev/promotions/applications?username=demo_player')).json()
      .value.list;
    expect(listed[0]).toMatchObject({ id: appId, status: 'APPLYING', imageCount: 1 });
    expect(
      (await call(app, 'POST', `/__dev/promotions/applications/${appId}`, { body: { status: 'REJECTED' } }))
        .statusCode,
    ).toBe(200);
    expect((await list(token)).find((x) => x.id === p.id)!.state).toBe('REJECTED');
    expect(
      (await call(app, 'POST', `/__dev/promotions/applications/${appId}`, { body: { status: 'JOINED' } }))
        .statusCode,
    ).toBe(400);
    // a rejected application may be followed by a new one
    expect(
      (await apply(p.id, 'second try', [{ filename: 'receipt.png', type: 'image/png', data: png() }]))
        .statusCode,
    ).toBe(200);
  });

  it('a promotion whose rules ask for the deposit proof refuses an application without one', async () => {
    // the seed's welcome bonus ("send the receipt of your first deposit"), open whatever today's date, in a
    // market that allows deposit bonuses (Brazil's profile has none)
    await app.db.run(
      "INSERT INTO site_setting (merchant_code, key, value) VALUES ('jogo', 'market.profile', 'OPEN') ON CONFLICT (merchant_code, key) DO UPDATE SET value = excluded.value",
    );
    await app.db.run(
      "UPDATE promotion SET start_time = '2000-01-01T00:00:00.000Z', end_time = '2999-01-01T00:00:00.000Z' WHERE title_en = 'Welcome bonus'",
    );
    const p = ((await app.db.get(
      "SELECT id FROM promotion WHERE merchant_code = 'jogo' AND title_en = 'Welcome bonus'",
    )) as {
      id: number;
    })!;
    expect((await list(token)).find((x) => x.id === p.id)).toMatchObject({ proofRequired: true });
    const form = multipartBody({ promotionId: String(p.id), remark: '' }, []);
    const none = await app.inject({
      method: 'POST',
      url: '/wps/relay/MCS2_applyPromotion',
      headers: { ...HEADERS, language: 'PT', authorization: token, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      errorCode: 'promotion.proof_required',
      message: 'Esta promoção pede o comprovante do depósito: anexe ao menos uma imagem',
    });
    expect((await apply(p.id, 'only a remark', [])).json().errorCode).toBe('promotion.proof_required');
    expect(await stored()).toEqual({ apps: 0, images: 0 });
    expect(
      (await apply(p.id, '', [{ filename: 'receipt.png', type: 'image/png', data: png() }])).statusCode,
    ).toBe(200);
    // a promotion that asks for no proof takes an application without images
    await app.db.run('UPDATE promotion SET proof_required = 0 WHERE id = ?', p.id);
    await app.db.run("UPDATE promotion_application SET status = 'REJECTED'"); // a rejected one may be followed
    expect((await apply(p.id, 'no proof needed', [])).statusCode).toBe(200);
  });
});
