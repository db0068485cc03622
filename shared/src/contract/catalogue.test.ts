import fs from 'node:fs';
import path from 'node:path';
import { catalogueJson, endpointRows, withEndpointRows } from './catalogue';
import { DECLARATIONS } from './endpoints';
import { MARKET_OMISSIONS, MARKET_REFUSALS, type AnyDeclaration } from './endpoint';
import { ENDPOINTS } from '../api/endpoints';

describe("the browser's catalogue of the declared endpoints", () => {
  it('is the declarations without their schemas (run `npm run contract -w @jogo/shared` when this fails)', () => {
    const file = path.join(__dirname, '..', 'api', 'endpoints', 'declared.json');
    expect(fs.readFileSync(file, 'utf8')).toBe(catalogueJson());
  });

  it('holds every declaration once, beside the entries not declared yet', () => {
    const names = Object.keys(DECLARATIONS);
    for (const n of names) expect(ENDPOINTS).toHaveProperty(n);
    const routes = Object.values(ENDPOINTS).map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("is docs/gateway/endpoints.md's endpoint table (run `npm run contract -w @jogo/shared` when this fails)", () => {
    const readme = fs.readFileSync(
      path.join(__dirname, '..', '..', '..', 'docs', 'gateway', 'endpoints.md'),
      'utf8',
    );
    expect(withEndpointRows(readme)).toBe(readme);
    expect(
      endpointRows()
        .split('\n')
        .filter((l) => l.startsWith('| ')).length,
    ).toBe(Object.keys(DECLARATIONS).length + 1);
  });

  it("names the market policy's rules where they apply: each rule on some call, each market refusal on its rule", () => {
    const all = Object.entries(DECLARATIONS as Record<string, AnyDeclaration>);
    const refused = new Set(all.flatMap(([, d]) => d.market?.refuse ?? []));
    const omitted = new Set(all.flatMap(([, d]) => (d.market?.omit ? [d.market.omit] : [])));
    expect([...MARKET_REFUSALS].filter((r) => !refused.has(r))).toEqual([]);
    expect([...MARKET_OMISSIONS].filter((o) => !omitted.has(o))).toEqual([]);
    // a call that declares a market refusal's code is one the policy judges (the gateway has no path list)
    const marketCodes = /^(market\.(bonus|reward|channel|transfer)_unavailable|wallet\.cpf_required)$/;
    const unjudged = all
      .filter(([, d]) => (d.errors ?? []).some((c) => marketCodes.test(c)) && !d.market?.refuse?.length)
      .map(([name]) => name);
    expect(unjudged).toEqual([]);
  });

  it('marks every bet and money movement guarded: a session that owes its password is refused them', () => {
    const moves = Object.entries(DECLARATIONS as Record<string, AnyDeclaration>).filter(([, d]) =>
      (d.errors ?? []).some((c) =>
        /^(wallet\.(idempotency_key_required|insufficient_balance)|market\.bonus_unavailable|points\.insufficient)$/.test(
          c,
        ),
      ),
    );
    // (`market.reward_unavailable` alone is no mark: applying for a cash promotion is refused too, and moves nothing)
    expect(moves.length).toBeGreaterThan(10);
    for (const [name, d] of moves) expect({ name, guarded: d.guarded }).toEqual({ name, guarded: true });
    expect(DECLARATIONS.launchGame.guarded).toBe(true);
  });
});
