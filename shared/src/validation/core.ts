/**
 * `@jogo/shared/validation-core`: the validity rules the gateway shares with the front-end, without
 * React or i18n: phone numbers by the numbering plan (`checkMobile`, given a libphonenumber-js) and CPF
 * (`cpfValid`, placeholders refused). The front-end imports the same functions from `@jogo/shared/validation`.
 */
export { PHONE_INVALID, checkMobile } from './phone';
export type { PhoneLib, MobileNumber } from './phone';
export { CPF_INVALID, CPF_PLACEHOLDERS, cpfDigits, cpfValid } from './cpf';
