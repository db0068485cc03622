// ESLint flat config (ESLint 9 no longer reads .eslintrc.cjs; same rules as STYLE.md section 4).
// https://eslint.org/docs/latest/use/configure/configuration-files
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const require = createRequire(import.meta.url);
/** The remote folders, from the one registry of apps (shared/build/registry.cjs), never a copy. */
const { REMOTE_FOLDERS: REMOTES } = require('./shared/build/registry.cjs');

const WHY_RUNTIME = 'remotes are loaded at run time from /remotes.json, never imported (DESIGN.md section 3)';

/**
 * The endpoint declarations and the error list (`@jogo/shared/contract`: TypeBox schemas, PT and EN texts) are what
 * the front end, the gateway, dev-proxy and the contract checks share (STYLE.md 4): the gateway and dev-proxy import
 * them at run time, the front end only their types, so TypeBox and the texts never reach a browser bundle.
 */
const NODE_ONLY_CONTRACT = {
  group: ['@jogo/shared/contract', '**/contract', '**/contract/*'],
  allowTypeImports: true,
  message:
    'the contract (TypeBox schemas, server texts) is node-only: the front end imports only its types (`import type`), the runtime catalogue is @jogo/shared/api ENDPOINTS',
};

/** Restrictions every front-end file has, each with the reason in its message. */
const common = [
  { group: ['mf_*/*', 'mf_*'], message: WHY_RUNTIME },
  {
    group: ['@jogo/shared/*/*'],
    message: 'import the subpath public API (@jogo/shared/api, /bus, /ui ...), not its files',
  },
  {
    group: ['@jogo/shared/build', '@jogo/shared/build/*'],
    message: '@jogo/shared/build is node-only (webpack, jest); never import it from src/',
  },
  NODE_ONLY_CONTRACT,
];
const noTesting = {
  group: ['@jogo/shared/testing'],
  message: '@jogo/shared/testing is for tests only; it must not ship',
};
const noI18next = {
  name: 'i18next',
  message: 'use @jogo/shared/i18n: one i18next instance per page',
};
const noReactI18next = {
  name: 'react-i18next',
  message: 'use @jogo/shared/i18n: one i18next instance per page',
};
const noRouter = {
  name: 'react-router-dom',
  message:
    'use @jogo/shared/router: one router instance per page, tree-shaken once (shared/src/router/index.ts)',
};
const noReactLazy = {
  name: 'react',
  importNames: ['lazy'],
  message:
    'use retryableLazy of @jogo/shared/federation: React keeps a failed lazy load for good, so a retry could never load that code again',
};
const noRouterCore = {
  name: 'react-router',
  message:
    'use @jogo/shared/router: one router instance per page, tree-shaken once (shared/src/router/index.ts)',
};

/**
 * The gateway domain's areas, bottom first, and the areas each may import (gateway/src/domain/README.md says why).
 * Every other area is refused, so the areas keep one direction.
 */
const DOMAIN_AREAS = {
  site: [],
  ledger: [],
  market: ['site'],
  identity: ['site', 'ledger', 'market'],
  content: ['site', 'ledger', 'market', 'identity'],
  play: ['site', 'ledger', 'market', 'identity'],
  money: ['site', 'ledger', 'market', 'identity', 'play'],
  engagement: ['site', 'ledger', 'market', 'identity', 'play', 'money'],
  agent: ['site', 'ledger', 'market', 'identity', 'play'],
};
const DOMAIN_ZONES = Object.entries(DOMAIN_AREAS).flatMap(([area, may]) => {
  const refused = Object.keys(DOMAIN_AREAS).filter((a) => a !== area && !may.includes(a));
  return refused.length === 0
    ? []
    : [
        {
          target: `gateway/src/domain/${area}`,
          from: refused.map((a) => `gateway/src/domain/${a}`),
          message: `the domain area "${area}" imports only ${may.length ? may.join(', ') : 'no other area'} (the direction in gateway/src/domain/README.md)`,
        },
      ];
});

