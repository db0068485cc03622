import { registerMessages } from '../../i18n/messages';

/** Messages of the registration domain. `{field}` is the wire name of the field. */
registerMessages({
  'register.disabled': {
    PT: 'Este tipo de cadastro não está ativado',
    EN: 'This registration type is not enabled',
  },
  'register.field_required': {
    PT: 'O campo {field} não pode estar vazio',
    EN: 'The field {field} cannot be empty',
  },
  'register.field_invalid': {
    PT: 'O formato de {field} está incorreto',
    EN: 'The format of {field} is incorrect',
  },
  'register.field_length': {
    PT: '{field} deve ter entre {min} e {max} caracteres',
    EN: '{field} must be {min} to {max} characters',
  },
  'register.password_mismatch': {
    PT: 'As senhas não coincidem',
    EN: 'Incorrect confirmation input: the passwords are inconsistent',
  },
  'register.username_taken': {
    PT: 'Este nome de usuário já existe',
    EN: 'This username is already taken',
  },
  'register.mobile_taken': {
    PT: 'Este número de celular já está cadastrado',
    EN: 'This mobile number is already registered',
  },
  'register.invitation_invalid': { PT: 'Código de convite inválido', EN: 'Invalid invitation code' },
  'register.underage': {
    PT: 'Confirme que você tem 21 anos ou mais',
    EN: 'Please confirm you are 21 years old',
  },
});
