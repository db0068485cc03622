import { registerMessages } from '../../i18n/messages';

/** Messages of the password domain. */
registerMessages({
  'password.old_incorrect': {
    PT: 'A senha atual está incorreta',
    EN: 'The current password is incorrect',
  },
  'password.mismatch': {
    PT: 'As senhas não coincidem',
    EN: 'Incorrect confirmation input: the passwords are inconsistent',
  },
  'password.same_as_old': {
    PT: 'A nova senha deve ser diferente da atual',
    EN: 'The new password must differ from the current one',
  },
  'password.rule': {
    PT: 'A senha deve ter de {min} a {max} caracteres, com letras e números e sem espaços',
    EN: 'The password must be {min} to {max} characters with letters and digits and no spaces',
  },
  'password.email_not_found': {
    PT: 'Nome de usuário/e-mail não existe',
    EN: 'Username/Email does not exist',
  },
  'password.change_required': {
    PT: 'Altere sua senha antes de continuar',
    EN: 'Change your password before you continue',
  },
  'password.default_refused': {
    PT: 'Escolha uma senha diferente da senha padrão do operador',
    EN: 'Choose a password other than the operator default',
  },
  'password.target_required': {
    PT: 'Informe o número de celular ou o e-mail',
    EN: 'Give the mobile number or the e-mail',
  },
});