/** The gateway's import rules, plus the `extra` patterns of one of its zones (a later block replaces the rule). */
function gatewayRestrict(extra) {
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            // @jogo/shared/time is the site's calendar both sides share (DESIGN.md section 9);
            // @jogo/shared/validation-core the phone and CPF validity rules both sides share
            group: [
              '@jogo/shared/*',
              '!@jogo/shared/api',
              '!@jogo/shared/time',
              '!@jogo/shared/validation-core',
              '!@jogo/shared/contract',
            ],
            message:
              'the gateway imports nothing from the front end except types of @jogo/shared/api, the contract of @jogo/shared/contract (endpoint declarations, error codes), the calendar of @jogo/shared/time and the phone and CPF rules of @jogo/shared/validation-core (STYLE.md 4.4)',
          },
          {
            group: ['@jogo/shared/api'],
            allowTypeImports: true,
            message: 'only `import type` from @jogo/shared/api',
          },
          {
            group: ['@jogo/shell', '@jogo/mf-*'],
            message: 'the gateway imports nothing from the front end',
          },
          ...extra,
        ],
      },
    ],
  };
}
const GATEWAY_NO_ROUTES = {
  regex: '(^|/)routes(/|$)',
  message: 'the domain layer and the seed import no route (routes call the domain, not the other way)',
};
const GATEWAY_NO_SEED = {
  regex: '(^|/)db/seed(/|$)',
  message: 'run-time code never imports the seed: shared facts live in gateway/src/domain',
};

function restrict(patterns, paths = []) {
  return { '@typescript-eslint/no-restricted-imports': ['error', { patterns, paths }] };
}

