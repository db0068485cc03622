import {
  api,
  ENDPOINTS,
  type ForgotPasswordEmailRequest,
  type ResetPasswordRequest,
  type SmsNoLoginRequest,
} from '@jogo/shared/api';

/** POST /wps/member/password/email (form-encoded). */
export const forgotByEmail = (body: ForgotPasswordEmailRequest) =>
  api().call(ENDPOINTS.forgotPasswordEmail, { body });

/** POST /wps/verification/sms/noLogin: the reset code for a member's number. */
export const sendResetCode = (body: SmsNoLoginRequest) => api().call(ENDPOINTS.smsNoLogin, { body });

/** POST /wps/member/password/verification (encrypted by the client): new password and log in. */
export const resetByPhone = (body: ResetPasswordRequest) =>
  api().call(ENDPOINTS.resetPasswordByCode, { body });
