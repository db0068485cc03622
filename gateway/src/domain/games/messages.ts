import { registerMessages } from '../../i18n/messages';

/** Messages of the games calls' errors. */
registerMessages({
  'game.not_found': { PT: 'Jogo não encontrado', EN: 'Game not found' },
  'game.ticket_invalid': {
    PT: 'A sessão do jogo expirou, abra o jogo novamente',
    EN: 'The game session has expired, please open the game again',
  },
  'game.bet_limits': { PT: 'Aposta fora dos limites (1 a 5000)', EN: 'Bet outside the limits (1 to 5000)' },
  'game.room_query_required': { PT: 'Informe gameCode ou vassalage', EN: 'Give gameCode or vassalage' },
});
