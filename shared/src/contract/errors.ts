/**
 * Every error code a gateway answers (and dev-proxy's own `proxy.*`), as data: its HTTP status and its text in
 * PT and EN, the one owner of each server text. The gateway's `AppError` takes an `ErrorCode`, its `message()`
 * reads the texts here; the front end compares codes through the type (`import type { ErrorCode }`: this module
 * never reaches a browser bundle); the OpenAPI document and the conformance kit list each endpoint's codes with
 * their statuses from here. `{name}` in a text is a parameter the thrower gives.
 */
export interface ErrorEntry {
  /** the HTTP status the code is answered with */
  status: number;
  PT: string;
  EN: string;
}

export const ERROR_CODES = {
  // TOO
  TOO_MANY_REQUESTS: {
    status: 429,
    PT: 'Muitas solicitações, tente novamente daqui a 5 minutos',
    EN: 'Too many requests, please retry after 5 minutes',
  },
  // agent
  'agent.depth_limit': {
    status: 400,
    PT: 'Você não pode criar agentes neste nível',
    EN: 'You cannot create agents at this level',
  },
  'agent.export_expired': {
    status: 410,
    PT: 'Este link de exportação expirou; exporte novamente',
    EN: 'This export link has expired; export again',
  },
  'agent.not_downline': {
    status: 403,
    PT: 'Este membro não pertence à sua equipe',
    EN: 'This member is not in your team',
  },
  'agent.only': {
    status: 403,
    PT: 'Apenas agentes podem usar esta função',
    EN: 'Only agents can use this function',
  },
  'agent.password_weak': {
    status: 400,
    PT: 'A senha deve ter 8 a 32 caracteres com letras e números',
    EN: 'The password must have 8 to 32 characters with letters and digits',
  },
  'agent.username_required': {
    status: 400,
    PT: 'Informe o nome de usuário do membro',
    EN: "Give the member's username",
  },
  'agent.username_taken': {
    status: 409,
    PT: 'Este nome de usuário já existe',
    EN: 'This username already exists',
  },
  // captcha
  'captcha.invalid': { status: 400, PT: 'Código da imagem incorreto', EN: 'Incorrect captcha' },
  'captcha.required': { status: 400, PT: 'Digite o código da imagem', EN: 'Please enter the captcha' },
  // chat
  'chat.model_not_found': { status: 404, PT: 'Anfitrião de chat desconhecido', EN: 'Unknown chat host' },
  // content
  'content.execution_invalid': {
    status: 400,
    PT: 'Execução de anúncio inválida',
    EN: 'Invalid announcement execution',
  },
  'content.types_invalid': {
    status: 400,
    PT: 'Tipos de anúncio inválidos',
    EN: 'Invalid announcement types',
  },
  // contract
  'contract.downline_higher': {
    status: 409,
    PT: 'Um agente da sua equipe tem uma taxa maior; concordar encerra o contrato dele',
    EN: 'A downline holds a higher rate; agreeing terminates the downline contract',
  },
  'contract.downline_not_agent': {
    status: 400,
    PT: 'Só é possível oferecer contratos a agentes diretos',
    EN: 'Contracts can be offered only to direct agents',
  },
  'contract.field_required': { status: 400, PT: 'Falta o campo {field}', EN: 'Missing field {field}' },
  'contract.no_rate': {
    status: 400,
    PT: 'Você não tem contrato assinado deste tipo para oferecer',
    EN: 'You have no signed contract of this kind to offer',
  },
  'contract.not_found': { status: 404, PT: 'Contrato não encontrado', EN: 'Contract not found' },
  'contract.nothing_to_claim': {
    status: 400,
    PT: 'Não há valor liquidado a receber',
    EN: 'There is no settled amount to claim',
  },
  'contract.period_invalid': {
    status: 400,
    PT: 'Só contratos de dividendos escolhem o período',
    EN: 'Only dividend contracts choose their period',
  },
  'contract.period_chain': {
    status: 400,
    PT: 'Um dividendo oferecido à sua equipe tem o período do seu próprio contrato',
    EN: 'A dividend offered to your team has the period of your own contract',
  },
  'contract.rate_too_high': {
    status: 400,
    PT: 'A taxa não pode exceder a sua ({maxPt}%)',
    EN: 'The rate cannot exceed your own ({max}%)',
  },
  'contract.statement_not_found': { status: 404, PT: 'Extrato não encontrado', EN: 'Statement not found' },
  // cs
  'cs.conversation_invalid': {
    status: 400,
    PT: 'Conversa inválida, recarregue a página',
    EN: 'Invalid conversation, reload the page',
  },
  'cs.message_empty': { status: 400, PT: 'Escreva uma mensagem', EN: 'Write a message' },
  // feedback
  'feedback.content_required': {
    status: 400,
    PT: 'Escreva a sua opinião (1 a 140 caracteres)',
    EN: 'Please write your feedback (1 to 140 characters)',
  },
  'feedback.image_too_large': {
    status: 400,
    PT: 'Cada imagem pode ter no máximo 5 MB',
    EN: 'Each image may be at most 5 MB',
  },
  'feedback.image_type': {
    status: 400,
    PT: 'As imagens devem ser PNG ou JPG',
    EN: 'Images must be PNG or JPG',
  },
  'feedback.quota': {
    status: 400,
    PT: 'Você atingiu o limite de imagens enviadas; tente novamente mais tarde',
    EN: 'You have reached the limit of uploaded images; please try again later',
  },
  'feedback.too_many_images': { status: 400, PT: 'No máximo 3 imagens', EN: 'At most 3 images' },
  // game
  'game.bet_limits': {
    status: 400,
    PT: 'Aposta fora dos limites (1 a 5000)',
    EN: 'Bet outside the limits (1 to 5000)',
  },
  'game.not_found': { status: 404, PT: 'Jogo não encontrado', EN: 'Game not found' },
  'game.room_query_required': {
    status: 400,
    PT: 'Informe gameCode ou vassalage',
    EN: 'Give gameCode or vassalage',
  },
  'game.ticket_invalid': {
    status: 403,
    PT: 'A sessão do jogo expirou, abra o jogo novamente',
    EN: 'The game session has expired, please open the game again',
  },
  'game.unlicensed': {
    status: 403,
    PT: 'Este jogo não está disponível aqui: não é um dos jogos licenciados no mercado em que o site opera',
    EN: 'This game is not available here: it is not one of the games licensed in the market this site serves',
  },
  // humancheck
  'humancheck.failed': {
    status: 400,
    PT: 'Por favor, conclua primeiro a verificação',
    EN: 'Please complete verification first',
  },
  // inbox
  'inbox.ids_required': {
    status: 400,
    PT: 'Escolha ao menos uma mensagem',
    EN: 'Choose at least one message',
  },
  'inbox.not_found': { status: 404, PT: 'Mensagem não encontrada', EN: 'Message not found' },
  // inhouse
  'inhouse.bet_limits': {
    status: 400,
    PT: 'Aposta fora dos limites ({min} a {max})',
    EN: 'Bet outside the limits ({min} to {max})',
  },
  'inhouse.game_not_found': { status: 404, PT: 'Jogo da casa não encontrado', EN: 'In-house game not found' },
  'inhouse.round_not_found': { status: 404, PT: 'Ronda não encontrada', EN: 'Round not found' },
  'inhouse.target_invalid': {
    status: 400,
    PT: 'Alvo inválido: entre 2.00 e 97.99 com 2 casas decimais',
    EN: 'Invalid target: between 2.00 and 97.99 with 2 decimals',
  },
  // login
  'login.failed': {
    status: 400,
    PT: 'Nome de usuário ou senha incorretos',
    EN: 'Incorrect username or password',
  },
  'login.fields_required': {
    status: 400,
    PT: 'Digite o nome de usuário e a senha',
    EN: 'Please enter username and password',
  },
  'login.locked': {
    status: 403,
    PT: 'Muitas tentativas sem sucesso; a conta está bloqueada por 15 minutos',
    EN: 'Too many failed attempts; the account is locked for 15 minutes',
  },
  'login.non_agent': { status: 403, PT: 'Somente agentes podem entrar aqui', EN: 'Non-agents cannot log in' },
  'login.non_member': {
    status: 403,
    PT: 'Conta de não membro não pode entrar',
    EN: 'Non-member account unable to login',
  },
  'login.not.session': {
    status: 401,
    PT: 'Você não está conectado, faça o login',
    EN: 'You are not logged in, please login',
  },
  'login.sms_failed': {
    status: 400,
    PT: 'Número de celular ou código de verificação incorretos',
    EN: 'Incorrect mobile number or verification code',
  },
  'login.unavailable': {
    status: 403,
    PT: 'Não foi possível entrar nesta conta. Se precisar de ajuda, fale com o atendimento.',
    EN: 'This account cannot be signed in. If you need help, contact customer service.',
  },
  // lottery
  'lottery.game_not_found': {
    status: 404,
    PT: 'Jogo de loteria não encontrado',
    EN: 'Lottery game not found',
  },
  'lottery.too_many_games': {
    status: 400,
    PT: 'No máximo 20 jogos por pedido',
    EN: 'At most 20 games per request',
  },
  // market
  'market.bonus_unavailable': {
    status: 403,
    PT: 'Bônus e prêmios vinculados a depósito não são oferecidos no seu mercado',
    EN: 'Deposit-linked bonuses and rewards are not offered in your market',
  },
  'market.reward_unavailable': {
    status: 403,
    PT: 'Prêmios em dinheiro ou crédito para apostar não são oferecidos no seu mercado',
    EN: 'Cash rewards and betting credit are not offered in your market',
  },
  'market.channel_unavailable': {
    status: 403,
    PT: 'Este meio de pagamento não está disponível no seu mercado',
    EN: 'This payment method is not available in your market',
  },
  'market.downline_member_unavailable': {
    status: 403,
    PT: 'Aqui o jogador se cadastra pessoalmente (CPF, limites e verificação): envie a ele o seu link de afiliado. Você pode abrir contas de subagente.',
    EN: 'Here players sign up in person (CPF, limits and checks): send them your affiliate link. You can open sub-agent accounts.',
  },
  'market.transfer_unavailable': {
    status: 403,
    PT: 'Transferências entre jogadores não são permitidas no seu mercado',
    EN: 'Transfers between players are not allowed in your market',
  },
  // member
  'member.code_invalid': {
    status: 400,
    PT: 'Código de verificação inválido ou expirado',
    EN: 'Invalid or expired verification code',
  },
  'member.email_invalid': { status: 400, PT: 'E-mail inválido', EN: 'Invalid e-mail address' },
  'member.email_taken': {
    status: 409,
    PT: 'Este e-mail já está vinculado a outra conta',
    EN: 'This e-mail is already bound to another account',
  },
  'member.mobile_same': {
    status: 400,
    PT: 'Este celular já é o seu',
    EN: 'This mobile number is already yours',
  },
  'member.mobile_taken': {
    status: 409,
    PT: 'Este celular já está vinculado a outra conta',
    EN: 'This mobile number is already bound to another account',
  },
  'member.proof_code_invalid': {
    status: 400,
    PT: 'O código enviado ao seu contato atual está errado ou expirou',
    EN: 'The code sent to your current contact is wrong or has expired',
  },
  'member.proof_password_wrong': {
    status: 400,
    PT: 'Senha incorreta ({left} tentativas restantes)',
    EN: 'Incorrect password ({left} tries left)',
  },
  'member.no_login_password': {
    status: 400,
    PT: 'Sua conta entra por código SMS e ainda não tem senha de login: crie uma em "Esqueci a senha" e tente de novo',
    EN: 'Your account signs in by SMS code and has no login password yet: create one with "Forgot password" and try again',
  },
  'member.proof_required': {
    status: 400,
    PT: 'Confirme que é você: informe sua senha e o código enviado ao seu contato atual',
    EN: 'Confirm it is you: enter your password and the code sent to your current contact',
  },
  'member.trial_not_allowed': {
    status: 403,
    PT: 'Cadastre uma conta primeiro',
    EN: 'Register an account first',
  },
  // merchant
  'merchant.required': { status: 400, PT: 'Cabeçalho Merchant ausente', EN: 'Missing Merchant header' },
  'merchant.unknown': { status: 400, PT: 'Operador desconhecido', EN: 'Unknown merchant' },
  // mission
  'mission.already_claimed': {
    status: 400,
    PT: 'Você já resgatou esta missão neste período',
    EN: 'You already claimed this mission for this period',
  },
  'mission.not_complete': {
    status: 400,
    PT: 'Esta missão ainda não foi concluída',
    EN: 'This mission is not complete yet',
  },
  'mission.not_found': { status: 404, PT: 'Missão não encontrada', EN: 'Mission not found' },
  // module
  'module.disabled': { status: 403, PT: 'Função não ativada', EN: 'Function not enabled' },
  // password
  'password.change_required': {
    status: 403,
    PT: 'Altere sua senha antes de continuar',
    EN: 'Change your password before you continue',
  },
  'password.default_refused': {
    status: 400,
    PT: 'Escolha uma senha diferente da senha padrão do operador',
    EN: 'Choose a password other than the operator default',
  },
  'password.email_not_found': {
    status: 400,
    PT: 'Nome de usuário/e-mail não existe',
    EN: 'Username/Email does not exist',
  },
  'password.mismatch': {
    status: 400,
    PT: 'As senhas não coincidem',
    EN: 'Incorrect confirmation input: the passwords are inconsistent',
  },
  'password.old_incorrect': {
    status: 400,
    PT: 'A senha atual está incorreta',
    EN: 'The current password is incorrect',
  },
  'password.rule': {
    status: 400,
    PT: 'A senha deve ter de {min} a {max} caracteres, com letras e números e sem espaços',
    EN: 'The password must be {min} to {max} characters with letters and digits and no spaces',
  },
  'password.same_as_old': {
    status: 400,
    PT: 'A nova senha deve ser diferente da atual',
    EN: 'The new password must differ from the current one',
  },
  'password.target_required': {
    status: 400,
    PT: 'Informe o número de celular ou o e-mail',
    EN: 'Give the mobile number or the e-mail',
  },
  // points
  'points.insufficient': { status: 400, PT: 'Pontos insuficientes', EN: 'Not enough points' },
  'points.min_convert': {
    status: 400,
    PT: 'Converta pelo menos {min} pontos, em múltiplos de 100',
    EN: 'Convert at least {min} points, in multiples of 100',
  },
  'points.out_of_stock': { status: 400, PT: 'Prêmio esgotado', EN: 'Reward out of stock' },
  'points.reward_not_found': { status: 404, PT: 'Prêmio não encontrado', EN: 'Reward not found' },
  // promotion
  'promotion.already_applied': {
    status: 409,
    PT: 'Você já se inscreveu nesta promoção',
    EN: 'You already applied to this promotion',
  },
  'promotion.already_claimed': {
    status: 409,
    PT: 'Você já resgatou esta promoção',
    EN: 'You already claimed this promotion',
  },
  'promotion.form_invalid': { status: 400, PT: 'Pedido inválido', EN: 'Invalid request' },
  'promotion.image_too_large': {
    status: 400,
    PT: 'Cada imagem pode ter no máximo 5 MB',
    EN: 'Each image may be at most 5 MB',
  },
  'promotion.image_type': {
    status: 400,
    PT: 'As imagens devem ser PNG ou JPG',
    EN: 'Images must be PNG or JPG',
  },
  'promotion.no_application': {
    status: 400,
    PT: 'Esta promoção não precisa de inscrição',
    EN: 'This promotion needs no application',
  },
  'promotion.not_applying': {
    status: 400,
    PT: 'Esta inscrição já foi analisada',
    EN: 'This application was already reviewed',
  },
  'promotion.not_joined': {
    status: 400,
    PT: 'Sua inscrição ainda não foi aprovada',
    EN: 'Your application is not approved yet',
  },
  'promotion.not_open': {
    status: 400,
    PT: 'Esta promoção não está aberta',
    EN: 'This promotion is not open',
  },
  'promotion.proof_required': {
    status: 400,
    PT: 'Esta promoção pede o comprovante do depósito: anexe ao menos uma imagem',
    EN: 'This promotion asks for the deposit receipt: attach at least one image',
  },
  'promotion.remark_too_long': {
    status: 400,
    PT: 'A observação pode ter no máximo 140 caracteres',
    EN: 'The remark may be at most 140 characters',
  },
  'promotion.too_many_images': { status: 400, PT: 'No máximo 3 imagens', EN: 'At most 3 images' },
  // protection
  'protection.excluded': {
    status: 403,
    PT: 'Esta conta não está disponível para jogar.',
    EN: 'This account is not available for play.',
  },
  'protection.invalid': { status: 400, PT: 'Valor inválido: {detail}', EN: 'Invalid value: {detail}' },
  'protection.limit.reached': {
    status: 403,
    PT: 'Limite {period_PT} de {kind_PT} atingido: limite {limit_PT}, disponível {remaining_PT}. Renova em {resetsAt_PT}.',
    EN: 'Your {period_EN} {kind_EN} limit is reached: limit {limit_EN}, left {remaining_EN}. It resets at {resetsAt_EN}.',
  },
  'protection.nothing_pending': {
    status: 400,
    PT: 'Não há alteração pendente neste limite.',
    EN: 'There is no pending change on this limit.',
  },
  'protection.pause_shorter': {
    status: 400,
    PT: 'Uma pausa em vigor não pode ser encurtada (termina em {until_PT}).',
    EN: 'A pause in force cannot be shortened (it ends at {until_EN}).',
  },
  'protection.paused': {
    status: 403,
    PT: 'Sua conta está em pausa até {until_PT}: você pode consultar o saldo e sacar, mas não apostar nem depositar.',
    EN: 'Your account is paused until {until_EN}: you can see your balance and withdraw, but not bet or deposit.',
  },
  'protection.time_limit.reached': {
    status: 403,
    PT: 'Você atingiu seu limite diário de tempo de jogo ({limit} min). Poderá jogar de novo a partir de {resetsAt_PT}.',
    EN: 'You have reached your daily play-time limit ({limit} min). You can play again from {resetsAt_EN}.',
  },
  // proxy
  'proxy.fault_injected': {
    status: 500,
    PT: 'Falha simulada pelo proxy de desenvolvimento',
    EN: 'Fault injected by the development proxy',
  },
  'proxy.gateway_timeout': {
    status: 504,
    PT: 'O servidor demorou demais para responder, tente novamente',
    EN: 'The server took too long to answer, please try again',
  },
  'proxy.gateway_unavailable': {
    status: 502,
    PT: 'Não foi possível conectar ao servidor, tente novamente',
    EN: 'Could not reach the server, please try again',
  },
  // reauth
  'reauth.password_wrong': { status: 400, PT: 'Senha incorreta', EN: 'Wrong password' },
  // rebate
  'rebate.nothing': { status: 400, PT: 'Não há reembolso disponível', EN: 'No rebate available' },
  // records
  'records.bet_not_cancellable': {
    status: 400,
    PT: 'Esta aposta não pode mais ser cancelada (o sorteio já fechou)',
    EN: 'This bet can no longer be cancelled (the draw has closed)',
  },
  'records.bet_not_found': { status: 404, PT: 'Aposta não encontrada', EN: 'Bet not found' },
  'records.category_invalid': {
    status: 400,
    PT: 'Tipo de transação desconhecido',
    EN: 'Unknown transaction type',
  },
  'records.game_type_invalid': { status: 400, PT: 'Tipo de jogo desconhecido', EN: 'Unknown game type' },
  'records.status_invalid': { status: 400, PT: 'Status de aposta desconhecido', EN: 'Unknown bet status' },
  'records.ticket_invalid': {
    status: 404,
    PT: 'Link de download inválido ou expirado; exporte novamente',
    EN: 'Invalid or expired download link; export again',
  },
  // register
  'register.birth_date_invalid': { status: 400, PT: 'Data de nascimento inválida', EN: 'Invalid birth date' },
  'register.check_unavailable': {
    status: 503,
    PT: 'Não foi possível concluir a verificação agora. Tente novamente em alguns minutos.',
    EN: 'The check could not be completed right now. Please try again in a few minutes.',
  },
  'register.cpf_invalid': { status: 400, PT: 'CPF inválido', EN: 'Invalid CPF' },
  'register.cpf_taken': {
    status: 409,
    PT: 'Já existe uma conta com este CPF',
    EN: 'An account with this CPF already exists',
  },
  'register.disabled': {
    status: 403,
    PT: 'Este tipo de cadastro não está ativado',
    EN: 'This registration type is not enabled',
  },
  'register.field_invalid': {
    status: 400,
    PT: 'O formato de {field} está incorreto',
    EN: 'The format of {field} is incorrect',
  },
  'register.field_length': {
    status: 400,
    PT: '{field} deve ter entre {min} e {max} caracteres',
    EN: '{field} must be {min} to {max} characters',
  },
  'register.field_required': {
    status: 400,
    PT: 'O campo {field} não pode estar vazio',
    EN: 'The field {field} cannot be empty',
  },
  'register.full_name_invalid': {
    status: 400,
    PT: 'Informe o nome completo (nome e sobrenome)',
    EN: 'Enter your full name (first and last name)',
  },
  'register.invitation_invalid': {
    status: 400,
    PT: 'Código de convite inválido',
    EN: 'Invalid invitation code',
  },
  'register.loss_limit_required': {
    status: 400,
    PT: 'Defina um limite de perdas para se cadastrar',
    EN: 'Set a loss limit to sign up',
  },
  'register.minimum_age': {
    status: 400,
    PT: 'É preciso ter pelo menos {age} anos para se cadastrar',
    EN: 'You must be at least {age} years old to sign up',
  },
  'register.mobile_taken': {
    status: 409,
    PT: 'Este número de celular já está cadastrado',
    EN: 'This mobile number is already registered',
  },
  'register.password_mismatch': {
    status: 400,
    PT: 'As senhas não coincidem',
    EN: 'Incorrect confirmation input: the passwords are inconsistent',
  },
  'register.time_limit_required': {
    status: 400,
    PT: 'Defina um limite diário de tempo de jogo (1 a 1440 minutos) para se cadastrar',
    EN: 'Set a daily play-time limit (1 to 1440 minutes) to sign up',
  },
  'register.unavailable': {
    status: 403,
    PT: 'Não foi possível concluir o cadastro. Se precisar de ajuda, fale com o atendimento.',
    EN: 'The sign-up could not be completed. If you need help, contact customer service.',
  },
  'register.underage': {
    status: 400,
    PT: 'Confirme que você tem 21 anos ou mais',
    EN: 'Please confirm you are 21 years old',
  },
  'register.username_taken': {
    status: 409,
    PT: 'Este nome de usuário já existe',
    EN: 'This username is already taken',
  },
  // request
  'request.body_invalid': {
    status: 400,
    PT: 'O corpo da requisição não é um JSON válido',
    EN: 'The request body is not valid JSON',
  },
  'request.date_invalid': { status: 400, PT: 'Data inválida', EN: 'Invalid date' },
  'request.date_range_invalid': {
    status: 400,
    PT: 'Intervalo de datas inválido (máximo 93 dias, início antes do fim)',
    EN: 'Invalid date range (at most 93 days, start before end)',
  },
  'request.decrypt_failed': {
    status: 400,
    PT: 'Não foi possível descriptografar a requisição',
    EN: 'The request could not be decrypted',
  },
  'request.invalid': { status: 400, PT: 'Dados inválidos: {detail}', EN: 'Invalid input: {detail}' },
  'request.json_only': {
    status: 415,
    PT: 'Este pedido aceita apenas um corpo JSON',
    EN: 'This request accepts a JSON body only',
  },
  'request.too_large': { status: 413, PT: 'O pedido é grande demais', EN: 'The request is too large' },
  request_body_required: {
    status: 400,
    PT: 'Esta requisição exige um corpo criptografado',
    EN: 'This request requires an encrypted body',
  },
  // reward
  'reward.already_claimed': {
    status: 409,
    PT: 'Você já abriu o envelope desta promoção hoje',
    EN: 'You already opened this red envelope today',
  },
  'reward.not_raffle': {
    status: 400,
    PT: 'Esta promoção não tem sorteio',
    EN: 'This promotion has no raffle',
  },
  'reward.promotion_not_found': { status: 404, PT: 'Promoção não encontrada', EN: 'Promotion not found' },
  'reward.task_claimed': {
    status: 400,
    PT: 'Você já resgatou esta recompensa',
    EN: 'You already claimed this reward',
  },
  'reward.task_not_ready': {
    status: 400,
    PT: 'Esta recompensa ainda não pode ser resgatada',
    EN: 'This reward cannot be claimed yet',
  },
  // session
  'session.reauth.required': {
    status: 401,
    PT: 'Por segurança, após {minutes} minutos sem atividade, confirme sua senha para continuar',
    EN: 'For your security, after {minutes} minutes without activity, confirm your password to continue',
  },
  // social
  'social.token_invalid': {
    status: 401,
    PT: 'Não foi possível confirmar o início de sessão social, tente novamente',
    EN: 'The social sign-in could not be confirmed, please try again',
  },
  // system
  'system.error': {
    status: 500,
    PT: 'Ocorreu um erro, tente novamente',
    EN: 'Something went wrong, please try again',
  },
  'system.forbidden': {
    status: 403,
    PT: 'Sem permissão para esta ação',
    EN: 'You are not allowed to do this',
  },
  'system.maintenance': { status: 503, PT: 'Sistema em manutenção', EN: 'System under maintenance' },
  'system.not_found': { status: 404, PT: 'Recurso não encontrado', EN: 'Resource not found' },
  /** a stopping process (graceful stop): no handler ran, another process may take the call */
  'system.stopping': {
    status: 503,
    PT: 'Este servidor está sendo reiniciado, tente novamente',
    EN: 'This server is restarting, please try again',
  },
  /** the database does not answer now (down, restarting, out of connections): the call may be sent again */
  'system.unavailable': {
    status: 503,
    PT: 'O serviço está temporariamente indisponível, tente novamente em instantes',
    EN: 'The service is temporarily unavailable, please try again shortly',
  },
  'system.region_restricted': {
    status: 403,
    PT: 'Este site não está disponível na sua região',
    EN: 'This site is not available in your region',
  },
  // verification
  'verification.code_invalid': {
    status: 400,
    PT: 'Código de verificação inválido ou expirado, peça um novo',
    EN: 'Verification code invalid or expired, please send again',
  },
  'verification.country_unsupported': {
    status: 400,
    PT: 'Código de país não suportado',
    EN: 'Unsupported country dialing code',
  },
  'verification.daily_cap': {
    status: 429,
    PT: 'Limite diário de códigos atingido: tente novamente amanhã',
    EN: 'Daily limit of codes reached: try again tomorrow',
  },
  'verification.mobile_invalid': {
    status: 400,
    PT: 'Digite um celular válido com DDD, como (11) 98765-4321',
    EN: 'Enter a valid mobile number with its area code, such as (11) 98765-4321',
  },
  'verification.mobile_unknown': {
    status: 400,
    PT: 'Este número de celular não está cadastrado',
    EN: 'This mobile number is not registered',
  },
  // wallet
  'wallet.amount_invalid': {
    status: 400,
    PT: 'Valor inválido: use no máximo 2 casas decimais',
    EN: 'Invalid amount: use at most 2 decimal places',
  },
  'wallet.bank_account_invalid': {
    status: 400,
    PT: 'Número de conta inválido',
    EN: 'Invalid account number',
  },
  'wallet.bank_card_duplicate': {
    status: 409,
    PT: 'Este destino já está cadastrado',
    EN: 'This destination is already registered',
  },
  'wallet.bank_card_max': {
    status: 400,
    PT: 'Você já tem o máximo de {n} destinos',
    EN: 'You already have the maximum of {n} destinations',
  },
  'wallet.bank_card_not_found': {
    status: 404,
    PT: 'Destino de saque não encontrado',
    EN: 'Withdrawal destination not found',
  },
  'wallet.channel_not_found': {
    status: 400,
    PT: 'Canal de depósito desconhecido',
    EN: 'Unknown deposit channel',
  },
  'wallet.cpf_required': {
    status: 403,
    PT: 'Cadastre seu CPF antes de movimentar dinheiro',
    EN: 'Register your CPF before moving money',
  },
  'wallet.deposit_already_approved': {
    status: 409,
    PT: 'Depósito já confirmado',
    EN: 'Deposit already confirmed',
  },
  'wallet.deposit_expired': { status: 409, PT: 'Esta cobrança expirou', EN: 'This charge has expired' },
  'wallet.deposit_limits': {
    status: 400,
    PT: 'Valor fora dos limites do canal ({min} a {max})',
    EN: 'Amount outside the channel limits ({min} to {max})',
  },
  'wallet.deposit_not_found': { status: 404, PT: 'Depósito não encontrado', EN: 'Deposit not found' },
  'wallet.destination_not_own_cpf': {
    status: 400,
    PT: 'No Brasil, saques só podem ir para uma chave PIX ou conta bancária no seu CPF',
    EN: 'In Brazil, withdrawals may only go to a PIX key or bank account in your own CPF',
  },
  'wallet.holder_name_invalid': {
    status: 400,
    PT: 'O nome do titular deve ter só letras, espaços, apóstrofos, hífens e pontos (2 a 120 caracteres)',
    EN: "The holder's name may hold only letters, spaces, apostrophes, hyphens and dots (2 to 120 characters)",
  },
  'wallet.holder_name_mismatch': {
    status: 400,
    PT: 'O titular deve ser o mesmo nome de recebedor da sua conta ({name})',
    EN: "The holder must be your account's payee name ({name})",
  },
  'wallet.holder_not_full_name': {
    status: 400,
    PT: 'No Brasil, o titular deve ser o nome completo do seu cadastro, como no CPF ({name})',
    EN: 'In Brazil, the holder must be the full name you signed up with, as on your CPF ({name})',
  },
  'wallet.idempotency_conflict': {
    status: 409,
    PT: 'Esta chave de idempotência já foi usada com outro pedido',
    EN: 'This idempotency key was already used with a different request',
  },
  'wallet.idempotency_key_required': {
    status: 400,
    PT: 'Falta a chave de idempotência (cabeçalho Idempotency-Key, 8 a 64 caracteres)',
    EN: 'Missing idempotency key (Idempotency-Key header, 8 to 64 characters)',
  },
  'wallet.insufficient_balance': { status: 400, PT: 'Saldo insuficiente', EN: 'Insufficient balance' },
  'wallet.no_mobile': {
    status: 400,
    PT: 'Sua conta não tem celular cadastrado: fale com o suporte',
    EN: 'Your account has no mobile number: contact customer service',
  },
  'wallet.no_upline': {
    status: 400,
    PT: 'Sua conta não tem um agente superior',
    EN: 'Your account has no upline agent',
  },
  'wallet.nothing_to_recall': {
    status: 400,
    PT: 'Nada para recolher: as carteiras dos fornecedores estão vazias',
    EN: 'Nothing to recall: the vendor wallets are empty',
  },
  'wallet.payment_password_exists': {
    status: 409,
    PT: 'A senha de pagamento já está definida: use "Alterar"',
    EN: 'The payment password is already set: use "Change"',
  },
  'wallet.payment_password_locked': {
    status: 403,
    PT: 'Muitas senhas de pagamento erradas: depósitos, saques e transferências bloqueados por {minutes} min',
    EN: 'Too many wrong payment passwords: deposits, withdrawals and transfers are locked for {minutes} min',
  },
  'wallet.payment_password_not_set': {
    status: 400,
    PT: 'Defina primeiro uma senha de pagamento',
    EN: 'Set a payment password first',
  },
  'wallet.payment_password_rule': {
    status: 400,
    PT: 'A senha de pagamento deve ter 6 a 32 caracteres',
    EN: 'The payment password must have 6 to 32 characters',
  },
  'wallet.payment_password_same': {
    status: 400,
    PT: 'A nova senha de pagamento deve ser diferente da atual',
    EN: 'The new payment password must differ from the current one',
  },
  'wallet.payment_password_wrong': {
    status: 400,
    PT: 'Senha de pagamento incorreta ({left} tentativas restantes)',
    EN: 'Incorrect payment password ({left} tries left)',
  },
  'wallet.pix_key_invalid': { status: 400, PT: 'Chave PIX inválida', EN: 'Invalid PIX key' },
  'wallet.receipt_not_open': {
    status: 409,
    PT: 'Este saque não aguarda confirmação de recebimento',
    EN: 'This withdrawal is not waiting for a receipt confirmation',
  },
  'wallet.sensitive_hold': {
    status: 403,
    PT: 'Por segurança, após uma alteração da conta os saques e transferências ficam suspensos até {until_PT}',
    EN: 'For your security, after an account change withdrawals and transfers wait until {until_EN}',
  },
  'wallet.stream_ticket_invalid': {
    status: 401,
    PT: 'Ticket de conexão inválido ou expirado',
    EN: 'Stream ticket invalid or expired',
  },
  'wallet.transfer_invalid': {
    status: 400,
    PT: 'Transferência inválida: uma das carteiras precisa ser a principal e as duas precisam ser diferentes',
    EN: 'Invalid transfer: one wallet must be the main one and the two must differ',
  },
  'wallet.turnover_left': {
    status: 400,
    PT: 'Aposte mais {left} antes de sacar ou transferir (cada depósito deve ser apostado uma vez)',
    EN: 'Wager {left} more before withdrawing or transferring (each deposit must be wagered once)',
  },
  'wallet.unknown_wallet': { status: 400, PT: 'Carteira desconhecida', EN: 'Unknown wallet' },
  'wallet.verification_code_invalid': {
    status: 400,
    PT: 'Código de verificação inválido ou expirado',
    EN: 'Verification code invalid or expired',
  },
  'wallet.webhook_amount': {
    status: 400,
    PT: 'O valor pago não corresponde ao da cobrança',
    EN: 'The paid amount does not match the charge',
  },
  'wallet.webhook_not_configured': {
    status: 503,
    PT: 'Webhook do provedor não configurado',
    EN: 'Payment provider webhook not configured',
  },
  'wallet.webhook_signature': {
    status: 401,
    PT: 'Assinatura do webhook inválida',
    EN: 'Invalid webhook signature',
  },
  'wallet.withdraw_daily_count': {
    status: 400,
    PT: 'Limite diário de saques atingido ({n})',
    EN: 'Daily withdrawal limit reached ({n})',
  },
  'wallet.withdraw_limits': {
    status: 400,
    PT: 'Valor de saque fora dos limites ({min} a {max})',
    EN: 'Withdrawal amount outside the limits ({min} to {max})',
  },
  'wallet.withdraw_not_found': { status: 404, PT: 'Saque não encontrado', EN: 'Withdrawal not found' },
  'wallet.withdraw_transition': {
    status: 409,
    PT: 'Um saque {from} não pode passar a {to}',
    EN: 'A withdrawal {from} cannot become {to}',
  },
} as const satisfies Record<string, ErrorEntry>;

