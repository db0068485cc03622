import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { HumanCheckResult, LoginResponse, SliderChallenge } from '@jogo/shared/api';
import { HEADERS } from '../helper';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A random client IP (X-Forwarded-For; trustProxy is on), so per-IP throttles of one test do not collide. */
export const randomIp = () =>
  `10.${crypto.randomInt(0, 255)}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`;

/** Fetches a slider challenge and answers it like a person: at the hole, in 800 ms. */
export async function solveSlider(app: FastifyInstance, offset = 0): Promise<HumanCheckResult> {
  const res = await app.inject({ method: 'GET', url: '/wps/captcha/slider', headers: HEADERS });
  const c = res.json().value as SliderChallenge;
  return {
    challengeId: c.challengeId,
    x: c.targetX + offset,
    durationMs: 800,
    trail: [
      [0, 0],
      [c.targetX / 2, 400],
      [c.targetX + offset, 790],
    ],
  };
}

/** Sends a body hybrid-encrypted, as the shared client does. */
export function injectEncrypted(
  app: FastifyInstance,
  method: Method,
  url: string,
  body: unknown,
  extra: { token?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const enc = app.codec.encrypt(body);
  const headers: Record<string, string> = { ...HEADERS, encryption: enc.header, ...extra.headers };
  if (extra.token) headers.authorization = extra.token;
  return app.inject({ method, url, headers, payload: enc.payload } as InjectOptions);
}

/** Logs in by username and password (slider solved). @returns the response */
export async function loginRaw(
  app: FastifyInstance,
  username: string,
  password: string,
  more: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const humanCheck = await solveSlider(app);
  return injectEncrypted(
    app,
    'POST',
    '/wps/session/login',
    { username, password, type: 'username', humanCheck, ...more },
    { headers },
  );
}

/** @returns the login answer; fails the test when the login fails */
export async function login(
  app: FastifyInstance,
  username: string,
  password = 'Jogo@2026',
): Promise<LoginResponse> {
  const res = await loginRaw(app, username, password);
  if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.body}`);
  return res.json().value as LoginResponse;
}

/** GET with the standard headers and an optional token. */
export const get = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { ...HEADERS, authorization: token } : HEADERS });

/** The newest outbox entry for a recipient (substring), via the dev control. */
export async function lastCode(app: FastifyInstance, recipient: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/__dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`,
    headers: HEADERS,
  });
  const item = res.json().value.list[0] as { code: string } | undefined;
  if (!item) throw new Error(`no outbox message for ${recipient}`);
  return item.code;
}

/** Fetches a captcha for the client and reads its answer from the dev control. */
export async function captchaAnswer(app: FastifyInstance, ip?: string): Promise<string> {
  const headers = ip ? { ...HEADERS, 'x-forwarded-for': ip } : HEADERS;
  await app.inject({ method: 'GET', url: '/wps/captcha', headers });
  return (await app.inject({ method: 'GET', url: '/__dev/captcha', headers: HEADERS })).json().value
    .answer as string;
}

/** Requests an SMS login code for a number and returns it from the outbox. */
export async function smsLoginCode(
  app: FastifyInstance,
  mobileNum: string,
  countryDialingCode = '55',
): Promise<string> {
  const humanCheck = await solveSlider(app);
  const res = await app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    headers: { ...HEADERS, 'x-forwarded-for': randomIp() },
    payload: { mobileNum, countryDialingCode, humanCheck },
  });
  if (res.statusCode !== 200) throw new Error(`sms request failed: ${res.body}`);
  return lastCode(app, `+${countryDialingCode}${mobileNum}`);
}

export const setFlags = (app: FastifyInstance, flags: Record<string, boolean>) =>
  app.inject({ method: 'POST', url: '/__dev/flags', headers: HEADERS, payload: flags });
