import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';
import { call, mainBalance, memberId, sessionFor } from '../../support/g2';

/** The demo vendor page speaks the request language's number format; /sports lists no e-sport vendor. */
describe('games', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  // the spec's whole catalogue: what the BR profile licenses of it is tested in catalogue-licence.test.ts
  beforeEach(async () => ({ app, close } = await build({ market: 'OPEN' })));
  afterEach(() => close());

  const demoPage = async (language: 'PT' | 'EN') => {
    const token = await sessionFor(app, 'demo_player');
    const url = (
      await call(app, 'POST', '/wps/game/launchGame', {
        token,
        body: { gameCode: 'PG_RNG_001' },
        headers: { language },
      })
    ).json().value.url as string;
    expect(url).toContain(`lang=${language}`);
    return (await app.inject({ method: 'GET', url })).body.replace(/\u00a0/g, ' ');
  };

  it('shows the demo page balance in the language format (PT R$ 446,89, EN R$446.89)', async () => {
    const balance = (await mainBalance(app, await memberId(app, 'demo_player'))) / 100;
    const [int, dec] = balance.toFixed(2).split('.') as [string, string];
    const grouped = (sep: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
    const pt = await demoPage('PT');
    expect(pt).toContain(`<output id="balance">R$ ${grouped('.')},${dec}</output>`);
    const en = await demoPage('EN');
    expect(en).toContain(`<output id="balance">R$${grouped(',')}.${dec}</output>`);
    // the script formats the answers of each round with the page's locale as well
    expect(pt).toContain('data-locale="pt-BR"');
    const script = (await app.inject({ method: 'GET', url: '/wps/game/demo.js' })).body;
    expect(script).toContain('Intl.NumberFormat(b.dataset.locale');
    expect(script).not.toContain('toFixed');
  });

  it('lists e-sport vendors under ESPORTS only: the SPORTS list leaves them out, cockfight stays', async () => {
    const vendorsOf = async (query: string) =>
      new Set(
        (await call(app, 'GET', `/wps/relay/GCSGAME_gameList?${query}&pageSize=200`))
          .json()
          .value.games.map((g: { vassalage: string }) => g.vassalage),
      );
    const sports = await vendorsOf('gameType=SPORTS');
    expect(sports.has('SABA')).toBe(true);
    expect(sports.has('S128')).toBe(true);
    for (const v of ['IMES', 'TF', 'IA']) expect(sports.has(v)).toBe(false);
    const esports = await vendorsOf('gameType=ESPORTS');
    for (const v of ['IMES', 'TF', 'IA']) expect(esports.has(v)).toBe(true);
  });
});
