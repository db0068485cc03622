import { registerMessages } from '../../i18n/messages';

/** Messages of the customer-service chat (errors, and the texts of the chat page and its answers). */
registerMessages({
  'cs.conversation_invalid': {
    PT: 'Conversa inválida, recarregue a página',
    EN: 'Invalid conversation, reload the page',
  },
  'cs.message_empty': { PT: 'Escreva uma mensagem', EN: 'Write a message' },
  'cs.page.title': { PT: 'Atendimento ao cliente', EN: 'Customer service' },
  'cs.page.subtitle': {
    PT: 'Estamos online 24 horas, todos os dias',
    EN: 'We are online 24 hours a day, every day',
  },
  'cs.page.log': { PT: 'Mensagens', EN: 'Messages' },
  'cs.page.input': { PT: 'Sua mensagem', EN: 'Your message' },
  'cs.page.placeholder': { PT: 'Digite sua dúvida…', EN: 'Type your question…' },
  'cs.page.send': { PT: 'Enviar', EN: 'Send' },
  'cs.page.you': { PT: 'Você', EN: 'You' },
  'cs.page.agent': { PT: 'Atendimento', EN: 'Support' },
  'cs.page.failed': {
    PT: 'A conexão de rede está instável, tente novamente',
    EN: 'Network link is abnormal, please try again',
  },
  'cs.page.close': { PT: 'Fechar', EN: 'Close' },
  'cs.reply.greeting': {
    PT: 'Olá! Sou do atendimento do Jogo. Como posso ajudar?',
    EN: 'Hello! This is Jogo customer service. How can we help?',
  },
  'cs.reply.deposit': {
    PT: 'Depósitos por PIX caem em poucos minutos. Se o seu ainda não apareceu, envie o valor e o horário do PIX que verificamos.',
    EN: 'PIX deposits arrive within minutes. If yours has not shown up, send us the amount and the time of the PIX and we will check.',
  },
  'cs.reply.withdraw': {
    PT: 'Para sacar, cadastre uma conta bancária e a senha de pagamento na Central do membro. Saques são processados em até 24 horas.',
    EN: 'To withdraw, add a bank account and a payment password in the member centre. Withdrawals are processed within 24 hours.',
  },
  'cs.reply.password': {
    PT: 'Se esqueceu a senha, use "Esqueceu a senha?" no login para redefini-la por celular ou e-mail.',
    EN: 'If you forgot your password, use "Forgot password?" in the login to reset it by mobile or e-mail.',
  },
  'cs.reply.bonus': {
    PT: 'As regras de cada bônus estão na página de Promoções. Diga qual promoção e verificamos para você.',
    EN: 'The rules of each bonus are on the Promotions page. Tell us which promotion and we will check it for you.',
  },
  'cs.reply.default': {
    PT: 'Obrigado pela mensagem! Um atendente vai responder aqui em instantes.',
    EN: 'Thank you for your message! An agent will answer here shortly.',
  },
});
