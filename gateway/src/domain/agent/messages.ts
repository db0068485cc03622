import { message, registerMessages } from '../../i18n/messages';

/** Messages of the agent centre's errors (team scope, downline registration, contracts). */

registerMessages({
  'market.downline_member_unavailable': {
    PT: 'Aqui o jogador se cadastra pessoalmente (CPF, limites e verificação): envie a ele o seu link de afiliado. Você pode abrir contas de subagente.',
    EN: 'Here players sign up in person (CPF, limits and checks): send them your affiliate link. You can open sub-agent accounts.',
  },
  'agent.not_downline': {
    PT: 'Este membro não pertence à sua equipe',
    EN: 'This member is not in your team',
  },
  'agent.username_taken': { PT: 'Este nome de usuário já existe', EN: 'This username already exists' },
  'agent.depth_limit': {
    PT: 'Você não pode criar agentes neste nível',
    EN: 'You cannot create agents at this level',
  },
  'agent.password_weak': {
    PT: 'A senha deve ter 8 a 32 caracteres com letras e números',
    EN: 'The password must have 8 to 32 characters with letters and digits',
  },
  'agent.export_expired': {
    PT: 'Este link de exportação expirou; exporte novamente',
    EN: 'This export link has expired; export again',
  },
  'contract.no_rate': {
    PT: 'Você não tem contrato assinado deste tipo para oferecer',
    EN: 'You have no signed contract of this kind to offer',
  },
  'contract.rate_too_high': {
    PT: 'A taxa não pode exceder a sua ({maxPt}%)',
    EN: 'The rate cannot exceed your own ({max}%)',
  },
  'contract.downline_not_agent': {
    PT: 'Só é possível oferecer contratos a agentes diretos',
    EN: 'Contracts can be offered only to direct agents',
  },
  'contract.downline_higher': {
    PT: 'Um agente da sua equipe tem uma taxa maior; concordar encerra o contrato dele',
    EN: 'A downline holds a higher rate; agreeing terminates the downline contract',
  },
  'contract.period_invalid': {
    PT: 'Só contratos de dividendos escolhem o período',
    EN: 'Only dividend contracts choose their period',
  },
  'contract.not_found': { PT: 'Contrato não encontrado', EN: 'Contract not found' },
  'contract.field_required': { PT: 'Falta o campo {field}', EN: 'Missing field {field}' },
  'contract.nothing_to_claim': {
    PT: 'Não há valor liquidado a receber',
    EN: 'There is no settled amount to claim',
  },
  'contract.statement_not_found': { PT: 'Extrato não encontrado', EN: 'Statement not found' },
});

// the access plugin answers 'agent.only' for non-agents; register its text unless the identity module already did
if (message('agent.only', 'EN') === message('system.error', 'EN'))
  registerMessages({
    'agent.only': { PT: 'Apenas agentes podem usar esta função', EN: 'Only agents can use this function' },
  });
