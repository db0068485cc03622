import { endpoint } from '../endpoint';

/** Calls of the verification domain (spec section 7). Types: contract/verification. */
export const VERIFICATION_ENDPOINTS = {
  /** SmsNoLoginRequest → SmsCodeResponse */
  smsNoLogin: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    moduleId: 'VERIFICATION3',
    auth: false,
  }),
  /** SmsRegisterRequest → SmsCodeResponse */
  smsRegister: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/register',
    moduleId: 'REGMOBVERF3',
    auth: false,
  }),
  /** → CaptchaResponse (base64 PNG) */
  captcha: endpoint({ method: 'GET', path: '/wps/captcha', moduleId: 'CAPTCHA3', auth: false }),
  /** → SliderChallenge */
  sliderChallenge: endpoint({
    method: 'GET',
    path: '/wps/captcha/slider',
    moduleId: 'CAPTCHA3',
    auth: false,
  }),
};
