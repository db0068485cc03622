/** The schema parts routes share live with the endpoint declarations (`@jogo/shared/contract`, schema.ts). */
export {
  PAGE_NO,
  pageSize,
  DATE,
  AMOUNT,
  SHORT_TEXT,
  CLIENT_QUERY,
  PAGING,
  oneOf,
  orNoBody,
  type WithDefaults,
  type StaticWithDefaults,
} from '@jogo/shared/contract';
