import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/open-db';
import { badRequest, tooManyRequests } from '../../errors';
import { nowOf } from '../../site/clock';
import { countryByDialingCode, DEFAULT_DIALING_CODE } from '../../site/countries';
import * as phoneLib from 'libphonenumber-js/mobile';
import { checkMobile, type PhoneLib } from '@jogo/shared/validation-core';

export const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** The client a throttle or captcha belongs to: its IP (Fastify resolves X-Forwarded-For, trustProxy is on). */
export const clientKey = (request: FastifyRequest) => request.ip;

/**
 * Allows one call per `intervalMs` for `key`; a second one inside the interval answers 429
 * `TOO_MANY_REQUESTS`. Stored in the database so it survives a restart and every gateway process counts the
 * same: one atomic statement takes the slot only when the last call is old enough, so of two processes
 * asking at once exactly one gets it. Timed by the site's clock (`nowOf`: a test fixes it).
 */
export async function throttle(db: Db, key: string, intervalMs: number, now = nowOf(db)): Promise<void> {
  const taken = await db.get(
    `INSERT INTO throttle (key, last_at) VALUES (?, ?)
       ON CONFLICT (key) DO UPDATE SET last_at = excluded.last_at WHERE throttle.last_at <= ?
       RETURNING key`,
    key,
    now,
    now - intervalMs,
  );
  if (!taken) throw tooManyRequests();
}

/**
 * Checks a mobile number for the country of its dialing code with libphonenumber-js (mobile metadata): a
 * real area code, Brazil's leading 9, no landline (an SMS would never arrive), not all zeros; the same rule
 * as the front-end's (`checkMobile` in @jogo/shared/validation). Formatting typed by hand is accepted:
 * `(11) 98765-0001`.
 * @returns the dialing code and the national number as stored on the member row (`11987650001`)
 * @throws 400 `verification.country_unsupported`, 400 `verification.mobile_invalid`
 */
export function normaliseMobile(
  mobile: string,
  dialingCode: string | undefined,
): { dial: string; num: string } {
  const dial = (dialingCode ?? DEFAULT_DIALING_CODE).replace(/^\+/, '');
  const country = countryByDialingCode(dial);
  if (!country) throw badRequest('verification.country_unsupported');
  const valid = checkMobile(PHONE_LIB, mobile, dial);
  if (!valid) throw badRequest('verification.mobile_invalid');
  return { dial, num: valid.national };
}

/** libphonenumber-js with the mobile metadata: only mobile numbers are valid. */
export const PHONE_LIB: PhoneLib = phoneLib;

/** Writes what the gateway would send by SMS or e-mail; development mode shows it at GET /__dev/outbox. */
export async function writeOutbox(
  db: Db,
  m: {
    merchant: string;
    channel: 'sms' | 'email';
    recipient: string;
    subject?: string;
    body: string;
    code?: string;
  },
): Promise<void> {
  await db.run(
    'INSERT INTO outbox (merchant_code, channel, recipient, subject, body, code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    m.merchant,
    m.channel,
    m.recipient,
    m.subject ?? null,
    m.body,
    m.code ?? null,
    new Date().toISOString(),
  );
}
