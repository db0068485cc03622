import { reportSkew } from './runtime';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the node-only CommonJS singleton table
const { sharedSingletons } = require('../../build/shared-singletons.cjs') as {
  sharedSingletons: (o?: { host?: boolean }) => Record<string, Record<string, unknown>>;
};

describe('version skew (issue 29)', () => {
  afterEach(() => {
    delete process.env.JOGO_SHARED_SKEW;
    jest.restoreAllMocks();
  });

  it('declares every singleton strict, with the range the shell accepts', () => {
    const table = sharedSingletons();
    for (const key of [
      'react',
      'react/',
      'react-dom/',
      '@jogo/shared/bus',
      '@jogo/shared/i18n',
      '@jogo/shared/router',
    ])
      expect(table[key]).toMatchObject({
        singleton: true,
        strictVersion: true,
        requiredVersion: expect.stringMatching(/^\^/),
      });
  });

  it('lets a build offer and ask for other versions on purpose, never the shell', () => {
    process.env.JOGO_SHARED_SKEW = JSON.stringify({
      react: { version: '20.0.0', requiredVersion: '^20.0.0' },
    });
    expect(sharedSingletons()['react']).toMatchObject({ version: '20.0.0', requiredVersion: '^20.0.0' });
    expect(sharedSingletons({ host: true })['react']).not.toHaveProperty('version');
    process.env.JOGO_SHARED_SKEW = JSON.stringify({ lodash: {} });
    expect(() => sharedSingletons()).toThrow(/not a shared singleton/);
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
