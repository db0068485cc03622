import { registerMessages } from '../../i18n/messages';

/** Messages of the verification domain (captcha, slider, SMS and e-mail codes). */
registerMessages({
  'humancheck.failed': {
    PT: 'Por favor, conclua primeiro a verificação',
    EN: 'Please complete verification first',
  },
  'captcha.required': { PT: 'Introduza o código de verificação da imagem', EN: 'Please enter the captcha' },
  'captcha.invalid': { PT: 'Código da imagem incorreto', EN: 'Incorrect captcha' },
  'verification.mobile_invalid': {
    PT: 'Introduza um número de telemóvel válido',
    EN: 'Please enter a valid mobile number',
  },
  'verification.country_unsupported': {
    PT: 'Indicativo de país não suportado',
    EN: 'Unsupported country dialing code',
  },
  'verification.mobile_unknown': {
    PT: 'Este número de telemóvel não está registado',
    EN: 'This mobile number is not registered',
  },
  'verification.code_invalid': {
    PT: 'Código de verificação inválido ou expirado, peça um novo',
    EN: 'Verification code invalid or expired, please send again',
  },
});
