/** Where jest's global setup (global-setup.ts) leaves the seeded SQLite template for every worker (test/helper.ts). */
export const SQLITE_TEMPLATE_ENV = 'JOGO_TEST_SQLITE_TEMPLATE';
