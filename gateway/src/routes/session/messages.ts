import { registerMessages } from '../../i18n/messages';

/** Messages of the session and member domains. */
registerMessages({
  'login.failed': {
    PT: 'Nome de utilizador ou palavra-passe incorretos',
    EN: 'Incorrect username or password',
  },
  'login.sms_failed': {
    PT: 'Número de telemóvel ou código de verificação incorretos',
    EN: 'Incorrect mobile number or verification code',
  },
  'login.locked': {
    PT: 'Demasiadas tentativas falhadas; a conta está bloqueada durante 15 minutos',
    EN: 'Too many failed attempts; the account is locked for 15 minutes',
  },
  'login.non_member': { PT: 'Conta de não membro não pode entrar', EN: 'Non-member account unable to login' },
  'login.non_agent': { PT: 'Apenas agentes podem entrar aqui', EN: 'Non-agents cannot log in' },
  'login.fields_required': {
    PT: 'Introduza o nome de utilizador e a palavra-passe',
    EN: 'Please enter username and password',
  },
  'member.trial_not_allowed': { PT: 'Registe primeiro uma conta', EN: 'Register an account first' },
});
