/** JSON-schema parts the routes share: paging, dates, amounts, short texts, the client parameters. */

export const PAGE_NO = { type: 'integer', minimum: 1, maximum: 100000, default: 1 } as const;
export const pageSize = (dflt: number, max = 100) =>
  ({ type: 'integer', minimum: 1, maximum: max, default: dflt }) as const;
export const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 } as const;
/** amounts on the wire: positive decimals, checked for 2 decimals by toMinor() (domain/ledger/money) */
export const AMOUNT = { type: 'number', exclusiveMinimum: 0, maximum: 100000000 } as const;
export const SHORT_TEXT = (max = 64) => ({ type: 'string', maxLength: max }) as const;
/** client, platform and language parameters the spec's calls carry; accepted and ignored */
export const CLIENT_QUERY = {
  clientType: { type: 'integer', minimum: 0, maximum: 99 },
  platform: { type: 'string', maxLength: 32 },
  merchant: { type: 'string', maxLength: 32 },
  merchantCode: { type: 'string', maxLength: 32 },
  language: { type: 'string', maxLength: 8 },
  token: { type: 'string', maxLength: 256 },
  device: { type: 'string', maxLength: 32 },
} as const;
