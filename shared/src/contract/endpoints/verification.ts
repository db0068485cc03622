import { declareEndpoint } from '../endpoint';
import {
  CaptchaResponse,
  SliderChallenge,
  SmsCodeResponse,
  SmsNoLoginRequest,
  SmsRegisterRequest,
} from '../types/verification';

const MOBILE_ERRORS = [
  'humancheck.failed',
  'verification.country_unsupported',
  'verification.mobile_invalid',
] as const;

/** Captcha, slider challenge and SMS codes without a session (spec section 7). No call reads the token. */
export const VERIFICATION = {
  captcha: declareEndpoint({
    method: 'GET',
    path: '/wps/captcha',
    moduleId: 'CAPTCHA3',
    moduleFlag: 'CAPTCHA3',
    auth: 'none',
    summary: 'A 4-digit captcha as a base64 PNG; the newest one of the client is the one checked',
    rules: 'a base64 PNG of 4 digits; the newest captcha of a client address is the one checked, once',
    answer: CaptchaResponse,
  }),
  sliderChallenge: declareEndpoint({
    method: 'GET',
    path: '/wps/captcha/slider',
    moduleId: 'CAPTCHA3',
    auth: 'none',
    summary: 'A slider challenge (not behind CAPTCHA3: username logins always need it)',
    answer: SliderChallenge,
  }),
  smsNoLogin: declareEndpoint({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    moduleId: 'VERIFICATION3',
    moduleFlag: 'VERIFICATION3',
    auth: 'none',
    summary: "A code for SMS login and the reset by phone, sent to members' numbers only",
    rules: "the number must be a member's",
    body: SmsNoLoginRequest,
    answer: SmsCodeResponse,
    errors: MOBILE_ERRORS,
  }),
  smsRegister: declareEndpoint({
    method: 'POST',
    path: '/wps/verification/sms/register',
    moduleId: 'REGMOBVERF3',
    moduleFlag: 'REGMOBVERF3',
    auth: 'none',
    summary: 'A code for mobile registration, sent to free numbers only',
    rules: 'the number must be free',
    body: SmsRegisterRequest,
    answer: SmsCodeResponse,
    errors: MOBILE_ERRORS,
  }),
};
