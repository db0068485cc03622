import { api, ENDPOINTS } from '@jogo/shared/api';

/** `GET /wps/wallet/payment-password`: set or not, lock, masked mobile. */
export const getPaymentPasswordStatus = (signal: AbortSignal) =>
  api().call(ENDPOINTS.paymentPasswordStatus, { signal });
/** `POST /wps/wallet/payment-password` (encrypted): first time, with the login password. */
export const setPaymentPassword = (newPassword: string, currentPassword: string) =>
  api().call(ENDPOINTS.setPaymentPassword, { body: { newPassword, currentPassword } });
/**
 * `POST /wps/wallet/payment-password/change` (encrypted): the old one, and the proof code sent to the contact
 * on file when there is one.
 */
export const changePaymentPassword = (oldPassword: string, newPassword: string, proofCode?: string) =>
  api().call(ENDPOINTS.changePaymentPassword, { body: { oldPassword, newPassword, proofCode } });
/** `POST /wps/wallet/payment-password/sms`: a code to the member's mobile. */
export const sendResetCode = () => api().call(ENDPOINTS.paymentPasswordSms, { body: {} });
/** `POST /wps/wallet/payment-password/reset` (encrypted): with the SMS code and the login password. */
export const resetPaymentPassword = (
  verificationCode: string,
  newPassword: string,
  currentPassword: string,
) => api().call(ENDPOINTS.resetPaymentPassword, { body: { verificationCode, newPassword, currentPassword } });