const remoteRules = (self) => [
  {
    files: [`${self}/src/**/*.{ts,tsx}`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: restrict(
      [
        ...common,
        noTesting,
        {
          group: [
            ...REMOTES.filter((r) => r !== self).flatMap((r) => [`@jogo/${r}`, `@jogo/${r}/*`, `**/${r}/**`]),
            '@jogo/shell',
            '@jogo/shell/*',
            '**/shell/src/**',
          ],
          message: `a remote imports no other remote and not the shell: talk through the bus or a URL (STYLE.md section 4). ${WHY_RUNTIME}`,
        },
      ],
      [noI18next, noReactI18next, noRouter, noRouterCore, noReactLazy],
    ),
  },
  {
    files: [`${self}/src/**/*.test.{ts,tsx}`],
    rules: restrict(
      [
        ...common,
        {
          group: [
            ...REMOTES.filter((r) => r !== self).flatMap((r) => [`@jogo/${r}`, `**/${r}/**`]),
            '@jogo/shell',
            '**/shell/src/**',
          ],
          message: `a remote imports no other remote and not the shell (STYLE.md section 4)`,
        },
      ],
      [noI18next, noReactI18next, noRouter, noRouterCore],
    ),
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // TypeScript (browser apps and node packages: gateway, dev-proxy, e2e share one set of globals) and plain
    // .js (pages the gateway serves to browsers)
    files: ['**/*.{ts,tsx,js,jsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Node-only JavaScript: configs, build helpers (shared/build), scripts
    // https://eslint.org/docs/latest/use/configure/language-options#specifying-javascript-options
    files: ['**/*.{cjs,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    // require() is how CommonJS imports
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // runs inside Jest's jsdom environment
    files: ['shared/build/jest-setup-dom.cjs'],
    languageOptions: { globals: globals.browser },
  },
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    // No import cycle anywhere (a cycle makes load order decide what a module sees). Type-only imports are not
    // counted: they vanish at run time. The resolver reads every package's tsconfig, so relative paths, the
    // workspace packages and their subpath exports resolve as tsc resolves them.
    files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: ['tsconfig.json', '*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...REMOTES.flatMap(remoteRules),
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: restrict(
      [
        ...common,
        noTesting,
        {
          group: REMOTES.flatMap((r) => [`@jogo/${r}`, `@jogo/${r}/*`, `**/${r}/**`]),
          message: `the shell imports no remote's source: it knows remotes only by the runtime registry. ${WHY_RUNTIME}`,
        },
      ],
      [noI18next, noReactI18next, noRouter, noRouterCore, noReactLazy],
    ),
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'shared/src/testing/**', 'shared/src/contract/**'],
    rules: restrict(
      [
        NODE_ONLY_CONTRACT,
        {
          group: ['@jogo/*', '@jogo/*/*'],
          message: 'shared depends on nothing in the repo and uses relative imports only (STYLE.md 3, 4.1)',
        },
        noTesting,
        { group: ['**/shell/**', '**/mf-*/**'], message: 'shared knows no app (STYLE.md section 3)' },
      ],
      [],
    ),
  },
  {
    files: ['gateway/**/*.ts'],
    rules: gatewayRestrict([]),
  },
  // The gateway's zones (gateway/src/domain/README.md): a route folder imports no other route folder, the
  // domain layer and the seed import no route, and nothing at run time imports the seed's data.
  {
    files: ['gateway/src/routes/*/*.ts'],
    rules: gatewayRestrict([
      {
        regex: '^\\.\\./(?!\\.\\./)',
        message:
          'a route folder imports no other route folder: move what two share to gateway/src/domain (gateway/README.md)',
      },
      GATEWAY_NO_SEED,
    ]),
  },
  {
    files: ['gateway/src/domain/**/*.ts'],
    rules: gatewayRestrict([GATEWAY_NO_ROUTES, GATEWAY_NO_SEED]),
  },
  {
    // The domain areas' direction (DOMAIN_AREAS): paths resolved, so a relative import of any depth is seen.
    files: ['gateway/src/domain/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: path.dirname(fileURLToPath(import.meta.url)),
          zones: [
            ...DOMAIN_ZONES,
            {
              target: 'gateway/src/domain',
              from: 'gateway/src/http',
              message:
                'the domain imports nothing of the HTTP layer: throw DomainError (gateway/src/domain/errors.ts), plugins/app/errors.ts maps it to the envelope',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['gateway/src/db/seed/**/*.ts'],
    rules: gatewayRestrict([GATEWAY_NO_ROUTES]),
  },
  {
    // (the database plugin is the one place that runs the seed, on a first start)
    files: ['gateway/src/{http,i18n,lib,plugins}/**/*.ts', 'gateway/src/app.ts', 'gateway/src/server.ts'],
    ignores: ['gateway/src/plugins/external/db.ts'],
    rules: gatewayRestrict([GATEWAY_NO_SEED]),
  },
  {
    files: ['dev-proxy/**/*.ts'],
    rules: restrict([
      {
        group: [
          '@jogo/*',
          '!@jogo/shared',
          '@jogo/shared/*',
          '!@jogo/shared/build',
          '!@jogo/shared/contract',
        ],
        message:
          'dev-proxy imports nothing from packages but the registry and the contract (error codes, declarations) (STYLE.md 4.5)',
      },
    ]),
  },
  {
    // The contract test and the conformance kit check a gateway against the front-end's own endpoint
    // catalogue, client and codec, so they import @jogo/shared/api at run time (nothing else of the front end)
    files: ['gateway/test/contract/**/*.ts', 'dev-proxy/conformance/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': 'off',
      ...restrict([
        {
          group: [
            '@jogo/*',
            '!@jogo/shared',
            '!@jogo/shared/api',
            '!@jogo/shared/build',
            '!@jogo/shared/contract',
          ],
          message: 'the contract checks use @jogo/shared/api and @jogo/shared/contract only',
        },
      ]),
    },
  },
  {
    // command-line programs report on the console
    files: [
      'e2e/**/*.ts',
      'gateway/bench/**/*.ts',
      'gateway/src/scripts/**/*.ts',
      'gateway/scripts/**/*.ts',
      'scripts/**/*.{cjs,mjs}',
      '*/scripts/**/*.{cjs,mjs}',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // Every day, week and month is a period of the site's time zone (DESIGN.md section 9). The UTC
    // calendar is refused where the product computes days: use siteClock (gateway/src/domain/site/clock.ts) or
    // @jogo/shared/time (dayOf, presetDays, dayRange ...) with the zone of the status info.
    files: [
      'gateway/src/domain/**/*.ts',
      'gateway/src/routes/**/*.ts',
      'mf-member-centre/src/**/*.{ts,tsx}',
      'mf-agent-centre/src/**/*.{ts,tsx}',
      'mf-wallet/src/**/*.{ts,tsx}',
      'mf-promotions/src/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='slice'][callee.object.callee.property.name='toISOString'][arguments.0.value=0][arguments.1.value=10]",
          message:
            "toISOString().slice(0, 10) is a UTC day: use the site's clock (siteClock(db, merchant).today() in the gateway, dayOf(t, timeZone) from @jogo/shared/time in the front end)",
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          property: 'setUTCHours',
          message:
            "setUTCHours cuts UTC days: use the site's clock (siteClock / @jogo/shared/time dayStart, periodStart)",
        },
        {
          object: 'Date',
          property: 'UTC',
          message:
            "Date.UTC builds UTC days: use the site's clock (siteClock / @jogo/shared/time dayStart, addDay)",
        },
      ],
    },
  },
);
