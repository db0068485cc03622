import { endpoint } from '../endpoint';
import type { PasswordStatusResponse } from '../contract/member';

/** Calls of the member domain (spec section 7). Types: contract/member. */
export const MEMBER_ENDPOINTS = {
  /** → MemberInfo (spec 7 "loginInfo") */
  memberInfo: endpoint({ method: 'GET', path: '/wps/member/info', moduleId: 'COMM3', auth: true }),
  /** → MemberIcon */
  memberIcon: endpoint({ method: 'GET', path: '/wps/member/info/icon', moduleId: 'COMM3', auth: true }),
  /** no body → FirstLoginResponse (spec 7 "firstLogin") */
  firstLogin: endpoint({ method: 'POST', path: '/wps/member/firstLogin', moduleId: 'COMM3', auth: true }),
  /** UpdateLanguageRequest → UpdateLanguageResponse (spec 7 "getUpdateLanguage") */
  updateLanguage: endpoint({ method: 'PUT', path: '/wps/member/language', moduleId: 'COMM3', auth: true }),
  /** RegisterRequest → LoginResponse */
  register: endpoint({
    method: 'PUT',
    path: '/wps/member/register',
    moduleId: 'REG3',
    auth: false,
    encrypted: true,
  }),
  /** RegisterRequest (mobileNum, verificationCode) → LoginResponse */
  registerMobile: endpoint({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    moduleId: 'MOBILENUMREG3',
    auth: false,
    encrypted: true,
  }),
  /** query AffiliateCheckQuery → AffiliateCheckResponse; an invalid code fails with `register.invitation_invalid` */
  checkAffiliate: endpoint({ method: 'GET', path: '/wps/agent/affiliate', moduleId: 'REG3', auth: false }),
  /** ChangePasswordRequest → ChangePasswordResponse */
  changePassword: endpoint({
    method: 'POST',
    path: '/wps/member/password',
    moduleId: 'PASS3',
    auth: true,
    encrypted: true,
  }),
  /** → PasswordStatusResponse: whether this session must change its password first */
  passwordStatus: endpoint<void, PasswordStatusResponse>({
    method: 'GET',
    path: '/wps/member/password/status',
    moduleId: 'PASS3',
    auth: true,
  }),
  /** ForgotPasswordEmailRequest (form) → ForgotPasswordEmailResponse */
  forgotPasswordEmail: endpoint({
    method: 'POST',
    path: '/wps/member/password/email',
    moduleId: 'PASS3',
    auth: false,
    body: 'form',
  }),
  /** ResetPasswordRequest → LoginResponse */
  resetPasswordByCode: endpoint({
    method: 'POST',
    path: '/wps/member/password/verification',
    moduleId: 'CHNGPASSVERIF3',
    auth: false,
    encrypted: true,
  }),
  /** FeedbackRequest (JSON) or FormData (`content`, files) → FeedbackResponse */
  submitFeedback: endpoint({ method: 'PUT', path: '/wps/feedback', moduleId: 'FEEDBACK3', auth: true }),
};
