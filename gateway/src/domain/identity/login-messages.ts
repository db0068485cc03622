import { registerMessages } from '../../i18n/messages';

/** Messages of the session and member domains. */
registerMessages({
  'login.failed': {
    PT: 'Nome de usuário ou senha incorretos',
    EN: 'Incorrect username or password',
  },
  'login.sms_failed': {
    PT: 'Número de celular ou código de verificação incorretos',
    EN: 'Incorrect mobile number or verification code',
  },
  'login.locked': {
    PT: 'Muitas tentativas sem sucesso; a conta está bloqueada por 15 minutos',
    EN: 'Too many failed attempts; the account is locked for 15 minutes',
  },
  'login.non_member': { PT: 'Conta de não membro não pode entrar', EN: 'Non-member account unable to login' },
  'login.non_agent': { PT: 'Somente agentes podem entrar aqui', EN: 'Non-agents cannot log in' },
  'login.fields_required': {
    PT: 'Digite o nome de usuário e a senha',
    EN: 'Please enter username and password',
  },
  'member.trial_not_allowed': { PT: 'Cadastre uma conta primeiro', EN: 'Register an account first' },
});
