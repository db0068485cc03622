import { defineConfig, devices } from '@playwright/test';
import { SITE_URL, GATEWAY_PORT, SITE_PORT } from './fixtures/env';

// https://playwright.dev/docs/test-configuration
// Debian's chromium (Playwright cannot download browsers here); the site is the production build served
// by dev-proxy with the embedded reference gateway on a fresh database.
// Specs named *-open-market.spec.ts switch the site's market profile to OPEN (the spec's behaviour
// without the BR rules) for their run and back to BR after: a setting every page sees.
const ISOLATED = [
  /status-gate\.spec\.ts/,
  /failure-isolation\.spec\.ts/,
  /independent-deploy\.spec\.ts/,
  /-open-market\.spec\.ts/,
];

export default defineConfig({
  testDir: './tests',
  outputDir: `./test-results/${process.env.E2E_RUN ?? 'all'}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['./fixtures/summary-reporter.ts']]
    : [['list'], ['./fixtures/summary-reporter.ts']],
  use: {
    baseURL: SITE_URL,
    // the browser runs in the site's time zone (the demo market's America/Sao_Paulo, the gateway's
    // default site.timeZone), as a Brazilian player's would; tests/member/site-days.spec.ts also runs one in Tokyo
    timezoneId: 'America/Sao_Paulo',
    // what a player who asks for less motion gets (the site honours it: no carousel turn, marquee, shimmer or
    // winners' scroll); it also keeps two browsers on 2 cores from painting animations nobody looks at. A spec
    // about motion itself sets `test.use({ reducedMotion: 'no-preference' })`.
    reducedMotion: 'reduce',
    // recording a trace costs every test snapshots of each step: only a retry (CI) records one, to read the failure
    trace: 'on-first-retry',
    // The site registers a service worker: requests it answers bypass page.route, so specs that mock
    // the network would see its cache. Blocked by default; tests/journeys/pwa.spec.ts allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Specs that change state every page sees (system status, proxy faults, a rebuilt remote) run in the
  // 'isolated' project, alone, after the main suite (scripts/run-e2e.mjs runs it with one worker).
  projects: [
    {
      name: 'main',
      testIgnore: ISOLATED,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'isolated',
      testMatch: ISOLATED,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  // the gateway's log of the run holds no password, token, CPF, PIX key or phone number (fixtures/log-scan.ts)
  globalTeardown: './fixtures/log-teardown.ts',
  webServer: {
    command: 'node scripts/start-site.mjs',
    url: `${SITE_URL}/__proxy/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(SITE_PORT), EMBEDDED_GATEWAY_PORT: String(GATEWAY_PORT) },
  },
});
