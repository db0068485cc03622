export { parseAmount, parseWhole, amountInputText } from './parse-amount';
export type {
  AmountParse,
  WholeParse,
  AmountFailure,
  AmountFailureReason,
  AmountLanguage,
} from './parse-amount';
