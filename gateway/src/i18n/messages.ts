/** Gateway messages by errorCode, in the request's language (header `Language`: PT default, EN). */
export type Lang = 'PT' | 'EN';

const MESSAGES: Record<string, { PT: string; EN: string }> = {
  'request.invalid': { PT: 'Dados inválidos: {detail}', EN: 'Invalid input: {detail}' },
  'request.body_invalid': {
    PT: 'O corpo da requisição não é um JSON válido',
    EN: 'The request body is not valid JSON',
  },
  request_body_required: {
    PT: 'Esta requisição exige um corpo criptografado',
    EN: 'This request requires an encrypted body',
  },
  'request.decrypt_failed': {
    PT: 'Não foi possível descriptografar a requisição',
    EN: 'The request could not be decrypted',
  },
  'merchant.required': { PT: 'Cabeçalho Merchant ausente', EN: 'Missing Merchant header' },
  'merchant.unknown': { PT: 'Operador desconhecido', EN: 'Unknown merchant' },
  'login.not.session': {
    PT: 'Você não está conectado, faça o login',
    EN: 'You are not logged in, please login',
  },
  'module.disabled': { PT: 'Função não ativada', EN: 'Function not enabled' },
  'system.maintenance': { PT: 'Sistema em manutenção', EN: 'System under maintenance' },
  'system.not_found': { PT: 'Recurso não encontrado', EN: 'Resource not found' },
  'system.forbidden': { PT: 'Sem permissão para esta ação', EN: 'You are not allowed to do this' },
  'system.error': {
    PT: 'Ocorreu um erro, tente novamente',
    EN: 'Something went wrong, please try again',
  },
  TOO_MANY_REQUESTS: {
    PT: 'Muitas solicitações, tente novamente daqui a 5 minutos',
    EN: 'Too many requests, please retry after 5 minutes',
  },
};

/** Adds messages of a domain module; a duplicate code is a programming error. */
export function registerMessages(more: Record<string, { PT: string; EN: string }>): void {
  for (const [code, text] of Object.entries(more)) {
    if (MESSAGES[code] && MESSAGES[code].EN !== text.EN) throw new Error(`duplicate message code ${code}`);
    MESSAGES[code] = text;
  }
}

export function message(code: string, lang: Lang, params: Record<string, string | number> = {}): string {
  const entry = MESSAGES[code] ?? MESSAGES['system.error'];
  return entry[lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}

export function langOf(header: string | string[] | undefined): Lang {
  const v = (Array.isArray(header) ? header[0] : header)?.toUpperCase();
  return v === 'EN' ? 'EN' : 'PT';
}
