import { api, ENDPOINTS } from '@jogo/shared/api';

/** `GET /wps/wallet/payment-password`: set or not, lock, masked mobile. */
export const getPaymentPasswordStatus = (signal: AbortSignal) =>
  api().call(ENDPOINTS.paymentPasswordStatus, { signal });
/** `POST /wps/wallet/payment-password` (encrypted): first time. */
export const setPaymentPassword = (newPassword: string) =>
  api().call(ENDPOINTS.setPaymentPassword, { body: { newPassword } });
/** `POST /wps/wallet/payment-password/change` (encrypted): the old one is required. */
export const changePaymentPassword = (oldPassword: string, newPassword: string) =>
  api().call(ENDPOINTS.changePaymentPassword, { body: { oldPassword, newPassword } });
/** `POST /wps/wallet/payment-password/sms`: a code to the member's mobile. */
export const sendResetCode = () => api().call(ENDPOINTS.paymentPasswordSms, { body: {} });
/** `POST /wps/wallet/payment-password/reset` (encrypted): with the SMS code. */
export const resetPaymentPassword = (verificationCode: string, newPassword: string) =>
  api().call(ENDPOINTS.resetPaymentPassword, { body: { verificationCode, newPassword } });
