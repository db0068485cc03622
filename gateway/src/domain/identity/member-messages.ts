import { registerMessages } from '../../i18n/messages';

/** Gateway messages of the member centre (security centre, records, inbox), in PT (pt-BR) and EN. */
registerMessages({
  'member.mobile_taken': {
    PT: 'Este celular já está vinculado a outra conta',
    EN: 'This mobile number is already bound to another account',
  },
  'member.mobile_same': { PT: 'Este celular já é o seu', EN: 'This mobile number is already yours' },
  'member.email_invalid': { PT: 'E-mail inválido', EN: 'Invalid e-mail address' },
  'member.email_taken': {
    PT: 'Este e-mail já está vinculado a outra conta',
    EN: 'This e-mail is already bound to another account',
  },
  'member.code_invalid': {
    PT: 'Código de verificação inválido ou expirado',
    EN: 'Invalid or expired verification code',
  },
  'records.game_type_invalid': { PT: 'Tipo de jogo desconhecido', EN: 'Unknown game type' },
  'records.category_invalid': { PT: 'Tipo de transação desconhecido', EN: 'Unknown transaction type' },
  'records.status_invalid': { PT: 'Status de aposta desconhecido', EN: 'Unknown bet status' },
  'records.bet_not_found': { PT: 'Aposta não encontrada', EN: 'Bet not found' },
  'records.bet_not_cancellable': {
    PT: 'Esta aposta não pode mais ser cancelada (o sorteio já fechou)',
    EN: 'This bet can no longer be cancelled (the draw has closed)',
  },
  'records.ticket_invalid': {
    PT: 'Link de download inválido ou expirado; exporte novamente',
    EN: 'Invalid or expired download link; export again',
  },
  'inbox.ids_required': { PT: 'Escolha ao menos uma mensagem', EN: 'Choose at least one message' },
});
