import { reportSkew } from './runtime';

type Facts = {
  singletons: Record<string, { version: string; range: string }>;
  shared: { version: string; package: string; surface: string; carried: Record<string, string> };
  ranges: Record<string, string>;
};
/* eslint-disable @typescript-eslint/no-require-imports -- the node-only CommonJS build helpers */
const { sharedSingletons } = require('../../build/shared-singletons.cjs') as {
  sharedSingletons: (o: { host?: boolean; facts: Facts }) => Record<string, Record<string, unknown>>;
};
const { problems } = require('../../build/skew.cjs') as {
  problems: (shell: Facts, remote: Facts) => string[];
};
/* eslint-enable @typescript-eslint/no-require-imports */

const facts = (over: { react?: string; range?: string; shared?: string; router?: string } = {}): Facts => ({
  singletons: {
    react: { version: over.react ?? '19.2.3', range: over.range ?? '^19.2.0' },
    'react-dom': { version: '19.2.3', range: '^19.2.0' },
  },
  shared: {
    version: over.shared ?? '0.1.0-s0123456789',
    package: '0.1.0',
    surface: '0123456789',
    carried: { 'react-router-dom': over.router ?? '7.9.4', rxjs: '7.8.2' },
  },
  ranges: { 'react-router-dom': '^7.9.0' },
});

describe('version skew', () => {
  afterEach(() => jest.restoreAllMocks());

  it("declares every singleton strict, with the app's own range and resolved version, and @jogo/shared exact", () => {
    const table = sharedSingletons({ facts: facts({ range: '^20.0.0', react: '20.0.1' }) });
    expect(table['react']).toMatchObject({
      singleton: true,
      strictVersion: true,
      requiredVersion: '^20.0.0',
    });
    expect(table['react']).toMatchObject({ version: '20.0.1' });
    for (const key of ['@jogo/shared/bus', '@jogo/shared/i18n', '@jogo/shared/router'])
      expect(table[key]).toMatchObject({
        singleton: true,
        strictVersion: true,
        requiredVersion: '0.1.0-s0123456789',
        version: '0.1.0-s0123456789',
      });
  });

  it('says what a shell cannot serve, naming the package and both versions', () => {
    expect(problems(facts(), facts())).toEqual([]);
    expect(problems(facts(), facts({ react: '19.9.0' }))).toEqual([]);
    expect(problems(facts(), facts({ react: '20.0.0', range: '^20.0.0' }))).toEqual([
      'react: the release needs ^20.0.0 (built with 20.0.0), the shell runs 19.2.3',
    ]);
    expect(problems(facts(), facts({ shared: '0.1.0-sfedcba9876' }))).toEqual([
      '@jogo/shared: the release was built against 0.1.0-sfedcba9876 (its public surface differs: a new or changed export), the shell runs 0.1.0-s0123456789',
    ]);
    expect(problems(facts(), facts({ shared: '0.1.0-s1111111111', router: '7.10.0' }))[0]).toMatch(
      /carrying react-router-dom 7\.10\.0 \(shell: 7\.9\.4\)/,
    );
  });

  it('names the package, the version the page runs and the range the remote wants', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const err = new Error(
      '[ Federation Runtime ]: Version 19.2.0 from shell of shared singleton module react does not satisfy the requirement of mf_promotions which needs ^20.0.0)',
    );
    const message = reportSkew('mf_promotions', err);
    expect(message).toMatch(
      /mf_promotions was not loaded: it needs react \^20\.0\.0, the page runs react 19\.2\.0/,
    );
    expect(log).toHaveBeenCalledWith(message);
    expect(reportSkew('mf_promotions', new Error('Failed to fetch'))).toBeNull();
  });
});
