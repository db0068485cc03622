import { registerMessages } from '../../i18n/messages';

/** Messages of the verification domain (captcha, slider, SMS and e-mail codes). */
registerMessages({
  'humancheck.failed': {
    PT: 'Por favor, conclua primeiro a verificação',
    EN: 'Please complete verification first',
  },
  'captcha.required': { PT: 'Digite o código da imagem', EN: 'Please enter the captcha' },
  'captcha.invalid': { PT: 'Código da imagem incorreto', EN: 'Incorrect captcha' },
  'verification.mobile_invalid': {
    PT: 'Digite um celular válido com DDD, como (11) 98765-4321',
    EN: 'Enter a valid mobile number with its area code, such as (11) 98765-4321',
  },
  'verification.country_unsupported': {
    PT: 'Código de país não suportado',
    EN: 'Unsupported country dialing code',
  },
  'verification.mobile_unknown': {
    PT: 'Este número de celular não está cadastrado',
    EN: 'This mobile number is not registered',
  },
  'verification.code_invalid': {
    PT: 'Código de verificação inválido ou expirado, peça um novo',
    EN: 'Verification code invalid or expired, please send again',
  },
});