/** A code of the list. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** Server texts that are not error answers (pages the gateway renders, ledger titles, canned replies). */
export const SERVER_TEXTS = {
  // the calls to action drawn on banners and promotion pictures (gateway/src/domain/content/art.ts)
  'art.cta.join': { PT: 'Participar', EN: 'Join now' },
  'art.cta.more': { PT: 'Saiba mais', EN: 'Learn more' },
  'art.cta.play': { PT: 'Jogar agora', EN: 'Play now' },
  // the agent CSV exports' names of contract kinds and ledger types (the same words as the pages)
  'agent.csv.kind.DIVIDEND': { PT: 'Dividendos', EN: 'Dividend' },
  'agent.csv.kind.DAILY': { PT: 'Salário diário', EN: 'Daily wages' },
  'agent.csv.kind.HOURLY': { PT: 'Salário por hora', EN: 'Hourly salary' },
  'agent.csv.kind.REALTIME': { PT: 'Salário em tempo real', EN: 'Real-time salary' },
  'agent.csv.tx.DEPOSIT': { PT: 'Depósito', EN: 'Deposit' },
  'agent.csv.tx.WITHDRAW': { PT: 'Saque', EN: 'Withdrawal' },
  'agent.csv.tx.WITHDRAW_REFUND': { PT: 'Estorno de saque', EN: 'Withdrawal refund' },
  'agent.csv.tx.TRANSFER_IN': { PT: 'Transferência recebida', EN: 'Transfer in' },
  'agent.csv.tx.TRANSFER_OUT': { PT: 'Transferência enviada', EN: 'Transfer out' },
  'agent.csv.tx.BET': { PT: 'Aposta', EN: 'Bet' },
  'agent.csv.tx.PAYOUT': { PT: 'Pagamento', EN: 'Payout' },
  'agent.csv.tx.BONUS': { PT: 'Bônus', EN: 'Bonus' },
  'agent.csv.tx.REBATE': { PT: 'Rebate', EN: 'Rebate' },
  'agent.csv.tx.SALARY': { PT: 'Salário', EN: 'Salary' },
  'agent.csv.tx.POINTS_CONVERT': { PT: 'Conversão de pontos', EN: 'Points conversion' },
  'agent.csv.tx.BET_CANCEL': { PT: 'Aposta cancelada', EN: 'Cancelled bet' },
  'cs.page.agent': { PT: 'Atendimento', EN: 'Support' },
  'cs.page.close': { PT: 'Fechar', EN: 'Close' },
  'cs.page.failed': {
    PT: 'A conexão de rede está instável, tente novamente',
    EN: 'Network link is abnormal, please try again',
  },
  'cs.page.input': { PT: 'Sua mensagem', EN: 'Your message' },
  'cs.page.log': { PT: 'Mensagens', EN: 'Messages' },
  'cs.page.placeholder': { PT: 'Digite sua dúvida…', EN: 'Type your question…' },
  'cs.page.send': { PT: 'Enviar', EN: 'Send' },
  'cs.page.subtitle': {
    PT: 'Estamos online 24 horas, todos os dias',
    EN: 'We are online 24 hours a day, every day',
  },
  'cs.page.title': { PT: 'Atendimento ao cliente', EN: 'Customer service' },
  'cs.page.you': { PT: 'Você', EN: 'You' },
  'cs.reply.bonus': {
    PT: 'As regras de cada bônus estão na página de Promoções. Diga qual promoção e verificamos para você.',
    EN: 'The rules of each bonus are on the Promotions page. Tell us which promotion and we will check it for you.',
  },
  'cs.reply.default': {
    PT: 'Obrigado pela mensagem! Um atendente vai responder aqui em instantes.',
    EN: 'Thank you for your message! An agent will answer here shortly.',
  },
  'cs.reply.deposit': {
    PT: 'Depósitos por PIX caem em poucos minutos. Se o seu ainda não apareceu, envie o valor e o horário do PIX que verificamos.',
    EN: 'PIX deposits arrive within minutes. If yours has not shown up, send us the amount and the time of the PIX and we will check.',
  },
  'cs.reply.greeting': {
    PT: 'Olá! Sou do atendimento do Jogo. Como posso ajudar?',
    EN: 'Hello! This is Jogo customer service. How can we help?',
  },
  'cs.reply.password': {
    PT: 'Se esqueceu a senha, use "Esqueceu a senha?" no login para redefini-la por celular ou e-mail.',
    EN: 'If you forgot your password, use "Forgot password?" in the login to reset it by mobile or e-mail.',
  },
  'cs.reply.withdraw': {
    PT: 'Para sacar, cadastre uma conta bancária e a senha de pagamento na Central do membro. Saques são processados em até 24 horas.',
    EN: 'To withdraw, add a bank account and a payment password in the member centre. Withdrawals are processed within 24 hours.',
  },
  'proxy.malformed_request': { PT: 'pedido malformado', EN: 'malformed request' },
  'wallet.deposit_held_title': { PT: 'Depósito devolvido', EN: 'Deposit returned' },
} as const satisfies Record<string, { PT: string; EN: string }>;

export type ServerTextKey = keyof typeof SERVER_TEXTS;
export type TextLang = 'PT' | 'EN';

/** @returns the text of a code or server text in `lang`, its `{name}` parameters filled in */
export function textOf(
  entry: { PT: string; EN: string },
  lang: TextLang,
  params: Record<string, string | number> = {},
): string {
  return entry[lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}

/** @returns whether `code` is a code of the list */
export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CODES, code);
