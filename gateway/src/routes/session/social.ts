import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LoginResponse, SocialLoginRequest } from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { AppError, forbidden } from '../../http/errors';
import { hashPassword } from '../../domain/identity/passwords';
import { registerMessages } from '../../i18n/messages';
import { clientKey, throttle } from '../../domain/verification/common';
import {
  findMemberById,
  findMemberByUsername,
  assertMayLogin,
  startSession,
} from '../../domain/identity/login';

registerMessages({
  'social.token_invalid': {
    PT: 'Não foi possível confirmar o início de sessão social, tente novamente',
    EN: 'The social sign-in could not be confirmed, please try again',
  },
});

/** Checks a provider's ID token. @returns a stable subject for the identity, or null when the token is not valid. */
export type SocialVerifier = (
  provider: SocialLoginRequest['provider'],
  idToken: string,
  email: string | null,
) => string | null;

/**
 * The e-mails the development provider signs in with (`dev-<name>@jogo.example`, see mf-auth's
 * developmentProvider). The development verifier vouches for these only: it checks no signature, so it
 * must not log anyone into an account tied to a real address (issue 15).
 */
export const DEV_SOCIAL_EMAIL = /^dev-[a-z0-9._+-]{1,40}@jogo\.example$/i;

/**
 * The development verifier: the real Facebook and Google endpoints cannot be reached from here, so in
 * development mode the development provider's tokens (`dev.<provider>.<anything>`) are accepted for its
 * own test e-mails, and the identity is that e-mail. In production no verifier is configured and the call
 * answers 'function not enabled' rather than trusting a token it cannot check.
 */
export const developmentVerifier: SocialVerifier = (provider, idToken, email) =>
  idToken.startsWith(`dev.${provider}.`) && email && DEV_SOCIAL_EMAIL.test(email)
    ? `${provider}:${email.toLowerCase()}`
    : null;

export default async function socialRoutes(app: FastifyInstance): Promise<void> {
  const verify: SocialVerifier | null =
    app.gatewayOptions.mode === 'development' ? developmentVerifier : null;
  const db = app.db;

  app.post<{ Body: SocialLoginRequest }>(
    '/wps/session/login/social',
    {
      config: { encrypted: true, module: 'SOCIALLOGIN3' },
      schema: {
        body: {
          type: 'object',
          required: ['provider', 'idToken'],
          additionalProperties: false,
          properties: {
            provider: { enum: ['facebook', 'google'] },
            idToken: { type: 'string', minLength: 1, maxLength: 4096 },
            email: { type: ['string', 'null'], maxLength: 120 },
            displayName: { type: 'string', maxLength: 60 },
            loginDeviceId: { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (request) => {
      if (!verify) throw forbidden('module.disabled');
      throttle(db, `social-ip:${clientKey(request)}`, 1000);
      const { provider, idToken, email = null, displayName } = request.body;
      const subject = verify(provider, idToken, email);
      if (!subject) throw new AppError(401, 'social.token_invalid');
      // one member per identity: the username is derived from the verified subject
      const username = `${provider === 'google' ? 'gg' : 'fb'}_${crypto.createHash('sha256').update(subject).digest('hex').slice(0, 10)}`;
      let member = findMemberByUsername(db, request.merchant, username);
      if (!member) {
        const now = new Date().toISOString();
        // social members never log in by password: the hash is of a random secret nobody knows
        const hash = await hashPassword(crypto.randomBytes(24).toString('hex'), { shed: true });
        const r = db
          .prepare(
            `INSERT INTO member (merchant_code, username, password_hash, nickname, type, email, language,
               first_time_login, password_changed_at, created_at) VALUES (?, ?, ?, ?, 0, ?, ?, 1, ?, ?)`,
          )
          .run(request.merchant, username, hash, displayName ?? null, email, request.lang, now, now);
        member = findMemberById(db, Number(r.lastInsertRowid))!;
      }
      assertMayLogin(member, false);
      return ok<LoginResponse>(startSession(db, member, 'social', null));
    },
  );
}
